export { deliverLead, deliverWithin, messageIdFor };
export type { DeliveryDeps, DeliveryOutcome, MailHealth };

import type { FastifyBaseLogger } from 'fastify';
import type { LeadChoices } from '../../content/types.ts';
import { leadEmail } from '../mail/lead-email.ts';
import type { Mailer, SendResult } from '../mail/mailer.ts';
import type { Contact, Recipients } from '../store/contact.ts';
import type { LeadStore } from '../store/lead-store.ts';

/** Whether the last attempt found the mail server unreachable; shared by the routes and the retry. */
interface MailHealth {
  down: boolean;
}

/** What delivering needs. */
interface DeliveryDeps {
  store: LeadStore;
  mailer: Mailer;
  /** The addresses every lead goes to (STAFF_EMAILS, else site.yaml). */
  recipients: string[];
  /** The forms' choices, so the e-mail shows what the visitor chose rather than its code. */
  choices: LeadChoices;
  /** The site's address (PUBLIC_URL), for the e-mail's link to the lead in the staff inbox. */
  publicUrl: string;
  /** The sender address's domain, for Message-IDs. */
  messageDomain: string;
  /** This process's name in delivery claims. */
  owner: string;
  /** A claim older than this is taken over. */
  staleClaimMs: number;
  /** Wait before the next attempt after a failure: baseMs doubling per attempt, at most maxMs. */
  backoff: { baseMs: number; maxMs: number };
  health: MailHealth;
  log: FastifyBaseLogger;
}

/** sent: every recipient answered now; partly: some wait for another attempt; already-sent: an earlier
 * attempt finished it; busy: another sender holds the claim; failed: nothing reached the mail server;
 * refused: every address refused it for good. */
type DeliveryOutcome = 'sent' | 'partly' | 'already-sent' | 'busy' | 'failed' | 'refused' | 'spam';

// Claim, send, record: the claim (counted before sending) makes every submission go out once, whoever sends
// it; a retry of an unclear attempt reuses its Message-ID; each recipient keeps its own outcome.
async function deliverLead(deps: DeliveryDeps, contact: Contact): Promise<DeliveryOutcome> {
  if (contact.spam) return 'spam';
  const claim = await deps.store.claimDelivery(contact, deps.owner, deps.staleClaimMs, messageIdFor(contact, deps.messageDomain));
  if (!claim) {
    const delivery = await deps.store.delivery(contact.submissionKey);
    return delivery?.state === 'sent' ? 'already-sent' : 'busy';
  }
  const recipients: Recipients = { ...claim.recipients };
  const to = deps.recipients.filter((address) => !['accepted', 'refused'].includes(recipients[address.toLowerCase()]?.status ?? ''));
  if (claim.attempts > 1) {
    deps.log.info(
      { leadId: contact.id, attempt: claim.attempts, to, messageId: claim.messageId },
      'Lead e-mail attempt again, same Message-ID',
    );
  }
  let result: SendResult;
  try {
    result = to.length
      ? await deps.mailer.send({
          to,
          ...leadEmail(contact, deps.choices, deps.publicUrl),
          replyTo: contact.email,
          leadId: contact.id,
          messageId: claim.messageId!,
        })
      : { messageId: claim.messageId!, accepted: [], rejected: [] };
  } catch (error) {
    const reason = `Mail server: ${(error as Error).message}`;
    deps.health.down = true;
    deps.log.warn({ leadId: contact.id, err: error }, 'Lead e-mail failed; the retry will try again');
    await deps.store.finishDelivery(contact, deps.owner, { state: 'pending', error: reason }, deps.backoff);
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
    await deps.store.wakePending();
  }
  const deferred = addresses(recipients, 'deferred');
  const refused = addresses(recipients, 'refused');
  const accepted = addresses(recipients, 'accepted');
  if (refused.length)
    deps.log.error({ leadId: contact.id, refused: refusals(recipients, refused) }, 'The mail server refused a staff address for good');
  if (deferred.length) {
    const error = `Mail server deferred ${refusals(recipients, deferred)}; it will be tried again`;
    deps.log.warn({ leadId: contact.id, deferred }, 'A staff address was refused for now; the retry will try it again');
    await deps.store.finishDelivery(contact, deps.owner, { state: 'pending', recipients, error }, deps.backoff);
    return accepted.length ? 'partly' : 'failed';
  }
  const error = refused.length ? `Mail server refused ${refusals(recipients, refused)}` : null;
  await deps.store.finishDelivery(contact, deps.owner, { state: accepted.length ? 'sent' : 'failed', recipients, error }, deps.backoff);
  return accepted.length ? 'sent' : 'refused';
}

// For a request that must answer soon: waits at most `ms` ('waiting' then); the send carries on and is recorded.
async function deliverWithin(deps: DeliveryDeps, contact: Contact, ms: number): Promise<DeliveryOutcome | 'waiting'> {
  const sending = deliverLead(deps, contact).catch((error: unknown): DeliveryOutcome => {
    deps.log.error({ err: error, leadId: contact.id }, 'Lead e-mail failed');
    return 'failed';
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), ms)));
  const outcome = await Promise.race([sending, waited]);
  clearTimeout(timer);
  return outcome;
}

// One per submission (a lead and its error_ copy share it), the same at every attempt.
function messageIdFor(contact: Pick<Contact, 'submissionKey'>, domain: string): string {
  return `<lead-${contact.submissionKey}@${domain}>`;
}

function addresses(recipients: Recipients, status: 'accepted' | 'deferred' | 'refused'): string[] {
  return Object.keys(recipients).filter((address) => recipients[address]!.status === status);
}

function refusals(recipients: Recipients, list: string[]): string {
  return list.map((address) => `${address} (${recipients[address]!.reply ?? ''})`).join(', ');
}
