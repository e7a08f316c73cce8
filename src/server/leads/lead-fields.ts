export { leadIdPattern, checkLeadValues };
export type { LeadInput, FieldErrors };

import type { LeadChoices } from '../../content/types.ts';
import { checkLeadForm } from '../../forms/lead-rules.ts';
import type { LeadFieldErrors, LeadFieldName } from '../../forms/lead-rules.ts';

/** `contact_`, `cta_` or `error_`, a 13-digit millisecond timestamp, `_`, at least 64 random bits. */
const leadIdPattern = /^(contact|cta|error)_\d{13}_[A-Za-z0-9]{11,64}$/;

/** The lead fields, trimmed; optional ones are '' when not given. */
type LeadInput = Record<LeadFieldName, string>;

/** Field name -> what is wrong, in words a visitor understands; `form` for problems not tied to one field. */
type FieldErrors = LeadFieldErrors & { form?: string };

// The browser forms' rules, for the JSON API and the no-JavaScript form alike, plus what only the server
// must refuse: NUL characters (PostgreSQL text cannot hold them) and values outside the lists the forms offer
// (read from content, so a town added to site.yaml is accepted as soon as it is offered).
function checkLeadValues(values: LeadInput, kind: 'contact' | 'cta' | 'error', choices: LeadChoices): FieldErrors {
  const errors: FieldErrors = checkLeadForm(values, kind === 'cta' ? 'widget' : 'estimate');
  for (const [field, value] of Object.entries(values) as [LeadFieldName, string][]) {
    if (!errors[field] && value.includes('\u0000')) errors[field] = 'Please remove the invisible control characters.';
  }
  // Values a select offers; anything else did not come from the forms. The estimate form's service is free text
  // (a page's own or a linked one); the widget sends a slug.
  const listed: [LeadFieldName, { value: string }[]][] = [
    ['city', choices.city],
    ['projectType', choices.projectType],
    ['timeline', choices.timeline],
    ['budget', choices.budget],
  ];
  if (kind === 'cta') listed.push(['serviceType', choices.widgetService]);
  for (const [field, options] of listed) {
    const value = values[field];
    if (!errors[field] && value !== '' && !options.some((option) => option.value === value)) {
      errors[field] = 'Please choose one of the listed options.';
    }
  }
  return errors;
}
