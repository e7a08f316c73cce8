export { deliverLead, serverSubject };
export type { DeliveryDeps, DeliveryOutcome };

import type { FastifyBaseLogger } from 'fastify';
import { leadMessage } from '../../forms/contact-sequence.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Contact } from '../store/contact.ts';
import type { LeadStore } from '../store/lead-store.ts';

/** What delivering needs. */
interface DeliveryDeps {
  store: LeadStore;
  mailer: Mailer;
  /** This process's name in delivery claims. */
  owner: string;
  /** A claim older than this is taken over. */
  staleClaimMs: number;
  /** Wait before the next attempt after a failure: baseMs doubling per attempt, at most maxMs. */
  backoff: { baseMs: number; maxMs: number };
  log: FastifyBaseLogger;
}

/** sent: accepted now; already-sent: an earlier send succeeded; busy: another sender holds the claim. */
type DeliveryOutcome = 'sent' | 'already-sent' | 'busy' | 'failed' | 'spam';

// Claim, send, record: the claim makes every submission reach staff at most once, whoever sends it.
async function deliverLead(deps: DeliveryDeps, contact: Contact, mail: { to: string[]; subject: string }): Promise<DeliveryOutcome> {
  if (contact.spam) return 'spam';
  if (!(await deps.store.claimDelivery(contact, deps.owner, deps.staleClaimMs))) {
    const delivery = await deps.store.delivery(contact.submissionKey);
    return delivery?.state === 'sent' ? 'already-sent' : 'busy';
  }
  // The body is rendered from the stored record, so staff read exactly what was saved, escaped.
  const { html, text } = leadMessage(contact.id, contact);
  let messageId: string;
  try {
    ({ messageId } = await deps.mailer.send({
      to: mail.to,
      subject: mail.subject,
      html,
      text,
      replyTo: contact.email,
      leadId: contact.id,
    }));
  } catch (error) {
    const reason = `Mail server: ${(error as Error).message}`;
    deps.log.warn({ leadId: contact.id, err: error }, 'Lead e-mail failed; the retry will try again');
    await deps.store.releaseDelivery(contact, deps.owner, reason, deps.backoff);
    return 'failed';
  }
  await deps.store.completeDelivery(contact, deps.owner, messageId);
  return 'sent';
}

// The subject the browser would have used, for leads the server e-mails itself (no-JS form, retry).
function serverSubject(contact: Contact): string {
  return leadMessage(contact.id, contact).subject;
}
