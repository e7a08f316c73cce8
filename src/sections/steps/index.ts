export { steps };

import type { SectionDefinition } from '../section-definition';
import { Steps } from './Steps';

const steps: SectionDefinition<'steps'> = {
  component: Steps,
};
