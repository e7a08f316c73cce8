export { escalateDue };
export type { EscalateDeps, Escalation };

import type { FastifyBaseLogger } from 'fastify';
import type { LeadChoices } from '../../content/types.ts';
import type { Mailer } from '../mail/mailer.ts';
import { businessMs } from './business-hours.ts';
import { escalationEmail, hoursAndMinutes, summaryEmail } from './escalation-email.ts';
import type { EscalationContext, WaitingLead } from './escalation-email.ts';
import type { PushMessage } from './push.ts';
import type { SpeedSettings } from './speed-settings.ts';
import type { EscalationLevel, SpeedStore } from './speed-store.ts';

/** One escalation made: the lead (with how long it had waited, in office hours) and its level. */
interface Escalation extends WaitingLead {
  level: EscalationLevel;
}

interface EscalateDeps {
  speed: SpeedStore;
  settings: SpeedSettings;
  mailer: Mailer;
  /** The site's address, for the link to the lead. */
  publicUrl: string;
  /** The forms' choices: the e-mail names a lead's town and service as the visitor saw them. */
  choices: LeadChoices;
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
      if (waitedMs >= afterMs && !lead.escalated.includes(level)) {
        const { id, name, phone, city, serviceType, createdAt } = lead;
        due.push({ id, name, phone, city, serviceType, receivedAt: createdAt, level, waitedMs });
      }
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
    ...escalationEmail(escalation, escalation.level, emailContext(deps)),
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
    ...summaryEmail(made, emailContext(deps)),
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

function emailContext(deps: EscalateDeps): EscalationContext {
  return {
    publicUrl: deps.publicUrl,
    choices: deps.choices,
    timeZone: deps.settings.openings.timeZone,
    promiseMs: deps.settings.promiseMs,
  };
}
