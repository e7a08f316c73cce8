export { projects };

import type { SectionDefinition } from '../section-definition';
import { Projects } from './Projects';

const projects: SectionDefinition<'projects'> = {
  component: Projects,
};
