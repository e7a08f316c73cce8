export { leadEmail, withChoiceLabels };

import escapeHtml from 'escape-html';
import { choiceLabel } from '../../content/lead-choices.ts';
import type { ChoiceField, LeadChoices } from '../../content/types.ts';
import { listLabels } from '../../forms/field-catalogue.ts';
import type { LeadFieldName } from '../../forms/lead-rules.ts';
import { isErrorCopy } from '../../forms/wire-names.ts';
import { otherLanguageName } from './lead-language.ts';
import type { Contact, LeadAttribution } from '../store/contact.ts';
import { leadLinks } from './lead-links.ts';
import { leadOrigin } from './lead-origin.ts';

/** What the e-mail is written from: the stored lead (attribution may be missing on leads from before). */
type EmailedLead = Pick<Contact, 'id' | 'form' | LeadFieldName> &
  Partial<LeadAttribution> &
  Partial<Pick<Contact, 'photos' | 'photosComing' | 'language'>>;

const choiceFields: readonly ChoiceField[] = ['city', 'serviceType', 'projectType', 'timeline', 'budget'];

// The lead e-mail, rendered from the stored lead only: nothing a request says reaches the office's inbox
// except the visitor's own values, escaped. A choice reads as the visitor saw it (retired ones too); one-tap
// reply, call and inbox links come first, where the lead came from after the fields.
// Subjects follow the spec: 'New {service} Lead - {name}', 'New CTA Lead - {name}'. A lead sent in another language
// than the site's main one says so first ("Prefers Spanish"), so the office sends someone who speaks it.
function leadEmail(
  stored: EmailedLead,
  choices: LeadChoices,
  publicUrl: string,
  siteLanguages: readonly string[] = [],
): { subject: string; html: string; text: string } {
  const contact = withChoiceLabels(stored, choices);
  const name = oneLine(contact.name);
  const subject = contact.form === 'quote' ? `New CTA Lead - ${name}` : `New ${oneLine(contact.serviceType) || 'General'} Lead - ${name}`;
  const heading =
    contact.form === 'quote'
      ? 'New quote request from the website'
      : isErrorCopy(contact.id)
        ? 'Request kept after a failed submission'
        : 'New estimate request from the website';
  const rows = listLabels.filter(([field]) => contact[field].trim() !== '');
  const links = leadLinks(stored, subject, publicUrl);
  const actions: [string, string][] = [
    [`Reply to ${name}`, links.reply],
    [`Call ${oneLine(contact.phone)}`, links.call],
    ['Open it in the staff inbox', links.inbox],
  ];
  const shownActions = actions.filter(([, href]) => href !== '');
  const origin = leadOrigin(stored);
  const photos = photosLine(stored.photos?.length ?? 0, stored.photosComing ?? 0);
  const language = otherLanguageName(stored.language ?? '', siteLanguages);
  const prefers = language ? `Prefers ${language}` : '';
  const text = [
    ...(prefers ? [prefers, ''] : []),
    heading,
    '',
    summary(contact, stored.serviceType),
    ...shownActions.map(([label, href]) => `${label}: ${href}`),
    '',
    ...rows.map(([field, label]) => `${label}: ${contact[field].trim()}`),
    ...(photos ? ['', `${photos}: ${links.inbox}`] : []),
    ...(origin.length ? ['', ...origin.map((line) => `${line.label}: ${line.text}`)] : []),
    '',
    `Submission ID: ${contact.id}`,
  ].join('\n');
  const html =
    (prefers ? `<p><strong>${escapeHtml(prefers)}</strong></p>\n` : '') +
    `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(summary(contact, stored.serviceType))}</p>\n<p>` +
    shownActions.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' &middot; ') +
    `</p>\n<table cellpadding="6" style="border-collapse:collapse">\n` +
    rows.map(([field, label]) => tableRow(label, contact[field].trim())).join('\n') +
    `\n</table>\n` +
    (photos ? `<p><a href="${escapeHtml(links.inbox)}">${escapeHtml(photos)}</a></p>\n` : '') +
    (origin.length
      ? `<h3>Where the lead came from</h3>\n<table cellpadding="6" style="border-collapse:collapse">\n` +
        origin.map((line) => tableRow(line.label, line.text)).join('\n') +
        `\n</table>\n`
      : '') +
    `<p>Submission ID: <code>${escapeHtml(contact.id)}</code></p>\n`;
  return { subject, html, text };
}

// Photos usually arrive after this e-mail is written (they follow the stored lead): the form said how many were
// coming. Counted, never attached: they stay in the inbox.
function photosLine(arrived: number, coming: number): string {
  if (coming > arrived)
    return arrived ? `Photos: ${arrived} of ${coming} arrived, see the inbox` : `Photos: ${coming} on the way, see the inbox`;
  return arrived ? `Photos: ${arrived}, see the inbox` : '';
}

// One sentence a colleague would say: who asked for what, where ('General' is no particular service).
function summary(contact: Pick<Contact, 'id' | 'form' | 'name' | 'serviceType' | 'city'>, serviceValue: string): string {
  const what = contact.form === 'quote' ? 'a quote' : 'an estimate';
  const service = /^(general)?$/i.test(serviceValue.trim()) ? '' : oneLine(contact.serviceType);
  const city = oneLine(contact.city);
  const asked = `${oneLine(contact.name)} asked for ${what}${service ? ` for ${service}` : ''}${city ? ` in ${city}` : ''}.`;
  return isErrorCopy(contact.id) ? `${asked} The website could not finish sending it; this copy was kept.` : asked;
}

function tableRow(label: string, value: string): string {
  return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
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
