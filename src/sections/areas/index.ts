export { areas };

import type { SectionDefinition } from '../section-definition';
import { Areas } from './Areas';

const areas: SectionDefinition<'areas'> = {
  component: Areas,
};
