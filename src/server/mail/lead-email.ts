export { leadEmail, leadFieldLabels, withChoiceLabels };

import escapeHtml from 'escape-html';
import { choiceLabel } from '../../content/lead-choices.ts';
import type { ChoiceField, LeadChoices } from '../../content/types.ts';
import type { Contact } from '../store/contact.ts';

type LabelledField = 'name' | 'email' | 'phone' | 'address' | 'city' | 'serviceType' | 'projectType' | 'timeline' | 'budget' | 'message';

/** Labels of the lead fields, in the order staff read them. */
const leadFieldLabels: [LabelledField, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['serviceType', 'Service'],
  ['projectType', 'Project type'],
  ['timeline', 'Timeline'],
  ['budget', 'Budget'],
  ['message', 'Message'],
];

const choiceFields: readonly ChoiceField[] = ['city', 'serviceType', 'projectType', 'timeline', 'budget'];

// The staff e-mail, rendered from the stored lead only: nothing a request says reaches the office's inbox
// except the visitor's own field values, escaped. A choice reads as the visitor saw it (retired ones too).
// Subjects follow the spec: 'New {service} Lead - {name}', 'New CTA Lead - {name}'.
function leadEmail(stored: Pick<Contact, 'id' | LabelledField>, choices: LeadChoices): { subject: string; html: string; text: string } {
  const contact = withChoiceLabels(stored, choices);
  const name = oneLine(contact.name);
  const subject = contact.id.startsWith('cta_')
    ? `New CTA Lead - ${name}`
    : `New ${oneLine(contact.serviceType) || 'General'} Lead - ${name}`;
  const heading = contact.id.startsWith('cta_')
    ? 'New quote request from the website'
    : contact.id.startsWith('error_')
      ? 'Request kept after a failed submission'
      : 'New estimate request from the website';
  const rows = leadFieldLabels.filter(([field]) => contact[field].trim() !== '');
  const text = [
    heading,
    '',
    ...rows.map(([field, label]) => `${label}: ${contact[field].trim()}`),
    '',
    `Submission ID: ${contact.id}`,
  ].join('\n');
  const html =
    `<h2>${escapeHtml(heading)}</h2>\n<table cellpadding="6" style="border-collapse:collapse">\n` +
    rows
      .map(
        ([field, label]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
          `<td style="white-space:pre-wrap">${escapeHtml(contact[field].trim())}</td></tr>`,
      )
      .join('\n') +
    `\n</table>\n<p>Submission ID: <code>${escapeHtml(contact.id)}</code></p>\n`;
  return { subject, html, text };
}

/** The lead with each choice's value replaced by its label; other fields as they are. */
function withChoiceLabels<T extends Partial<Record<ChoiceField, unknown>>>(lead: T, choices: LeadChoices): T {
  const labelled: Partial<Record<ChoiceField, unknown>> = { ...lead };
  for (const field of choiceFields) {
    const value = lead[field];
    if (typeof value === 'string' && value.trim()) labelled[field] = choiceLabel(choices, field, value.trim());
  }
  return labelled as T;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
