export {
  leadsTable,
  leadIdPattern,
  leadIdPrefix,
  errorCopyId,
  isErrorCopy,
  leadFormOfId,
  formFieldValue,
  leadFormOfFieldValue,
  postedFormValues,
};
export type { LeadIdPrefix };

import type { LeadForm } from '../content/lead-form';

// The spec's names on the wire (table, id prefixes) and the plain form's `form` field, mapped to the code's
// LeadForm here only: nothing else reads a form out of an id.

/** The one table of the lead API: /api/db/{project}/rest/v1/contacts. */
const leadsTable = 'contacts';

/** What a lead id starts with: one prefix per form, and `error` for the copy kept when a submission failed. */
type LeadIdPrefix = 'contact' | 'cta' | 'error';

const idPrefixes: Record<LeadForm, LeadIdPrefix> = { estimate: 'contact', quote: 'cta' };

/** The `form` field each form posts without JavaScript (written into the built pages). */
const fieldValues: Record<LeadForm, string> = { estimate: 'estimate', quote: 'quote' };

/** Values that pages built before still post (a page kept in a visitor's browser cache), and their form. */
const formerFieldValues = new Map<string, LeadForm>([['widget', 'quote']]);

/** Every `form` value the plain form may post, now or before. */
const postedFormValues = [...Object.values(fieldValues), ...formerFieldValues.keys()];

/** `contact_`, `cta_` or `error_`, a 13-digit millisecond timestamp, `_`, at least 64 random bits. */
const leadIdPattern = /^(contact|cta|error)_\d{13}_[A-Za-z0-9]{11,64}$/;

function leadIdPrefix(form: LeadForm): LeadIdPrefix {
  return idPrefixes[form];
}

// A lead and its error_ copy share everything after the prefix.
function errorCopyId(id: string): string {
  return `error_${id.slice(id.indexOf('_') + 1)}`;
}

function isErrorCopy(id: string): boolean {
  return id.startsWith('error_');
}

// An error_ copy's id does not name its form: it is taken as an estimate, as it always was checked and e-mailed.
function leadFormOfId(id: string): LeadForm {
  return id.startsWith(`${idPrefixes.quote}_`) ? 'quote' : 'estimate';
}

function formFieldValue(form: LeadForm): string {
  return fieldValues[form];
}

// undefined: the posted value is neither form's, now or before.
function leadFormOfFieldValue(value: string): LeadForm | undefined {
  return (Object.keys(fieldValues) as LeadForm[]).find((form) => fieldValues[form] === value) ?? formerFieldValues.get(value);
}
