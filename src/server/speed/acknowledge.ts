export { acknowledgeLead, sendAcknowledgement, acknowledgeDue };
export type { AcknowledgeDeps };

import type { FastifyBaseLogger } from 'fastify';
import type { LeadChoices } from '../../content/types.ts';
import type { Mailer } from '../mail/mailer.ts';
import { outboxWords } from '../mail/outbox-words.ts';
import { acknowledgementEmail } from './acknowledgement-email.ts';
import type { AcknowledgementOutcome, AcknowledgementStore } from './acknowledgement-store.ts';
import type { SpeedSettings } from './speed-settings.ts';

/** What acknowledging needs: its own mailer, so a slow or refused acknowledgement never holds up a staff e-mail. */
interface AcknowledgeDeps {
  store: AcknowledgementStore;
  mailer: Mailer;
  settings: SpeedSettings;
  choices: LeadChoices;
  owner: string;
  messageDomain: string;
  /** A claim older than this is taken over. */
  staleClaimMs: number;
  /** Wait after a deferral: baseMs doubling per attempt, at most maxMs. */
  backoff: { baseMs: number; maxMs: number };
  log: FastifyBaseLogger;
}

/** After this long an acknowledgement no longer helps: it is given up. */
const usefulForMs = 24 * 60 * 60_000;

// A lead was stored: decide (24-hour rule per address, none for spam) and send at once.
async function acknowledgeLead(deps: AcknowledgeDeps, contactId: string): Promise<AcknowledgementOutcome['state'] | 'skipped' | 'none'> {
  const decision = await deps.store.decide(contactId);
  if (decision === 'skipped') deps.log.info({ leadId: contactId }, 'No acknowledgement: one went to this address within 24 hours');
  if (decision !== 'pending') return decision === 'skipped' ? 'skipped' : 'none';
  const key = contactId.slice(contactId.indexOf('_') + 1);
  return (await sendAcknowledgement(deps, key)) ?? 'none';
}

// Claims one submission's acknowledgement and sends it; undefined when someone else holds it or it is not due.
async function sendAcknowledgement(deps: AcknowledgeDeps, submissionKey: string): Promise<AcknowledgementOutcome['state'] | undefined> {
  const claim = await deps.store.claim(submissionKey, deps.owner, deps.staleClaimMs, deps.messageDomain);
  if (!claim) return undefined;
  const retryIn = Math.min(deps.backoff.baseMs * 2 ** (claim.attempts - 1), deps.backoff.maxMs);
  if (Date.now() - claim.createdAt.getTime() > usefulForMs) {
    await deps.store.finish(claim, deps.owner, { state: 'given-up', text: 'Not sent within 24 hours of the request' }, 0);
    return 'given-up';
  }
  const { business } = deps.settings;
  let outcome: AcknowledgementOutcome;
  try {
    const result = await deps.mailer.send({
      to: [claim.email],
      ...acknowledgementEmail(claim, deps.choices, deps.settings),
      replyTo: business.email,
      label: `acknowledgement-${claim.contactId}`,
      messageId: claim.messageId,
      // RFC 3834: an automatic answer, which other robots must not answer.
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
    });
    const rejection = result.rejected[0];
    outcome = result.file
      ? { state: 'sent', text: outboxWords.sentence, outbox: true }
      : result.accepted.length
        ? { state: 'sent', text: 'Accepted by the mail server' }
        : rejection && rejection.code >= 500
          ? { state: 'refused', text: `Refused by the mail server: ${rejection.reply}` }
          : { state: 'deferred', text: `Deferred by the mail server: ${rejection?.reply ?? 'no answer'}; it will be tried again` };
  } catch (error) {
    outcome = { state: 'deferred', text: `Mail server: ${(error as Error).message}; it will be tried again` };
  }
  if (outcome.state !== 'sent') deps.log.warn({ leadId: claim.contactId, outcome }, 'Acknowledgement not sent');
  await deps.store.finish(claim, deps.owner, outcome, retryIn);
  return outcome.state;
}

// The background pass: leads whose process stopped before deciding, then every attempt that is due.
async function acknowledgeDue(deps: AcknowledgeDeps, batch = 20): Promise<number> {
  let sent = 0;
  for (const contactId of await deps.store.undecided(10 * 60_000, batch)) {
    if ((await acknowledgeLead(deps, contactId)) === 'sent') sent++;
  }
  for (const key of await deps.store.due(deps.staleClaimMs, batch)) {
    if ((await sendAcknowledgement(deps, key)) === 'sent') sent++;
  }
  await deps.store.prune();
  return sent;
}
