export { acknowledgementEmail, firstNameOf };

import escapeHtml from 'escape-html';
import type { Answer, LeadQuestions } from '../../content/questions.ts';
import { namedAnswer } from '../store/lead-answers.ts';
import { telHref } from '../../site/phone.ts';
import type { Lead } from '../store/lead.ts';
import type { SpeedSettings } from './speed-settings.ts';

/** What the e-mail is written from: the stored lead's name and choices, nothing else the visitor typed. */
type AcknowledgedLead = Pick<Lead, 'name' | 'form' | 'answers'>;

// The homeowner's e-mail, all words from site.yaml. A form that e-mails any address it is given must not carry
// a stranger's words to a third party: of what the visitor typed only a plain first name appears; service and
// town only as the words of choices the site declares (as the lead stored them); the only links are the business's phone and website.
function acknowledgementEmail(
  lead: AcknowledgedLead,
  questions: LeadQuestions,
  settings: Pick<SpeedSettings, 'business' | 'words'>,
): { subject: string; html: string; text: string } {
  const { business, words } = settings;
  const firstName = firstNameOf(lead.name);
  const values: Record<string, string> = {
    firstName: firstName ?? '',
    name: business.name,
    phone: business.phone,
    responseTime: business.responseTime,
    hours: business.hours,
    email: business.email,
    website: business.website,
  };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const greeting = fill(firstName ? words.greeting : words.greetingWithoutName);
  const asked: [string, string][] = [];
  const service = offeredText(questions, namedAnswer(lead, questions, 'service'));
  const town = offeredText(questions, namedAnswer(lead, questions, 'town'));
  if (service) asked.push([fill(words.serviceLabel), service]);
  if (town) asked.push([fill(words.townLabel), town]);
  const paragraphs = [fill(words.intro)];
  const subject = fill(words.subject).replace(/[\r\n]+/g, ' ');
  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(asked.length ? ['', fill(words.requestHeading), ...asked.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    fill(words.nextHeading),
    fill(words.next),
    fill(words.call),
    '',
    fill(words.signOff),
    fill(words.signature),
    '',
    '--',
    fill(words.footer),
  ].join('\n');
  // In HTML every word is escaped, then the phone number and the website become the only links (site.yaml's
  // placeholders are filled when content is read, so they are found by their text).
  const phoneHtml = escapeHtml(business.phone);
  const websiteHtml = escapeHtml(business.website);
  const linked = (template: string) =>
    escapeHtml(fill(template))
      .split(websiteHtml)
      .map((part) => part.split(phoneHtml).join(link(telHref(business.phone), business.phone)))
      .join(link(business.website, business.website.replace(/^https?:\/\//, '')));
  const html =
    `<p>${linked(firstName ? words.greeting : words.greetingWithoutName)}</p>\n` +
    `<p>${linked(words.intro)}</p>\n` +
    (asked.length
      ? `<h3>${linked(words.requestHeading)}</h3>\n<table cellpadding="4" style="border-collapse:collapse">\n` +
        asked.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n') +
        `\n</table>\n`
      : '') +
    `<h3>${linked(words.nextHeading)}</h3>\n<p>${linked(words.next)}</p>\n<p>${linked(words.call)}</p>\n` +
    `<p>${linked(words.signOff)}<br>\n${linked(words.signature)}</p>\n` +
    `<hr>\n<p style="color:#666;font-size:small">${linked(words.footer)}</p>\n`;
  return { subject, html, text };
}

/** The first word of a name, when the name is plainly a person's: letters only (with ' or - inside), no link,
 * no digits, not over 40 characters. Anything else is left out, so the form cannot carry a message. */
function firstNameOf(name: string): string | undefined {
  const whole = name.normalize('NFC').trim();
  if (!whole || whole.length > 40) return undefined;
  if (/\d|:\/\/|www\.|@|\.[a-z]{2,}\b/i.test(whole)) return undefined;
  const words = whole.split(/\s+/);
  if (!words.every((word) => /^\p{L}+(?:['’.-]\p{L}+)*\.?$/u.test(word))) return undefined;
  const first = words[0]!;
  return /^\p{L}+(?:['’-]\p{L}+)*$/u.test(first) && first.length <= 20 ? first : undefined;
}

// Only a choice the site itself offers (or once offered): a free-text value the visitor typed is not repeated.
function offeredText(questions: LeadQuestions, answer: Answer | undefined): string | undefined {
  const value = typeof answer?.value === 'string' ? answer.value.trim() : '';
  if (!answer || !value || /^(general|other)$/i.test(value)) return undefined;
  // The choice's words in the e-mail's language, which may not be the language the lead keeps its answers in.
  const declared = [...questions.estimate, ...questions.quote]
    .filter((question) => question.key === answer.key)
    .flatMap((question) => question.choices ?? [])
    .find((choice) => choice.value === value);
  return declared?.label;
}

function link(href: string, label: string): string {
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : escapeHtml(label);
}
