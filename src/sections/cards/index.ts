export { cards };

import type { SectionDefinition } from '../section-definition';
import { Cards } from './Cards';

const cards: SectionDefinition<'cards'> = {
  component: Cards,
};
