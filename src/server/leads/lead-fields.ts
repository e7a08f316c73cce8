export { checkLeadValues, leadInput };
export type { LeadInput, FieldErrors };

import type { LeadChoices } from '../../content/types.ts';
import type { LeadForm } from '../../content/lead-form.ts';
import { checkLeadForm } from '../../forms/lead-rules.ts';
import type { LeadFieldErrors, LeadFieldName } from '../../forms/lead-rules.ts';

/** The lead fields, trimmed; optional ones are '' when not given. */
type LeadInput = Record<LeadFieldName, string>;

/** Field name -> what is wrong, in words a visitor understands; `form` for problems not tied to one field. */
type FieldErrors = LeadFieldErrors & { form?: string };

// The browser forms' rules, for the JSON API and the no-JavaScript form alike, plus what only the server
// must refuse: NUL characters (PostgreSQL text cannot hold them) and values outside the lists the forms offer
// (read from content, so a town added to site.yaml is accepted as soon as it is offered).
function checkLeadValues(values: LeadInput, form: LeadForm, choices: LeadChoices): FieldErrors {
  const errors: FieldErrors = checkLeadForm(values, form);
  for (const [field, value] of Object.entries(values) as [LeadFieldName, string][]) {
    if (!errors[field] && value.includes('\u0000')) errors[field] = 'Please remove the invisible control characters.';
  }
  // Values a select offers; anything else did not come from the forms. The estimate form's service is free text
  // (a page's own or a linked one); the quote form sends a slug.
  const listed: [LeadFieldName, { value: string }[]][] = [
    ['city', choices.city],
    ['projectType', choices.projectType],
    ['timeline', choices.timeline],
    ['budget', choices.budget],
  ];
  if (form === 'quote') listed.push(['serviceType', choices.quoteService]);
  for (const [field, options] of listed) {
    const value = values[field];
    if (!errors[field] && value !== '' && !options.some((option) => option.value === value)) {
      errors[field] = 'Please choose one of the listed options.';
    }
  }
  return errors;
}

// The lead fields as `read` gives them, trimmed.
function leadInput(read: (field: LeadFieldName) => string | null | undefined): LeadInput {
  const text = (field: LeadFieldName) => (read(field) ?? '').trim();
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    serviceType: text('serviceType'),
    projectType: text('projectType'),
    timeline: text('timeline'),
    budget: text('budget'),
    message: text('message'),
  };
}
