export { escalateDue, escalationEmail };
export type { EscalateDeps, Escalation };

import escapeHtml from 'escape-html';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import { businessMs } from './business-hours.ts';
import type { PushMessage } from './push.ts';
import type { SpeedSettings } from './speed-settings.ts';
import type { EscalationLevel, SpeedStore } from './speed-store.ts';

/** One escalation made: the lead, its level, how long it had waited (office hours). */
interface Escalation {
  id: string;
  name: string;
  level: EscalationLevel;
  waitedMs: number;
}

interface EscalateDeps {
  speed: SpeedStore;
  settings: SpeedSettings;
  mailer: Mailer;
  /** The site's address, for the link to the lead. */
  publicUrl: string;
  owner: string;
  messageDomain: string;
  /** Tells every staff member's devices (Web Push); resolves when handed over. */
  push?: (message: PushMessage) => Promise<void>;
  log: FastifyBaseLogger;
  /** True once the server is stopping: the pass ends after the lead in hand (the next start takes up the rest). */
  stopping?: () => boolean;
}

const escalationLimits = {
  /** Untouched leads older than this are no longer chased. */
  chaseForMs: 30 * 24 * 3_600_000,
  /** More escalations than this due in one pass (a backlog after a stop, or the first start beside old leads) go out
   * as one summary, not an e-mail and a push each. */
  singleAlerts: 5,
  /** Leads a summary names, oldest first; the others are counted. */
  summaryNames: 50,
};

// Looks at every untouched lead on the office's clock (`now`): one waiting alertAfter office minutes alerts staff
// again, one nearing the promise once more. Each escalation is claimed by writing its history line (one instance
// wins it), then sent: an e-mail to the escalation address and a push to every staff member's devices; a pass with
// more than singleAlerts sends one of each for all of them.
async function escalateDue(deps: EscalateDeps, now: Date): Promise<Escalation[]> {
  const due: Escalation[] = [];
  for (const lead of await deps.speed.untouched(escalationLimits.chaseForMs)) {
    const waitedMs = businessMs(deps.settings.openings, lead.createdAt, now);
    for (const [level, afterMs] of [
      ['first', deps.settings.alertAfterMs],
      ['promise', deps.settings.warnAfterMs],
    ] as const) {
      if (waitedMs >= afterMs && !lead.escalated.includes(level)) due.push({ id: lead.id, name: lead.name, level, waitedMs });
    }
  }
  const oneByOne = due.length <= escalationLimits.singleAlerts;
  const made: Escalation[] = [];
  for (const escalation of due) {
    if (deps.stopping?.()) break;
    const text = `Untouched for ${hoursAndMinutes(escalation.waitedMs)} of office hours: ${deps.settings.escalationEmail} and every staff member alerted`;
    if (!(await deps.speed.claimEscalation(escalation.id, escalation.level, deps.owner, text))) continue;
    made.push(escalation);
    if (oneByOne) await alert(deps, escalation);
  }
  // Sent even when stopping: every escalation claimed above is told of once.
  if (!oneByOne && made.length) await alertAll(deps, made);
  return made;
}

async function alert(deps: EscalateDeps, escalation: Escalation): Promise<void> {
  await send(deps, {
    to: [deps.settings.escalationEmail],
    ...escalationEmail(escalation, deps.publicUrl, deps.settings.promiseMs),
    leadId: escalation.id,
    messageId: `<escalation-${escalation.level}-${escalation.id}@${deps.messageDomain}>`,
  });
  await tell(deps, {
    title: escalation.level === 'first' ? 'Lead waiting' : 'Lead near the promise',
    body: `${escalation.name.slice(0, 100)}: nobody has contacted them yet`,
    url: `/staff/leads/${encodeURIComponent(escalation.id)}`,
    tag: `${escalation.id}-${escalation.level}`,
  });
}

// One e-mail and one push for a pass's many escalations.
async function alertAll(deps: EscalateDeps, made: Escalation[]): Promise<void> {
  const leads = new Set(made.map((escalation) => escalation.id)).size;
  await send(deps, {
    to: [deps.settings.escalationEmail],
    ...summaryEmail(made, deps.publicUrl),
    messageId: `<escalation-summary-${made[0]!.level}-${made[0]!.id}-${made.length}@${deps.messageDomain}>`,
  });
  await tell(deps, {
    title: 'Leads waiting',
    body: `${leads} leads: nobody has contacted them yet`,
    url: '/staff?status=new',
    tag: 'escalation-summary',
  });
}

async function send(deps: EscalateDeps, mail: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, leadId: mail.leadId }, 'Escalation e-mail failed');
  }
}

async function tell(deps: EscalateDeps, message: PushMessage): Promise<void> {
  await deps.push?.(message).catch((error: unknown) => deps.log.error({ err: error, url: message.url }, 'Escalation push failed'));
}

// Staff words: the office's own alert, not the homeowner's.
function escalationEmail(escalation: Escalation, publicUrl: string, promiseMs: number): { subject: string; html: string; text: string } {
  const name = escalation.name.replace(/[\r\n\t]+/g, ' ').trim() || '(no name)';
  const waited = hoursAndMinutes(escalation.waitedMs);
  const subject =
    escalation.level === 'first'
      ? `Nobody has contacted ${name} yet (${waited})`
      : `${name} is near the ${Math.round(promiseMs / 3_600_000)}-hour promise (${waited})`;
  const link = `${publicUrl}/staff/leads/${encodeURIComponent(escalation.id)}`;
  const said = `This lead has waited ${waited} of office hours without a call, an e-mail, a note or a status change.`;
  return {
    subject,
    text: `${said}\n\nOpen it: ${link}\n`,
    html: `<p>${escapeHtml(said)}</p>\n<p><a href="${escapeHtml(link)}">Open it in the staff inbox</a></p>\n`,
  };
}

// A pass's escalations in one message, oldest first: the first summaryNames named with their links, the rest counted.
function summaryEmail(made: Escalation[], publicUrl: string): { subject: string; html: string; text: string } {
  const leads = [...new Map(made.map((escalation) => [escalation.id, escalation])).values()].sort((a, b) => b.waitedMs - a.waitedMs);
  const named = leads.slice(0, escalationLimits.summaryNames);
  const link = (id: string) => `${publicUrl}/staff/leads/${encodeURIComponent(id)}`;
  const line = (lead: Escalation) =>
    `${lead.name.replace(/[\r\n\t]+/g, ' ').trim() || '(no name)'}, waiting ${hoursAndMinutes(lead.waitedMs)}`;
  const more = leads.length - named.length;
  const said = `${leads.length} leads have waited without a call, an e-mail, a note or a status change (office hours):`;
  const rest = more ? `And ${more} more: every new lead is in the inbox's list, ${publicUrl}/staff?status=new` : '';
  return {
    subject: `${leads.length} leads wait without contact`,
    text: [said, '', ...named.map((lead) => `- ${line(lead)}: ${link(lead.id)}`), ...(rest ? ['', rest] : []), ''].join('\n'),
    html: [
      `<p>${escapeHtml(said)}</p>`,
      `<ul>${named.map((lead) => `<li style="margin:0 0 10px"><a href="${escapeHtml(link(lead.id))}">${escapeHtml(line(lead))}</a></li>`).join('')}</ul>`,
      ...(more
        ? [
            `<p><a href="${escapeHtml(`${publicUrl}/staff?status=new`)}">${escapeHtml(`And ${more} more: open the new leads in the inbox`)}</a></p>`,
          ]
        : []),
      '',
    ].join('\n'),
  };
}

function hoursAndMinutes(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
