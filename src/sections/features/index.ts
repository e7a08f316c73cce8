export { features };

import type { SectionDefinition } from '../section-definition';
import { Features } from './Features';

const features: SectionDefinition<'features'> = {
  component: Features,
};
