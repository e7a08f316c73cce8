export { certifications };

import type { SectionDefinition } from '../section-definition';
import { Certifications } from './Certifications';

const certifications: SectionDefinition<'certifications'> = {
  component: Certifications,
};
