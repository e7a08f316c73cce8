// The e-mails that tell the office a lead still waits: what a person needs to act from the message itself (the number
// to tap, what and where, how long it has waited), times on the office's clock with the zone named.
export { escalationEmail, summaryEmail, hoursAndMinutes };
export type { WaitingLead, EscalationContext };

import escapeHtml from 'escape-html';
import { telHref } from '../../site/phone.ts';

/** A lead nobody has contacted, as its escalation e-mail names it (its service and town in the words it was sent with). */
interface WaitingLead {
  id: string;
  name: string;
  phone: string;
  town: string;
  service: string;
  receivedAt: Date;
  /** Office hours waited so far. */
  waitedMs: number;
}

/** What the e-mails are written with. */
interface EscalationContext {
  /** The site's address, for the links to the inbox. */
  publicUrl: string;
  /** The office's time zone (site.yaml speedToLead.timeZone). */
  timeZone: string;
  promiseMs: number;
}

type Email = { subject: string; html: string; text: string };

const limits = {
  /** Leads a summary names, oldest first; the others are counted. */
  summaryNames: 50,
};

// Staff words: the office's own alert, not the homeowner's.
function escalationEmail(lead: WaitingLead, level: 'first' | 'promise', context: EscalationContext): Email {
  const name = oneLine(lead.name) || '(no name)';
  const waited = hoursAndMinutes(lead.waitedMs);
  const subject =
    level === 'first'
      ? `Nobody has contacted ${name} yet (${waited})`
      : `${name} is near the ${Math.round(context.promiseMs / 3_600_000)}-hour promise (${waited})`;
  const link = inboxLink(lead, context);
  const said = `This lead has waited ${waited} of office hours without a call, an e-mail, a note or a status change.`;
  const phone = oneLine(lead.phone);
  const call = telHref(phone);
  const facts: [string, string][] = [
    ...asked(lead),
    ['Received', localTime(lead.receivedAt, context.timeZone)],
    ['Waiting', `${waited} of office hours`],
  ];
  const text = [
    said,
    '',
    ...(phone ? [`Call ${name}: ${phone}`] : []),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it: ${link}`,
    '',
    zoneNote(context.timeZone),
    '',
  ].join('\n');
  const html =
    `<p>${escapeHtml(said)}</p>\n` +
    (phone && call ? `<p style="font-size:large"><a href="${escapeHtml(call)}">${escapeHtml(`Call ${name}: ${phone}`)}</a></p>\n` : '') +
    `<table cellpadding="4" style="border-collapse:collapse">\n` +
    facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n') +
    `\n</table>\n<p><a href="${escapeHtml(link)}">Open it in the staff inbox</a></p>\n` +
    `<p style="color:#666;font-size:small">${escapeHtml(zoneNote(context.timeZone))}</p>\n`;
  return { subject, html, text };
}

// A pass's escalations in one message, oldest first: the first summaryNames named with their numbers and links, the
// rest counted.
function summaryEmail(made: readonly WaitingLead[], context: EscalationContext): Email {
  const leads = [...new Map(made.map((lead) => [lead.id, lead])).values()].sort((a, b) => b.waitedMs - a.waitedMs);
  const named = leads.slice(0, limits.summaryNames);
  const more = leads.length - named.length;
  const said = `${leads.length} leads have waited without a call, an e-mail, a note or a status change (office hours):`;
  const newLeads = `${context.publicUrl}/staff?status=new`;
  const rest = more ? `And ${more} more: every new lead is in the inbox's list, ${newLeads}` : '';
  // Name, number, what and where, when it came and how long it waited: one line each.
  const about = (lead: WaitingLead) => [
    ...asked(lead).map(([, value]) => value),
    `received ${localTime(lead.receivedAt, context.timeZone)}`,
    `waiting ${hoursAndMinutes(lead.waitedMs)}`,
  ];
  const textLine = (lead: WaitingLead) =>
    `- ${[oneLine(lead.name) || '(no name)', ...(oneLine(lead.phone) ? [oneLine(lead.phone)] : []), ...about(lead)].join(', ')}: ${inboxLink(lead, context)}`;
  const htmlLine = (lead: WaitingLead) => {
    const call = telHref(oneLine(lead.phone));
    const parts = [
      `<a href="${escapeHtml(inboxLink(lead, context))}">${escapeHtml(oneLine(lead.name) || '(no name)')}</a>`,
      ...(call ? [`<a href="${escapeHtml(call)}">${escapeHtml(oneLine(lead.phone))}</a>`] : []),
      ...about(lead).map((part) => escapeHtml(part)),
    ];
    return `<li style="margin:0 0 10px">${parts.join(', ')}</li>`;
  };
  return {
    subject: `${leads.length} leads wait without contact`,
    text: [said, '', ...named.map(textLine), ...(rest ? ['', rest] : []), '', zoneNote(context.timeZone), ''].join('\n'),
    html: [
      `<p>${escapeHtml(said)}</p>`,
      `<ul>${named.map(htmlLine).join('')}</ul>`,
      ...(more ? [`<p><a href="${escapeHtml(newLeads)}">${escapeHtml(`And ${more} more: open the new leads in the inbox`)}</a></p>`] : []),
      `<p style="color:#666;font-size:small">${escapeHtml(zoneNote(context.timeZone))}</p>`,
      '',
    ].join('\n'),
  };
}

// The service and the town as the visitor chose them, when they chose one.
function asked(lead: WaitingLead): [string, string][] {
  const service = oneLine(lead.service);
  const town = oneLine(lead.town);
  return [...(service ? [['Service', service] as [string, string]] : []), ...(town ? [['Town', town] as [string, string]] : [])];
}

function inboxLink(lead: WaitingLead, context: EscalationContext): string {
  return `${context.publicUrl}/staff/leads/${encodeURIComponent(lead.id)}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

// "Fri, Jun 5, 5:55 PM CDT": the office's clock, with the zone's short name.
function localTime(instant: Date, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    } as const;
    clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    clocks.set(timeZone, clock);
  }
  return clock.format(instant);
}

function zoneNote(timeZone: string): string {
  return `Times are the office's, ${timeZone}.`;
}

function hoursAndMinutes(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
