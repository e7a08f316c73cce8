export { leadFields, listLabel, listLabels };
export type { LeadFieldText };

import { leadFieldNames, type LeadFieldName } from './lead-rules';
import { productWords } from './product-words';

/** How one lead field is named and filled: in both form islands and the server's fallback form page, and where
 * staff read leads (the e-mail, the CSV export, the inbox). */
interface LeadFieldText {
  /** The field's label on the forms. */
  label: string;
  /** The shorter name staff read in the e-mail, the CSV's header and the inbox; default: the label. */
  listLabel?: string;
  /** The browser's autofill hint (text fields). */
  autoComplete?: string;
  /** The input type (text fields). */
  type?: 'text' | 'email' | 'tel';
  /** The first, empty choice of an optional select. */
  prompt?: string;
}

// Adapter kept while the staff side (e-mail, inbox, export) still names a lead's ten fields; the forms name the
// product's fields from product-words.ts and each question from content.
// One catalogue for every place a lead field is named, so a label changes in one line.
const leadFields: Record<LeadFieldName, LeadFieldText> = {
  name: { ...productWords.name, label: productWords.name.listLabel },
  email: { ...productWords.email, label: productWords.email.listLabel },
  phone: { ...productWords.phone, label: productWords.phone.listLabel },
  address: { label: 'Address', autoComplete: 'address-line1', type: 'text' },
  city: { label: 'City', prompt: 'Select your city' },
  serviceType: { label: 'Service' },
  projectType: { label: 'Project Type', listLabel: 'Project type', prompt: 'Select a project type' },
  timeline: { label: 'Timeline', prompt: 'Select a timeline' },
  budget: { label: 'Budget', prompt: 'Select a budget' },
  message: { label: 'Message' },
};

/** Every field with the name staff read, in form order. */
const listLabels: [LeadFieldName, string][] = leadFieldNames.map((field) => [field, listLabel(field)]);

function listLabel(field: LeadFieldName): string {
  return leadFields[field].listLabel ?? leadFields[field].label;
}
