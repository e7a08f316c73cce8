export { deliverWithin, notifyWaitMs, messageIdFor, officeEmailJob, officeEmailJobOf, officeEmailKey, watchMailServer };
export type { DeliveryDeps, DeliveryOutcome, MailHealth, OfficeEmailResult };

import type { FastifyBaseLogger } from 'fastify';
import type { LeadQuestions } from '../../content/questions.ts';
import type { JobHandler, JobRunner } from '../jobs/job-runner.ts';
import type { Job, NewJob } from '../jobs/job-table.ts';
import { leadEmail } from './lead-email.ts';
import type { Mailer, SendResult } from '../mail/mailer.ts';
import { wentToOutbox } from '../store/lead.ts';
import type { Lead, Recipients } from '../store/lead.ts';
import { leadsWithDelivery, toLead } from '../store/lead-row.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { first } from '../store/query.ts';

/** Whether the last attempt found the mail server unreachable; shared by the routes and the jobs. */
interface MailHealth {
  down: boolean;
}

/** How long a request that sends the office e-mail waits for a slow mail server; the send itself carries on and is
 * recorded. */
const notifyWaitMs = 5_000;

/** What delivering needs. */
interface DeliveryDeps {
  store: LeadStore;
  mailer: Mailer;
  /** Runs the office-email jobs, the routes' sends included. */
  jobs: JobRunner;
  /** The addresses every lead goes to (STAFF_EMAILS, else site.yaml). */
  recipients: string[];
  /** The forms' questions: which answers name the lead's service and town in the subject. */
  questions: LeadQuestions;
  /** The site's address (PUBLIC_URL), for the e-mail's link to the lead in the staff inbox. */
  publicUrl: string;
  /** The site's languages, the main one first: a lead in another says so first. */
  languages: readonly string[];
  /** The sender address's domain, for Message-IDs. */
  messageDomain: string;
  /** This process's name in job claims. */
  owner: string;
  /** Wait before the next attempt after a failure: baseMs doubling per attempt, at most maxMs. */
  backoff: { baseMs: number; maxMs: number };
  health: MailHealth;
  log: FastifyBaseLogger;
}

/** sent: every recipient answered now; partly: some wait for another attempt; already-sent: an earlier
 * attempt finished it; busy: another sender holds the claim; failed: nothing reached the mail server;
 * refused: every address refused it for good. */
type DeliveryOutcome = 'sent' | 'partly' | 'already-sent' | 'busy' | 'failed' | 'refused' | 'spam';

/** What an office-email job keeps between attempts and after: each recipient's answer, the Message-ID, and once it
 * is over, sent or failed (every address refused it). A lead found to be spam when its turn came is `skipped`. */
interface OfficeEmailResult {
  state?: 'pending' | 'sent' | 'failed';
  recipients?: Recipients;
  messageId?: string;
  sentAt?: string;
  skipped?: true;
}

/** The key of a submission's office e-mail: a lead and its error_ copy share it, so it goes out once. */
function officeEmailKey(submissionKey: string): string {
  return `office-email:${submissionKey}`;
}

/** A stored lead's office e-mail, due after `delayMs` (the browser asks for it sooner, with its photos). */
function officeEmailJobOf(lead: Pick<Lead, 'id' | 'submissionKey'>, delayMs: number): NewJob {
  return { kind: 'office-email', key: officeEmailKey(lead.submissionKey), leadId: lead.id, runAfterMs: delayMs };
}

// Every failure waits its backoff and is tried again, however long the mail server is away: a lead is never given
// up. The job claim (counted before sending) makes every submission go out once, whoever sends it.
function officeEmailJob(deps: DeliveryDeps): JobHandler {
  return {
    attempts: Infinity,
    backoff: (attempt) => backoffMs(deps, attempt),
    finishes: true,
    inOrder: true,
    async run(job) {
      // An error_ copy is e-mailed only when its submission's lead never arrived.
      const row = await first(
        deps.store.db,
        leadsWithDelivery
          .where('contacts.submission_key', '=', job.key.slice(officeEmailKey('').length))
          .orderBy((eb) => eb.fn('starts_with', ['contacts.id', eb.val('error_')]))
          .orderBy('contacts.id'),
      );
      const lead = row ? toLead(row) : undefined;
      if (!lead || lead.spam) {
        await deps.store.db.query(
          `UPDATE jobs SET state = 'done', result = '{"skipped": true}', attempts = attempts - 1, updated_at = now()
           WHERE id = $1 AND claimed_by = $2 AND state = 'running'`,
          [job.id, deps.owner],
        );
        return 'spam';
      }
      const outcome = await send(deps, job, lead);
      if (outcome === 'sent' || outcome === 'partly') deps.log.info({ leadId: lead.id }, 'Lead e-mailed by the retry');
      return outcome;
    },
  };
}

// For a request that must answer soon: sends now, whether due or not, and waits at most `ms` ('waiting' then); the
// send carries on and is recorded.
async function deliverWithin(deps: DeliveryDeps, lead: Lead, ms: number): Promise<DeliveryOutcome | 'waiting'> {
  if (lead.spam) return 'spam';
  const sending = deps.jobs
    .runNow(officeEmailJobOf(lead, 0), (job) => send(deps, job, lead))
    .then(async ({ claimed, result }) => (claimed ? (result as DeliveryOutcome) : await alreadySent(deps, lead)))
    .catch((error: unknown): DeliveryOutcome => {
      deps.log.error({ err: error, leadId: lead.id }, 'Lead e-mail failed');
      return 'failed';
    });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), ms)));
  const outcome = await Promise.race([sending, waited]);
  clearTimeout(timer);
  return outcome;
}

/** A task for the runner: while the mail server is down, asks it whether it is back; once it answers, every waiting
 * lead is due at once, oldest first, instead of sitting out its backoff. */
function watchMailServer(deps: DeliveryDeps): () => Promise<void> {
  // After a start the state of the mail server is unknown: look once.
  deps.health.down = true;
  return async () => {
    if (!deps.health.down) return;
    try {
      await deps.mailer.verify();
    } catch {
      return;
    }
    deps.health.down = false;
    const woken = await wakeWaiting(deps);
    if (woken) deps.log.info(`The mail server answers: ${woken} waiting lead(s) go out now, oldest first`);
  };
}

// One attempt of a claimed job: each recipient keeps its own outcome, and a retry of an unclear attempt reuses the
// Message-ID. The outcome, the job's state and the lead's history are written in one statement.
async function send(deps: DeliveryDeps, job: Job, lead: Lead): Promise<DeliveryOutcome> {
  const kept = (job.result ?? {}) as OfficeEmailResult;
  const recipients: Recipients = { ...kept.recipients };
  const messageId = (job.payload.messageId as string | undefined) ?? kept.messageId ?? messageIdFor(lead, deps.messageDomain);
  const to = deps.recipients.filter((address) => !['accepted', 'refused'].includes(recipients[address.toLowerCase()]?.status ?? ''));
  if (job.attempts > 1) {
    deps.log.info({ leadId: lead.id, attempt: job.attempts, to, messageId }, 'Lead e-mail attempt again, same Message-ID');
  }
  let result: SendResult;
  try {
    result = to.length
      ? await deps.mailer.send({
          to,
          ...leadEmail(lead, deps.questions, deps.publicUrl, deps.languages),
          replyTo: lead.email,
          leadId: lead.id,
          messageId,
        })
      : { messageId, accepted: [], rejected: [] };
  } catch (error) {
    const reason = `Mail server: ${(error as Error).message}`;
    deps.health.down = true;
    deps.log.warn({ leadId: lead.id, err: error }, 'Lead e-mail failed; the retry will try again');
    await record(deps, job, lead, { state: 'pending', recipients, messageId }, reason);
    return 'failed';
  }
  const at = new Date().toISOString();
  // The outbox takes every message as a mail server would: the record says it was only a file.
  const outbox = result.file ? { outbox: true as const } : {};
  for (const address of result.accepted) recipients[address.toLowerCase()] = { status: 'accepted', at, ...outbox };
  for (const { address, code, reply } of result.rejected) {
    recipients[address.toLowerCase()] = { status: code >= 500 ? 'refused' : 'deferred', reply, at };
  }
  if (result.accepted.length && deps.health.down) {
    // The mail server is back: everything waiting goes out now, oldest first, not after its backoff.
    deps.health.down = false;
    await wakeWaiting(deps);
  }
  const deferred = addresses(recipients, 'deferred');
  const refused = addresses(recipients, 'refused');
  const accepted = addresses(recipients, 'accepted');
  if (refused.length)
    deps.log.error({ leadId: lead.id, refused: refusals(recipients, refused) }, 'The mail server refused a staff address for good');
  if (deferred.length) {
    const error = `Mail server deferred ${refusals(recipients, deferred)}; it will be tried again`;
    deps.log.warn({ leadId: lead.id, deferred }, 'A staff address was refused for now; the retry will try it again');
    await record(deps, job, lead, { state: 'pending', recipients, messageId }, error);
    return accepted.length ? 'partly' : 'failed';
  }
  const error = refused.length ? `Mail server refused ${refusals(recipients, refused)}` : null;
  const state = accepted.length ? 'sent' : 'failed';
  await record(deps, job, lead, { state, recipients, messageId, ...(accepted.length ? { sentAt: at } : {}) }, error);
  return accepted.length ? 'sent' : 'refused';
}

// One statement (its parts commit together): the job only while this server still holds its claim (a send that
// outlived the stale limit leaves the new holder's record alone), the lead's history line, then the lead: waiting
// with its next attempt, or delivered or failed for good on every record of the submission (an error_ copy keeps
// its own note of what failed in the browser).
async function record(deps: DeliveryDeps, job: Job, lead: Lead, outcome: OfficeEmailResult, error: string | null): Promise<void> {
  const recipients = outcome.recipients ?? {};
  const accepted = Object.keys(recipients).filter((address) => recipients[address]!.status === 'accepted');
  const eventText = [accepted.length ? `To ${accepted.join(', ')}` : '', error ?? ''].filter(Boolean).join('; ');
  // The history says "outbox" where the outbox folder took it, not a mail server.
  const eventTo = outcome.state === 'sent' && wentToOutbox(recipients) ? 'outbox' : outcome.state;
  const history = `e AS (
      INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
      SELECT c.id, 'server', 'delivery', $5::text, $6::text FROM contacts c WHERE c.id = $4 AND EXISTS (SELECT 1 FROM j))`;
  const params = [job.id, deps.owner, JSON.stringify(outcome), lead.id, eventTo, eventText, error];
  if (outcome.state === 'pending') {
    await deps.store.db.query(
      `WITH j AS (
         UPDATE jobs SET state = 'waiting', result = $3::jsonb, error = $7::text, updated_at = now(),
           run_after = now() + ($8::double precision * interval '1 millisecond')
         WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING 1),
       ${history}
       UPDATE contacts SET attempts = attempts + 1, email_error = coalesce($7::text, ''),
         next_attempt_at = now() + ($8::double precision * interval '1 millisecond')
       WHERE id = $4 AND EXISTS (SELECT 1 FROM j)`,
      [...params, backoffMs(deps, job.attempts)],
    );
    return;
  }
  await deps.store.db.query(
    `WITH j AS (
       UPDATE jobs SET state = 'done', result = $3::jsonb, error = $7::text, updated_at = now()
       WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING 1),
     ${history}
     UPDATE contacts SET
       notified_at = CASE WHEN $5::text <> 'failed' THEN now() ELSE NULL END,
       next_attempt_at = NULL,
       email_sent = CASE WHEN id = $4 AND $5::text <> 'failed' THEN '1' ELSE email_sent END,
       email_error = CASE WHEN starts_with(id, 'error_') AND id <> $4 THEN email_error ELSE $7::text END
     WHERE submission_key = $8 AND notified_at IS NULL AND EXISTS (SELECT 1 FROM j)`,
    [...params, lead.submissionKey],
  );
}

// Whether a send found the job taken because it was already sent, or because someone else is sending it.
async function alreadySent(deps: DeliveryDeps, lead: Lead): Promise<DeliveryOutcome> {
  const rows = await deps.store.db.query<{ state: string | null }>(`SELECT result->>'state' AS state FROM jobs WHERE key = $1`, [
    officeEmailKey(lead.submissionKey),
  ]);
  return rows[0]?.state === 'sent' ? 'already-sent' : 'busy';
}

// Every lead tried before and waiting out its backoff is due now; returns how many.
async function wakeWaiting(deps: DeliveryDeps): Promise<number> {
  const rows = await deps.store.db.query<{ woken: number }>(
    `WITH j AS (
       UPDATE jobs SET run_after = now(), updated_at = now()
       WHERE kind = 'office-email' AND state = 'waiting' AND attempts > 0 AND run_after > now()
       RETURNING contact_id),
     c AS (UPDATE contacts c SET next_attempt_at = now() FROM j WHERE c.id = j.contact_id)
     SELECT count(*)::int AS woken FROM j`,
  );
  const woken = rows[0]?.woken ?? 0;
  if (woken) deps.jobs.wake();
  return woken;
}

// The wait after attempt number `attempt` failed: the base doubling, at most the longest.
function backoffMs(deps: DeliveryDeps, attempt: number): number {
  return Math.min(deps.backoff.baseMs * 2 ** Math.max(0, attempt - 1), deps.backoff.maxMs);
}

// One per submission (a lead and its error_ copy share it), the same at every attempt.
function messageIdFor(lead: Pick<Lead, 'submissionKey'>, domain: string): string {
  return `<lead-${lead.submissionKey}@${domain}>`;
}

function addresses(recipients: Recipients, status: 'accepted' | 'deferred' | 'refused'): string[] {
  return Object.keys(recipients).filter((address) => recipients[address]!.status === status);
}

function refusals(recipients: Recipients, list: string[]): string {
  return list.map((address) => `${address} (${recipients[address]!.reply ?? ''})`).join(', ');
}
