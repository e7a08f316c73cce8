export { hero };

import type { SectionDefinition } from '../section-definition';
import { Hero } from './Hero';

const hero: SectionDefinition<'hero'> = {
  component: Hero,
};
