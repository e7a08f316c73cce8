export { renderFormPage };
export type { FormPageInput };

import escapeHtml from 'escape-html';
import { productWords } from '../../forms/product-words.ts';
import { asked, offeredChoices, questionLimits, type LeadErrors, type LeadValues } from '../../forms/lead-check.ts';
import { productLimits } from '../../forms/lead-rules.ts';
import type { LeadForm } from '../../content/lead-form.ts';
import { leadFormAction } from '../../forms/lead-setup.ts';
import type { Question } from '../../content/questions.ts';
import type { FormWords } from '../../content/types.ts';
import { formFieldValue } from '../../forms/wire-names.ts';
import { phoneText, plainPage } from './plain-page.ts';

/** What the fallback form page shows. */
interface FormPageInput {
  /** Business name (site.yaml). */
  siteName: string;
  /** Phone number offered as the alternative. */
  phone: string;
  /** The questions of the form sent, as the browser forms ask them (from content). */
  questions: readonly Question[];
  /** Which form was sent. */
  form: LeadForm;
  /** What the visitor typed, shown again. */
  values: LeadValues;
  /** Field or question key -> message; `form` for problems not tied to one field. */
  errors: LeadErrors;
  /** Same-site path of the page the form was on. */
  returnTo: string;
  /** The forms' own words in the page's language. */
  words: FormWords;
  /** The page's language (BCP 47). */
  language: string;
}

/** One field of the page: a product field or a question. */
interface Field {
  key: string;
  label: string;
  required: boolean;
  help?: string;
  control:
    | { kind: 'text' | 'email' | 'tel' | 'textarea' | 'number'; max: number }
    | { kind: 'select' | 'checkboxes' | 'radios'; options: { value: string; label: string }[]; prompt?: string };
}

// Without JavaScript a refused form must not lose what was typed: the page shows it again, field by field.
function renderFormPage(input: FormPageInput): string {
  const { fields: said, noScript } = input.words;
  const fields = [
    ...productOrder[input.form].map((key) => productField(key, said)),
    ...asked(input.questions).map((question) => questionField(question, said)),
  ];
  const labels = new Map(fields.map((field) => [field.key, field.label]));
  const messages = Object.entries(input.errors);
  const summary = messages
    .map(([key, message]) =>
      key === 'form' || !labels.has(key)
        ? `<li>${escapeHtml(message)}</li>`
        : `<li><a href="#${key}">${escapeHtml(labels.get(key) ?? key)}: ${escapeHtml(message)}</a></li>`,
    )
    .join('');
  const tel = input.phone.replace(/[^\d+]/g, '');
  const call = escapeHtml(noScript.call).replace(escapeHtml(input.phone), `<a href="tel:${escapeHtml(tel)}">${phoneText(input.phone)}</a>`);
  return plainPage({
    siteName: input.siteName,
    language: input.language,
    title: noScript.title,
    style: `.summary a,.error{color:#c92a2a}
label,legend{display:block;font-weight:600;margin-top:1rem}
fieldset{border:0;padding:0;margin:0}
fieldset label{font-weight:400;margin-top:.25rem}
fieldset input{display:inline;width:auto;margin-right:.5rem}
.help{margin:.25rem 0 0;font-size:.95rem}
input,select,textarea{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #868e96;border-radius:4px;background:#fff}
[aria-invalid=true]{border:2px solid #c92a2a}
.error{margin:.25rem 0 0;font-size:.95rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{margin-top:1.5rem;font:inherit;font-weight:700;padding:.75rem 1.5rem;border:0;border-radius:6px;background:#1c5fa8;color:#fff;cursor:pointer}
`,
    body: `<h1>${escapeHtml(noScript.title)}</h1>
<div class="summary" role="alert">
<p>${escapeHtml(noScript.intro)}</p>
<ul>${summary}</ul>
</div>
<form method="post" action="${leadFormAction}" novalidate>
<input type="hidden" name="form" value="${escapeHtml(formFieldValue(input.form))}">
<input type="hidden" name="returnTo" value="${escapeHtml(input.returnTo)}">
<div class="hp" aria-hidden="true"><label for="website">${escapeHtml(said.leaveEmpty)}</label><input type="text" id="website" name="website" tabindex="-1" autocomplete="off"></div>
${fields.map((field) => renderField(field, input.values[field.key], input.errors[field.key], noScript.required)).join('\n')}
<button type="submit">${escapeHtml(noScript.send)}</button>
</form>
<p>${call}</p>
<p><a href="${escapeHtml(input.returnTo)}">${escapeHtml(noScript.back)}</a></p>`,
  });
}

/** The product's fields, in each form's order. */
const productOrder: Record<LeadForm, ('name' | 'email' | 'phone')[]> = {
  estimate: ['name', 'email', 'phone'],
  quote: ['name', 'email', 'phone'],
};

function productField(key: 'name' | 'email' | 'phone', said: FormWords['fields']): Field {
  return { key, label: said[key], required: true, control: { kind: productWords[key].type, max: productLimits[key] } };
}

function questionField(question: Question, said: FormWords['fields']): Field {
  const { key, label, help } = question;
  const required = question.required === true;
  const options = offeredChoices(question).map(({ value, label: words }) => ({ value, label: words }));
  switch (question.kind) {
    case 'choice':
      return { key, label, help, required, control: { kind: 'select', options, prompt: question.prompt ?? said.select } };
    case 'several':
      return { key, label, help, required, control: { kind: 'checkboxes', options } };
    case 'yes-no':
      return {
        key,
        label,
        help,
        required,
        control: {
          kind: 'radios',
          options: [
            { value: 'yes', label: said.yes },
            { value: 'no', label: said.no },
          ],
        },
      };
    case 'long':
      return { key, label, help, required, control: { kind: 'textarea', max: questionLimits.long } };
    case 'number':
      return { key, label, help, required, control: { kind: 'number', max: questionLimits.number } };
    default:
      return { key, label, help, required, control: { kind: 'text', max: questionLimits.short } };
  }
}

function renderField(field: Field, raw: string | readonly string[] | undefined, error: string | undefined, requiredMark: string): string {
  const { key, control } = field;
  const values = raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];
  const value = values[0] ?? '';
  const describedBy = [field.help ? `${key}-help` : '', error ? `${key}-error` : ''].filter(Boolean).join(' ');
  const described = `${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  const required = field.required ? ' required' : '';
  const title = `${escapeHtml(field.label)}${field.required ? ` ${escapeHtml(requiredMark)}` : ''}`;
  const help = field.help ? `\n<p class="help" id="${key}-help">${escapeHtml(field.help)}</p>` : '';
  const message = error ? `\n<p class="error" id="${key}-error">${escapeHtml(error)}</p>` : '';
  if (control.kind === 'checkboxes' || control.kind === 'radios') {
    const type = control.kind === 'checkboxes' ? 'checkbox' : 'radio';
    const boxes = control.options
      .map(
        (option, index) =>
          `<label><input type="${type}" name="${key}" value="${escapeHtml(option.value)}"${index === 0 ? ` id="${key}"` : ''}${
            values.includes(option.value) ? ' checked' : ''
          }>${escapeHtml(option.label)}</label>`,
      )
      .join('');
    return `<fieldset${described}><legend>${title}</legend>${help}${message}\n${boxes}</fieldset>`;
  }
  const common = `id="${key}" name="${key}"${required}${described}`;
  const label = `<label for="${key}">${title}</label>`;
  let element: string;
  if (control.kind === 'textarea') {
    element = `<textarea ${common} rows="5" maxlength="${control.max}">${escapeHtml(value)}</textarea>`;
  } else if (control.kind === 'select') {
    const known = control.options.some((option) => option.value === value);
    const options = [{ value: '', label: control.prompt ?? '' }, ...control.options]
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      )
      .join('');
    // An unexpected value (a page's own service, a town not on the list) stays visible rather than silently replaced.
    const extra = value && !known ? `<option value="${escapeHtml(value)}" selected>${escapeHtml(value)}</option>` : '';
    element = `<select ${common}>${options}${extra}</select>`;
  } else if (control.kind === 'number') {
    element = `<input ${common} type="text" inputmode="numeric" value="${escapeHtml(value)}" maxlength="${control.max}">`;
  } else if ('max' in control) {
    element = `<input ${common} type="${control.kind}" value="${escapeHtml(value)}" maxlength="${control.max}">`;
  } else {
    element = '';
  }
  return `${label}${help}${message}\n${element}`;
}
