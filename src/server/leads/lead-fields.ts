export { leadIdPattern, fieldLimits, choices, checkLeadValues, hasLineBreak, isEmail };
export type { LeadInput, FieldErrors, LeadFieldName };

/** `contact_`, `cta_` or `error_`, a 13-digit millisecond timestamp, `_`, at least 64 random bits. */
const leadIdPattern = /^(contact|cta|error)_\d{13}_[A-Za-z0-9]{11,64}$/;

type LeadFieldName = 'name' | 'email' | 'phone' | 'address' | 'city' | 'serviceType' | 'projectType' | 'timeline' | 'budget' | 'message';

/** The lead fields, trimmed; optional ones are '' when not given. */
type LeadInput = Record<LeadFieldName, string>;

/** Field name -> what is wrong, in words a visitor understands. */
type FieldErrors = Partial<Record<LeadFieldName | 'form', string>>;

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

/** The option values of spec section 3, with the labels a fallback form shows. */
const choices = {
  city: {
    'cape-coral': 'Cape Coral',
    naples: 'Naples',
    'fort-myers': 'Fort Myers',
    'bonita-springs': 'Bonita Springs',
    estero: 'Estero',
    other: 'Other',
  },
  projectType: {
    'new-installation': 'New installation',
    replacement: 'Replacement',
    repair: 'Repair',
    consultation: 'Consultation',
  },
  timeline: {
    asap: 'As soon as possible',
    '1-month': 'Within 1 month',
    '3-months': 'Within 3 months',
    '6-months': 'Within 6 months',
    planning: 'Just planning',
  },
  budget: {
    'under-5k': 'Under $5,000',
    '5k-10k': '$5,000 - $10,000',
    '10k-20k': '$10,000 - $20,000',
    '20k-plus': '$20,000+',
    'not-sure': 'Not sure',
  },
  widgetService: {
    'hurricane-windows': 'Hurricane windows',
    'single-hung-windows': 'Single hung windows',
    'bay-windows': 'Bay windows',
    'sliding-windows': 'Sliding windows',
    'casement-windows': 'Casement windows',
    'entry-doors': 'Entry doors',
    'sliding-glass-doors': 'Sliding glass doors',
    'hinged-patio-doors': 'Hinged patio doors',
    'french-doors': 'French doors',
    'storm-doors': 'Storm doors',
    other: 'Other',
  },
} as const;

// The same rules for the JSON API and the no-JavaScript form; no stricter than the browser forms,
// or a lead the visitor could send would be refused here and lost.
function checkLeadValues(values: LeadInput, kind: 'contact' | 'cta' | 'error'): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name) errors.name = 'Please enter your name.';
  if (!values.email) errors.email = 'Please enter your e-mail address.';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid e-mail address, like name@example.com.';
  if (!values.phone) errors.phone = 'Please enter your phone number.';
  for (const field of Object.keys(fieldLimits) as LeadFieldName[]) {
    if (errors[field]) continue;
    const value = values[field];
    if (value.length > fieldLimits[field]) {
      errors[field] = `Please keep this under ${fieldLimits[field]} characters.`;
    } else if (value.includes('\u0000')) {
      errors[field] = 'Please remove the invisible control characters.';
    } else if (field !== 'message' && hasLineBreak(value)) {
      // Single-line fields end up in e-mail headers (subject, reply-to).
      errors[field] = 'Please use a single line.';
    }
  }
  const enums: [LeadFieldName, Record<string, string>][] = [
    ['city', choices.city],
    ['projectType', choices.projectType],
    ['timeline', choices.timeline],
    ['budget', choices.budget],
  ];
  if (kind === 'cta') enums.push(['serviceType', choices.widgetService]);
  for (const [field, options] of enums) {
    const value = values[field];
    if (!errors[field] && value !== '' && !Object.hasOwn(options, value)) errors[field] = 'Please choose one of the listed options.';
  }
  return errors;
}

function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

// As lenient as the browser's type=email check: something@something, no spaces.
function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+$/.test(value);
}
