export { options };

import type { SectionDefinition } from '../section-definition';
import { Options } from './Options';

const options: SectionDefinition<'options'> = {
  component: Options,
};
