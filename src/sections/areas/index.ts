export { areas };

import type { SectionDefinition } from '../section-definition';
import { Areas } from './Areas';

const areas: SectionDefinition<'areas'> = {
  component: Areas,
  // Its main towns are drawn as cards.
  uses: ['cards'],
};
