export { text };

import type { SectionDefinition } from '../section-definition';
import { TextSection } from './Text';

const text: SectionDefinition<'text'> = {
  component: TextSection,
};
