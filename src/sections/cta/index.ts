export { cta };

import type { SectionDefinition } from '../section-definition';
import { Cta } from './Cta';

const cta: SectionDefinition<'cta'> = {
  component: Cta,
};
