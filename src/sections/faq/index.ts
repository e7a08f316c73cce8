export { faq };

import type { SectionDefinition } from '../section-definition';
import { Faq } from './Faq';

const faq: SectionDefinition<'faq'> = {
  component: Faq,
};
