export { contactInfo };

import type { SectionDefinition } from '../section-definition';
import { ContactInfo } from './ContactInfo';

const contactInfo: SectionDefinition<'contactInfo'> = {
  component: ContactInfo,
};
