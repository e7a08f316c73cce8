export { leadFields };
export type { LeadFieldText };

import type { LeadFieldName } from './lead-rules';

/** How one lead field is named and filled, the same in both form islands and the server's fallback form page. */
interface LeadFieldText {
  /** The field's label. */
  label: string;
  /** The browser's autofill hint (text fields). */
  autoComplete?: string;
  /** The input type (text fields). */
  type?: 'text' | 'email' | 'tel';
  /** The first, empty choice of an optional select. */
  prompt?: string;
}

// One catalogue for every place a lead form is drawn, so a label changes in one line.
const leadFields: Record<LeadFieldName, LeadFieldText> = {
  name: { label: 'Full Name', autoComplete: 'name', type: 'text' },
  email: { label: 'Email Address', autoComplete: 'email', type: 'email' },
  phone: { label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
  address: { label: 'Address', autoComplete: 'address-line1', type: 'text' },
  city: { label: 'City', prompt: 'Select your city' },
  serviceType: { label: 'Service' },
  projectType: { label: 'Project Type', prompt: 'Select a project type' },
  timeline: { label: 'Timeline', prompt: 'Select a timeline' },
  budget: { label: 'Budget', prompt: 'Select a budget' },
  message: { label: 'Message' },
};
