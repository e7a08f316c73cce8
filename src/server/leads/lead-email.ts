export { leadEmail };

import escapeHtml from 'escape-html';
import type { Answer, LeadQuestions } from '../../content/questions.ts';
import { isErrorCopy } from '../../forms/wire-names.ts';
import { namedAnswer } from '../store/lead-answers.ts';
import { otherLanguageName } from './lead-language.ts';
import type { Lead, LeadAttribution } from '../store/lead.ts';
import { leadLinks } from './lead-links.ts';
import { leadOrigin } from './lead-origin.ts';

/** What the e-mail is written from: the stored lead (attribution may be missing on leads from before). */
type EmailedLead = Pick<Lead, 'id' | 'form' | 'name' | 'email' | 'phone' | 'answers'> &
  Partial<LeadAttribution> &
  Partial<Pick<Lead, 'photos' | 'photosComing' | 'language'>>;

// The lead e-mail, rendered from the stored lead only: nothing a request says reaches the office's inbox
// except the visitor's own values, escaped. Each answer reads with the words it was sent with (its question's label
// and the choice's label then), in the order asked; one-tap reply, call and inbox links come first, where the lead
// came from after the answers. Subjects follow the spec: 'New {service} Lead - {name}', 'New CTA Lead - {name}'. A lead
// sent in another language than the site's main one says so first ("Prefers Spanish"), so the office sends someone
// who speaks it.
function leadEmail(
  lead: EmailedLead,
  questions: LeadQuestions,
  publicUrl: string,
  siteLanguages: readonly string[] = [],
): { subject: string; html: string; text: string } {
  const stored = lead;
  const name = oneLine(lead.name);
  const service = namedAnswer(lead, questions, 'service');
  const town = namedAnswer(lead, questions, 'town');
  const subject = lead.form === 'quote' ? `New CTA Lead - ${name}` : `New ${oneLine(service?.text ?? '') || 'General'} Lead - ${name}`;
  const heading =
    lead.form === 'quote'
      ? 'New quote request from the website'
      : isErrorCopy(lead.id)
        ? 'Request kept after a failed submission'
        : 'New estimate request from the website';
  const fields: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ...lead.answers.map((answer): [string, string] => [answer.label, answer.text]),
  ];
  const rows = fields.filter(([, text]) => text.trim() !== '');
  const said = { id: lead.id, form: lead.form, name: lead.name, service, town };
  const links = leadLinks(stored, subject, publicUrl);
  const actions: [string, string][] = [
    [`Reply to ${name}`, links.reply],
    [`Call ${oneLine(lead.phone)}`, links.call],
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
    summary(said),
    ...shownActions.map(([label, href]) => `${label}: ${href}`),
    '',
    ...rows.map(([label, text]) => `${label}: ${text.trim()}`),
    ...(photos ? ['', `${photos}: ${links.inbox}`] : []),
    ...(origin.length ? ['', ...origin.map((line) => `${line.label}: ${line.text}`)] : []),
    '',
    `Submission ID: ${lead.id}`,
  ].join('\n');
  const html =
    (prefers ? `<p><strong>${escapeHtml(prefers)}</strong></p>\n` : '') +
    `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(summary(said))}</p>\n<p>` +
    shownActions.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' &middot; ') +
    `</p>\n<table cellpadding="6" style="border-collapse:collapse">\n` +
    rows.map(([label, text]) => tableRow(label, text.trim())).join('\n') +
    `\n</table>\n` +
    (photos ? `<p><a href="${escapeHtml(links.inbox)}">${escapeHtml(photos)}</a></p>\n` : '') +
    (origin.length
      ? `<h3>Where the lead came from</h3>\n<table cellpadding="6" style="border-collapse:collapse">\n` +
        origin.map((line) => tableRow(line.label, line.text)).join('\n') +
        `\n</table>\n`
      : '') +
    `<p>Submission ID: <code>${escapeHtml(lead.id)}</code></p>\n`;
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
function summary(lead: Pick<Lead, 'id' | 'form' | 'name'> & { service?: Answer; town?: Answer }): string {
  const what = lead.form === 'quote' ? 'a quote' : 'an estimate';
  const serviceValue = typeof lead.service?.value === 'string' ? lead.service.value : '';
  const service = /^(general)?$/i.test(serviceValue.trim()) ? '' : oneLine(lead.service?.text ?? '');
  const city = oneLine(lead.town?.text ?? '');
  const asked = `${oneLine(lead.name)} asked for ${what}${service ? ` for ${service}` : ''}${city ? ` in ${city}` : ''}.`;
  return isErrorCopy(lead.id) ? `${asked} The website could not finish sending it; this copy was kept.` : asked;
}

function tableRow(label: string, value: string): string {
  return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
