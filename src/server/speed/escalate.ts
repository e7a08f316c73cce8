export { escalateDue, escalationEmail };
export type { EscalateDeps, Escalation };

import escapeHtml from 'escape-html';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import { businessMs } from './business-hours.ts';
import type { SpeedSettings } from './speed-settings.ts';
import type { EscalationLevel, SpeedStore, UntouchedLead } from './speed-store.ts';

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
  push?: (escalation: Escalation) => Promise<void>;
  log: FastifyBaseLogger;
  /** True once the server is stopping: the pass ends after the lead in hand (the next start takes up the rest). */
  stopping?: () => boolean;
}

/** Untouched leads older than this are no longer chased. */
const chaseForMs = 30 * 24 * 3_600_000;

// Looks at every untouched lead on the office's clock (`now`): one waiting alertAfter office minutes alerts staff
// again, one nearing the promise once more. Each escalation is claimed by writing its history line (one instance
// wins it), then sent: an e-mail to the escalation address and a push to every staff member's devices.
async function escalateDue(deps: EscalateDeps, now: Date): Promise<Escalation[]> {
  const made: Escalation[] = [];
  for (const lead of await deps.speed.untouched(chaseForMs)) {
    if (deps.stopping?.()) break;
    const waitedMs = businessMs(deps.settings.openings, lead.createdAt, now);
    for (const [level, afterMs] of [
      ['first', deps.settings.alertAfterMs],
      ['promise', deps.settings.warnAfterMs],
    ] as const) {
      if (waitedMs < afterMs || lead.escalated.includes(level)) continue;
      const text = `Untouched for ${hoursAndMinutes(waitedMs)} of office hours: ${deps.settings.escalationEmail} and every staff member alerted`;
      if (!(await deps.speed.claimEscalation(lead.id, level, deps.owner, text))) continue;
      const escalation = { id: lead.id, name: lead.name, level, waitedMs };
      made.push(escalation);
      await alert(deps, lead, escalation);
    }
  }
  return made;
}

async function alert(deps: EscalateDeps, lead: UntouchedLead, escalation: Escalation): Promise<void> {
  try {
    await deps.mailer.send({
      to: [deps.settings.escalationEmail],
      ...escalationEmail(escalation, deps.publicUrl, deps.settings.promiseMs),
      leadId: lead.id,
      messageId: `<escalation-${escalation.level}-${lead.id}@${deps.messageDomain}>`,
    });
  } catch (error) {
    deps.log.error({ err: error, leadId: lead.id }, 'Escalation e-mail failed');
  }
  await deps.push?.(escalation).catch((error: unknown) => deps.log.error({ err: error, leadId: lead.id }, 'Escalation push failed'));
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

function hoursAndMinutes(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
