export { reviews };

import type { SectionDefinition } from '../section-definition';
import { Reviews } from './Reviews';

const reviews: SectionDefinition<'reviews'> = {
  component: Reviews,
};
