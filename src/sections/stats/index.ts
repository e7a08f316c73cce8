export { stats };

import type { SectionDefinition } from '../section-definition';
import { Stats } from './Stats';

const stats: SectionDefinition<'stats'> = {
  component: Stats,
};
