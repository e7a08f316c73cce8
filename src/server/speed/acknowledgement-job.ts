export { acknowledgementJob, acknowledgementJobOf };
export type { AcknowledgementDeps };

import type { FastifyBaseLogger } from 'fastify';
import type { LeadForm } from '../../content/lead-form.ts';
import type { LeadQuestions } from '../../content/questions.ts';
import { parseAnswers } from '../store/lead-row.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { Job, NewJob } from '../jobs/job-table.ts';
import type { Mailer } from '../mail/mailer.ts';
import { outboxWords } from '../mail/outbox-words.ts';
import type { Db } from '../store/db.ts';
import type { Lead } from '../store/lead.ts';
import { acknowledgementEmail } from './acknowledgement-email.ts';
import { addressHasher } from './address-hash.ts';
import type { SpeedSettings } from './speed-settings.ts';

/** What acknowledging needs: its own mailer, so a slow or refused acknowledgement never holds up a staff e-mail. */
interface AcknowledgementDeps {
  db: Db;
  mailer: Mailer;
  settings: SpeedSettings;
  /** The forms' questions: which answers name the lead's service and town. */
  questions: LeadQuestions;
  messageDomain: string;
  log: FastifyBaseLogger;
}

/** sent: accepted by the mail server (or, with `outbox`, only written to the outbox folder); deferred: try again
 * later; refused: for good; given-up: too late to help; skipped: its address had one within 24 hours. */
type AcknowledgementOutcome = { state: 'sent' | 'deferred' | 'refused' | 'given-up' | 'skipped'; text: string; outbox?: true };

/** After this long an acknowledgement no longer helps: it is given up. */
const usefulForMs = 24 * 60 * 60_000;

/** The job of a stored lead that is not spam and has an address: one per submission. */
function acknowledgementJobOf(lead: Pick<Lead, 'id' | 'submissionKey'>): NewJob {
  return { kind: 'acknowledgement', key: `acknowledgement:${lead.submissionKey}`, leadId: lead.id };
}

// Decides once (24-hour rule per address), then sends; a deferral is thrown, so the runner tries again after its
// backoff (a minute, doubling, at most an hour) until the 24 hours are over. Every outcome is a line of the history.
function acknowledgementJob(deps: AcknowledgementDeps): JobHandler {
  // Only this keyed hash of an address is kept, for the 24-hour rule.
  const addressHash = addressHasher(deps.db);
  return {
    attempts: 40,
    backoff: (attempt) => Math.min(60_000 * 2 ** (attempt - 1), 60 * 60_000),
    async run(job) {
      const lead = (
        await deps.db.query<{ email: string; name: string; form: LeadForm; answers: unknown; language: string; created_at: string }>(
          `SELECT email, name, form, answers, language, created_at FROM contacts WHERE id = $1 AND NOT spam AND email <> ''`,
          [job.leadId],
        )
      )[0];
      if (!lead) return { state: 'none' };
      if ((await decide(deps.db, job, await addressHash(lead.email))) === 'skip') {
        deps.log.info({ leadId: job.leadId }, 'No acknowledgement: one went to this address within 24 hours');
        return { state: 'skipped' };
      }
      if (Date.now() - new Date(lead.created_at).getTime() > usefulForMs) {
        return record(deps.db, job, { state: 'given-up', text: 'Not sent within 24 hours of the request' });
      }
      const outcome = await send(deps, job, {
        name: lead.name,
        form: lead.form,
        answers: parseAnswers(lead.answers),
        email: lead.email,
        language: lead.language,
      });
      if (outcome.state !== 'sent') deps.log.warn({ leadId: job.leadId, outcome }, 'Acknowledgement not sent');
      await record(deps.db, job, outcome);
      if (outcome.state === 'deferred') throw new Error(outcome.text);
      return outcome;
    },
  };
}

// One statement: the address's 24 hours are taken (only when free) and the decision kept on the job, with the
// history line of a skip. Two instances deciding leads of one address at once: the row lock lets one take it.
async function decide(db: Db, job: Job, hash: string): Promise<'send' | 'skip'> {
  const decided = job.payload.decision;
  if (decided === 'send' || decided === 'skip') return decided;
  const rows = await db.query<{ decision: 'send' | 'skip' }>(
    `WITH a AS (
       INSERT INTO acknowledged_addresses (address_hash, last_at) VALUES ($2, now())
       ON CONFLICT (address_hash) DO UPDATE SET last_at = now()
         WHERE acknowledged_addresses.last_at < now() - interval '24 hours'
       RETURNING 1),
     j AS (
       UPDATE jobs SET payload = payload || jsonb_build_object('decision', CASE WHEN EXISTS (SELECT 1 FROM a) THEN 'send' ELSE 'skip' END)
       WHERE id = $1 RETURNING contact_id, payload->>'decision' AS decision),
     e AS (
       INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
       SELECT j.contact_id, 'server', 'acknowledgement', 'skipped', 'One was sent to this address within the last 24 hours'
       FROM j WHERE j.decision = 'skip'),
     -- Other addresses' 24 hours that are over no longer count: forgotten in the same commit.
     old AS (DELETE FROM acknowledged_addresses WHERE last_at < now() - interval '24 hours' AND address_hash <> $2)
     SELECT decision FROM j`,
    [job.id, hash],
  );
  return rows[0]?.decision ?? 'skip';
}

async function send(
  deps: AcknowledgementDeps,
  job: Job,
  lead: Pick<Lead, 'name' | 'form' | 'answers' | 'email' | 'language'>,
): Promise<AcknowledgementOutcome> {
  // In the language of the page it was sent from; the main language's words for any other.
  const words = deps.settings.inLanguage[lead.language] ?? { ...deps.settings, questions: deps.questions };
  const { business } = words;
  const submissionKey = job.key.slice(job.key.indexOf(':') + 1);
  try {
    const result = await deps.mailer.send({
      to: [lead.email],
      ...acknowledgementEmail(lead, words.questions, words),
      replyTo: business.email,
      label: `acknowledgement-${job.leadId}`,
      // The same at every attempt: a mail server that took an unclear attempt drops the repeat.
      messageId: `<ack-${submissionKey}@${deps.messageDomain}>`,
      // RFC 3834: an automatic answer, which other robots must not answer.
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
    });
    const rejection = result.rejected[0];
    return result.file
      ? { state: 'sent', text: outboxWords.sentence, outbox: true }
      : result.accepted.length
        ? { state: 'sent', text: 'Accepted by the mail server' }
        : rejection && rejection.code >= 500
          ? { state: 'refused', text: `Refused by the mail server: ${rejection.reply}` }
          : { state: 'deferred', text: `Deferred by the mail server: ${rejection?.reply ?? 'no answer'}; it will be tried again` };
  } catch (error) {
    return { state: 'deferred', text: `Mail server: ${(error as Error).message}; it will be tried again` };
  }
}

// The history line; an outcome for good also ends the job in the same commit (the runner's own finish then finds it
// done), a deferral leaves it to the runner's backoff.
async function record(db: Db, job: Job, outcome: AcknowledgementOutcome): Promise<AcknowledgementOutcome> {
  await db.query(
    `WITH done AS (
       UPDATE jobs SET state = 'done', result = $4::jsonb, error = NULL, updated_at = now()
       WHERE id = $5 AND state = 'running' AND $2::text <> 'deferred')
     INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
     SELECT c.id, 'server', 'acknowledgement', $2::text, $3::text FROM contacts c WHERE c.id = $1`,
    [job.leadId, outcome.outbox ? 'outbox' : outcome.state, outcome.text.slice(0, 500), JSON.stringify(outcome), job.id],
  );
  return outcome;
}
