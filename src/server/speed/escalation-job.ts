export { escalationJob, escalationJobsOf };
export type { EscalationDeps };

import type { FastifyBaseLogger } from 'fastify';
import type { LeadQuestions } from '../../content/questions.ts';
import { namedAnswer } from '../store/lead-answers.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { Job, NewJob } from '../jobs/job-table.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Lead } from '../store/lead.ts';
import { addBusinessMs, businessMs } from './business-hours.ts';
import { escalationEmail, hoursAndMinutes, summaryEmail } from './escalation-email.ts';
import type { EscalationContext, WaitingLead } from './escalation-email.ts';
import type { PushMessage } from './push.ts';
import type { SpeedSettings } from './speed-settings.ts';
import type { EscalatedLead, EscalationLevel, EscalationOutcome, SpeedStore } from './speed-store.ts';

/** One escalation to tell of: the lead (with how long it has waited, in office hours) and its level. */
interface Escalation extends WaitingLead {
  level: EscalationLevel;
}

interface EscalationDeps {
  speed: SpeedStore;
  settings: SpeedSettings;
  mailer: Mailer;
  /** The site's address, for the link to the lead. */
  publicUrl: string;
  /** The forms' questions: which answers name a lead's service and town. */
  questions: LeadQuestions;
  /** This server's name in the jobs' claims. */
  owner: string;
  messageDomain: string;
  /** Tells every staff member's devices (Web Push); resolves when handed over. */
  push?: (message: PushMessage) => Promise<void>;
  log: FastifyBaseLogger;
}

const escalationLimits = {
  /** Untouched leads older than this are no longer chased. */
  chaseForMs: 30 * 24 * 3_600_000,
  /** More escalations than this in one pass (a weekend's leads on Monday morning, a backlog after a stop) go out as
   * one summary, not an e-mail and a push each. */
  singleAlerts: 5,
  /** A job claimed this little before its deadline (the server's clock a little behind the database's) is made. */
  earlyMs: 60_000,
};

/** A stored lead's escalations, one job per level, each due when the lead has waited its time in office hours from
 * `receivedAt`; none when the office never opens. Keyed by submission: a lead and its error_ copy are one. */
function escalationJobsOf(
  lead: Pick<Lead, 'id' | 'submissionKey'>,
  settings: Pick<SpeedSettings, 'openings' | 'alertAfterMs' | 'warnAfterMs'>,
  receivedAt: Date,
): NewJob[] {
  return levels(settings).flatMap(([level, afterMs]) => {
    const runAt = addBusinessMs(settings.openings, receivedAt, afterMs);
    return runAt
      ? [{ kind: 'escalation', key: `escalation:${level}:${lead.submissionKey}`, leadId: lead.id, payload: { level }, runAt }]
      : [];
  });
}

// A pass's escalation jobs together: each lead's deadline is reckoned again from its stored time (the hours may have
// changed since, and an upgraded store's jobs come due at once), a lead answered meanwhile is left alone, and the
// others alert staff again: an e-mail to the escalation address and a push to every staff device each, or one of
// each for all of them when there are more than singleAlerts. Deciding and recording is one statement, which also
// finishes the jobs, so an escalation is told of at most once whatever stops or fails after it.
function escalationJob(deps: EscalationDeps): JobHandler {
  const runAll = async (jobs: Job[], now: Date): Promise<unknown[]> => {
    const leads = new Map((await deps.speed.escalatedLeads(jobs.flatMap((job) => job.leadId ?? []))).map((lead) => [lead.id, lead]));
    const outcomes = jobs.map((job) => decide(deps.settings, job, leads.get(job.leadId ?? ''), now));
    const written = await deps.speed.recordEscalations(outcomes, deps.owner);
    const made: Escalation[] = written.map(({ leadId, level }) => {
      const lead = leads.get(leadId)!;
      const { id, name, phone, createdAt } = lead;
      return {
        id,
        name,
        phone,
        town: namedAnswer(lead, deps.questions, 'town')?.text ?? '',
        service: namedAnswer(lead, deps.questions, 'service')?.text ?? '',
        receivedAt: createdAt,
        level,
        waitedMs: businessMs(deps.settings.openings, createdAt, now),
      };
    });
    if (made.length > escalationLimits.singleAlerts) await alertAll(deps, made);
    else for (const escalation of made) await alert(deps, escalation);
    return outcomes.map(({ outcome }) => outcome);
  };
  return {
    attempts: 3,
    backoff: () => 60_000,
    finishes: true,
    runAll,
    run: async (job, now) => (await runAll([job], now))[0],
  };
}

function levels(settings: Pick<SpeedSettings, 'alertAfterMs' | 'warnAfterMs'>): [EscalationLevel, number][] {
  return [
    ['first', settings.alertAfterMs],
    ['promise', settings.warnAfterMs],
  ];
}

function decide(settings: SpeedSettings, job: Job, lead: EscalatedLead | undefined, now: Date): EscalationOutcome {
  const level: EscalationLevel = job.payload.level === 'promise' ? 'promise' : 'first';
  const base = { job: job.id, leadId: job.leadId, level };
  if (!lead?.waiting) return { ...base, outcome: 'answered' };
  if (now.getTime() - lead.createdAt.getTime() > escalationLimits.chaseForMs) return { ...base, outcome: 'not-chased' };
  const afterMs = level === 'first' ? settings.alertAfterMs : settings.warnAfterMs;
  const due = addBusinessMs(settings.openings, lead.createdAt, afterMs);
  if (!due) return { ...base, outcome: 'not-chased' };
  if (due.getTime() - now.getTime() > escalationLimits.earlyMs) return { ...base, outcome: 'wait', waitUntil: due };
  const waited = hoursAndMinutes(businessMs(settings.openings, lead.createdAt, now));
  return {
    ...base,
    outcome: 'escalate',
    text: `Untouched for ${waited} of office hours: ${settings.escalationEmail} and every staff member alerted`,
  };
}

async function alert(deps: EscalationDeps, escalation: Escalation): Promise<void> {
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
async function alertAll(deps: EscalationDeps, made: Escalation[]): Promise<void> {
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

// Told of at most once: a refused e-mail or push is logged, not tried again (its history line is written).
async function send(deps: EscalationDeps, mail: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, leadId: mail.leadId }, 'Escalation e-mail failed');
  }
}

async function tell(deps: EscalationDeps, message: PushMessage): Promise<void> {
  await deps.push?.(message).catch((error: unknown) => deps.log.error({ err: error, url: message.url }, 'Escalation push failed'));
}

function emailContext(deps: EscalationDeps): EscalationContext {
  return {
    publicUrl: deps.publicUrl,
    timeZone: deps.settings.openings.timeZone,
    promiseMs: deps.settings.promiseMs,
  };
}
