export { hours };

import type { SectionDefinition } from '../section-definition';
import { Hours } from './Hours';

const hours: SectionDefinition<'hours'> = {
  component: Hours,
};
