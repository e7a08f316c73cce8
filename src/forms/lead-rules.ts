export {
  checkLeadForm,
  isEmail,
  isUsPhone,
  hasLineBreak,
  hasInvisible,
  requiredFields,
  fieldLimits,
  productLimits,
  leadFieldNames,
  ruleMessages,
};
export type { LeadFieldName, LeadFormValues, LeadFieldErrors };

import type { LeadForm } from '../content/lead-form';
import type { productFields } from '../content/questions';

// The product's fields (name, e-mail, phone) are checked here; a form's questions by lead-check.ts. The ten-field
// names below (LeadFieldName, fieldLimits, checkLeadForm) are an adapter kept while the staff side still reads a lead
// by those fields; they go once it reads answers.

/** The lead fields a visitor fills in. */
type LeadFieldName = 'name' | 'email' | 'phone' | 'address' | 'city' | 'serviceType' | 'projectType' | 'timeline' | 'budget' | 'message';

/** Field values as typed; a field the form lacks may be left out. */
type LeadFormValues = Partial<Record<LeadFieldName, string>>;

/** Field name -> what is wrong, in words a visitor understands. */
type LeadFieldErrors = Partial<Record<LeadFieldName, string>>;

/** Fields each form requires (spec section 5). */
const requiredFields: Record<LeadForm, LeadFieldName[]> = {
  estimate: ['name', 'phone', 'email'],
  quote: ['name', 'email', 'phone'],
};

/** Longest accepted value of each product field. */
const productLimits: Record<(typeof productFields)[number], number> = { name: 120, email: 254, phone: 40 };

/** Longest accepted value of each field. */
const fieldLimits: Record<LeadFieldName, number> = {
  name: 120,
  email: 254,
  phone: 40,
  address: 300,
  city: 40,
  serviceType: 100,
  projectType: 40,
  timeline: 40,
  budget: 40,
  message: 5000,
};

/** Every lead field, in form order. */
const leadFieldNames = Object.keys(fieldLimits) as LeadFieldName[];

/** The messages shown under a field. */
const ruleMessages = {
  required: {
    name: 'Please enter your name.',
    email: 'Please enter your e-mail address.',
    phone: 'Please enter your phone number.',
  } satisfies Record<(typeof productFields)[number], string>,
  requiredOther: 'Please fill in this field.',
  email: 'Please enter a valid e-mail address, like name@example.com.',
  invisible: 'This address contains an invisible character (often pasted along with it). Please type it again.',
  phone: 'Please enter a 10-digit US phone number with the area code.',
  singleLine: 'Please use a single line.',
  tooLong: (limit: number) => `Please keep this under ${limit} characters.`,
};

// Browser and server check a lead with the same rules, so nothing the form accepts is refused later.
function checkLeadForm(values: LeadFormValues, form: LeadForm): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const field of leadFieldNames) {
    const value = (values[field] ?? '').trim();
    if (value === '') {
      if (requiredFields[form].includes(field))
        errors[field] = (ruleMessages.required as LeadFieldErrors)[field] ?? ruleMessages.requiredOther;
    } else if (value.length > fieldLimits[field]) {
      errors[field] = ruleMessages.tooLong(fieldLimits[field]);
    } else if (field !== 'message' && hasLineBreak(value)) {
      // Single-line fields end up in e-mail headers (subject, reply-to).
      errors[field] = ruleMessages.singleLine;
    } else if (field === 'email' && hasInvisible(value)) {
      // A zero-width space or the like cannot be seen, typed back or answered.
      errors[field] = ruleMessages.invisible;
    } else if (field === 'email' && !isEmail(value)) {
      errors[field] = ruleMessages.email;
    } else if (field === 'phone' && !isUsPhone(value)) {
      errors[field] = ruleMessages.phone;
    }
  }
  return errors;
}

// As lenient as the browser's type=email check, plus a dot in the domain: name@host.tld, no spaces.
function isEmail(value: string): boolean {
  return value.length <= 254 && !hasInvisible(value) && /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\.]+(\.[^\s@<>(),;:"\\.]+)+$/.test(value);
}

// A North American number: optional +1 or 1, a 3-digit area code and a 7-digit number, grouped with
// spaces, dashes, dots or parentheses; area code and exchange never start with 0 or 1.
function isUsPhone(value: string): boolean {
  const match = /^(?:\+?1[\s.-]?)?(?:\((\d{3})\)[\s.-]?|(\d{3})[\s.-]?)(\d{3})[\s.-]?(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const area = match[1] ?? match[2] ?? '';
  const exchange = match[3] ?? '';
  return /^[2-9]/.test(area) && /^[2-9]/.test(exchange);
}

// Control, format (zero-width space, joiners, direction marks), private-use and unassigned characters.
function hasInvisible(value: string): boolean {
  return /\p{C}/u.test(value);
}

function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}
