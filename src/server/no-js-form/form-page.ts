export { renderFormPage };
export type { FormPageInput };

import escapeHtml from 'escape-html';
import type { Choice, LeadChoices } from '../../content/types.ts';
import { leadFields } from '../../forms/field-catalogue.ts';
import { fieldLimits, requiredFields } from '../../forms/lead-rules.ts';
import type { LeadFieldName } from '../../forms/lead-rules.ts';
import type { LeadForm } from '../../forms/lead-form.ts';
import { leadFormAction } from '../../forms/lead-setup.ts';
import { formFieldValue } from '../../forms/wire-names.ts';
import type { FieldErrors, LeadInput } from '../leads/lead-fields.ts';
import { phoneText, plainPage } from './plain-page.ts';

/** What the fallback form page shows. */
interface FormPageInput {
  /** Business name (site.yaml). */
  siteName: string;
  /** Phone number offered as the alternative. */
  phone: string;
  /** The same choices as the browser forms (from content). */
  choices: LeadChoices;
  /** Which form was sent. */
  form: LeadForm;
  /** What the visitor typed, shown again. */
  values: LeadInput;
  /** Field -> message; `form` for problems not tied to one field. */
  errors: FieldErrors;
  /** Same-site path of the page the form was on. */
  returnTo: string;
}

type Control = { kind: 'text' | 'email' | 'tel' | 'textarea' } | { kind: 'select'; options: Choice[] };

// Without JavaScript a refused form must not lose what was typed: the page shows it again, field by field.
function renderFormPage(input: FormPageInput): string {
  const fields: LeadFieldName[] =
    input.form === 'quote'
      ? ['name', 'email', 'phone', 'serviceType', 'message']
      : ['name', 'email', 'phone', 'address', 'city', 'serviceType', 'projectType', 'timeline', 'budget', 'message'];
  const messages = Object.entries(input.errors);
  const summary = messages
    .map(([field, message]) =>
      field === 'form' || !fields.includes(field as LeadFieldName)
        ? `<li>${escapeHtml(message)}</li>`
        : `<li><a href="#${field}">${escapeHtml(leadFields[field as LeadFieldName].label)}: ${escapeHtml(message)}</a></li>`,
    )
    .join('');
  const tel = input.phone.replace(/[^\d+]/g, '');
  return plainPage({
    siteName: input.siteName,
    title: 'Please check your request',
    style: `.summary a,.error{color:#c92a2a}
label{display:block;font-weight:600;margin-top:1rem}
input,select,textarea{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #868e96;border-radius:4px;background:#fff}
[aria-invalid=true]{border:2px solid #c92a2a}
.error{margin:.25rem 0 0;font-size:.95rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{margin-top:1.5rem;font:inherit;font-weight:700;padding:.75rem 1.5rem;border:0;border-radius:6px;background:#1c5fa8;color:#fff;cursor:pointer}
`,
    body: `<h1>Please check your request</h1>
<div class="summary" role="alert">
<p>We could not send your request yet. Please correct the following and send it again:</p>
<ul>${summary}</ul>
</div>
<form method="post" action="${leadFormAction}" novalidate>
<input type="hidden" name="form" value="${escapeHtml(formFieldValue(input.form))}">
<input type="hidden" name="returnTo" value="${escapeHtml(input.returnTo)}">
<div class="hp" aria-hidden="true"><label for="website">Website</label><input type="text" id="website" name="website" tabindex="-1" autocomplete="off"></div>
${fields.map((field) => renderField(field, control(field, input), requiredFields[input.form].includes(field), input.values[field], input.errors[field])).join('\n')}
<button type="submit">Send my request</button>
</form>
<p>Prefer to talk? Call us at <a href="tel:${escapeHtml(tel)}">${phoneText(input.phone)}</a>.</p>
<p><a href="${escapeHtml(input.returnTo)}">Back to the page you came from</a></p>`,
  });
}

function control(field: LeadFieldName, input: FormPageInput): Control {
  switch (field) {
    case 'city':
    case 'projectType':
    case 'timeline':
    case 'budget':
      return { kind: 'select', options: input.choices[field] };
    case 'email':
      return { kind: 'email' };
    case 'phone':
      return { kind: 'tel' };
    case 'message':
      return { kind: 'textarea' };
    case 'serviceType':
      // The quote form's list, with a page's own service as that form shows it; the estimate form's is free text.
      return input.form === 'quote' ? { kind: 'select', options: input.choices.quoteService } : { kind: 'text' };
    default:
      return { kind: 'text' };
  }
}

function renderField(field: LeadFieldName, control: Control, required: boolean, value: string, error: string | undefined): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const common = `id="${field}" name="${field}"${required ? ' required' : ''}${described}`;
  const label = `<label for="${field}">${escapeHtml(leadFields[field].label)}${required ? ' (required)' : ''}</label>`;
  const message = error ? `\n<p class="error" id="${field}-error">${escapeHtml(error)}</p>` : '';
  let element: string;
  if (control.kind === 'textarea') {
    element = `<textarea ${common} rows="5" maxlength="${fieldLimits[field]}">${escapeHtml(value)}</textarea>`;
  } else if (control.kind === 'select') {
    const known = control.options.some((option) => option.value === value);
    const options = [{ value: '', label: 'Select...' }, ...control.options]
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      )
      .join('');
    // An unexpected value stays visible rather than silently replaced.
    const extra = value && !known ? `<option value="${escapeHtml(value)}" selected>${escapeHtml(value)}</option>` : '';
    element = `<select ${common}>${options}${extra}</select>`;
  } else {
    element = `<input ${common} type="${control.kind}" value="${escapeHtml(value)}" maxlength="${fieldLimits[field]}">`;
  }
  return `${label}${message}\n${element}`;
}
