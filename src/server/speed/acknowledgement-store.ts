export { createAcknowledgementStore, addressHash };
export type { AcknowledgementStore, AcknowledgementClaim, AcknowledgementOutcome };

import { createHash } from 'node:crypto';
import type { Db } from '../store/db.ts';

/** A claimed attempt: the lead's id, address and what the e-mail is written from. */
interface AcknowledgementClaim {
  submissionKey: string;
  contactId: string;
  email: string;
  name: string;
  serviceType: string;
  city: string;
  attempts: number;
  messageId: string;
  createdAt: Date;
}

/** sent: accepted by the mail server (or, with `outbox`, only written to the outbox folder); deferred: try again
 * later; refused: for good; given-up: too late to help. */
type AcknowledgementOutcome = { state: 'sent' | 'deferred' | 'refused' | 'given-up'; text: string; outbox?: true };

interface AcknowledgementStore {
  /** Decides once per submission: pending, or skipped when its address had one within 24 hours (recorded in the
   * history). Returns 'pending' only to the caller that made that decision. */
  decide(contactId: string): Promise<'pending' | 'skipped' | 'decided-before' | 'not-a-lead'>;
  /** Takes a due attempt (or one whose sender died); counted before sending. */
  claim(submissionKey: string, owner: string, staleMs: number, messageDomain: string): Promise<AcknowledgementClaim | undefined>;
  /** Records an attempt's outcome in the acknowledgement and the lead's history, if this owner still holds it. */
  finish(claim: AcknowledgementClaim, owner: string, outcome: AcknowledgementOutcome, retryInMs: number): Promise<void>;
  /** Non-spam leads with an address stored within `withinMs` that have no decision yet (their process stopped first). */
  undecided(withinMs: number, limit: number): Promise<string[]>;
  /** Submissions whose next attempt is due, oldest first. */
  due(staleMs: number, limit: number): Promise<string[]>;
  /** Forgets address hashes that no longer count. */
  prune(): Promise<void>;
}

type Row = Record<string, unknown>;

/** One address, however it was capitalised; only this hash is kept for the 24-hour rule. */
function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

function createAcknowledgementStore(db: Db): AcknowledgementStore {
  return {
    async decide(contactId) {
      const leads = await db.query<Row>(
        `SELECT c.submission_key, c.email FROM contacts c WHERE c.id = $1 AND NOT c.spam AND c.email <> ''`,
        [contactId],
      );
      const lead = leads[0];
      if (!lead) return 'not-a-lead';
      // One statement: the address's 24 hours are taken (only when free) and the decision is written with its
      // history line. Two instances deciding leads of one address at once: the row lock lets one take it.
      const rows = await db.query<Row>(
        `WITH known AS (SELECT 1 FROM acknowledgements WHERE submission_key = $1),
          a AS (
            INSERT INTO acknowledged_addresses (address_hash, last_at)
            SELECT $3, now() WHERE NOT EXISTS (SELECT 1 FROM known)
            ON CONFLICT (address_hash) DO UPDATE SET last_at = now()
              WHERE acknowledged_addresses.last_at < now() - interval '24 hours'
            RETURNING 1),
          d AS (
            INSERT INTO acknowledgements (submission_key, contact_id, state, next_attempt_at)
            SELECT $1, $2, CASE WHEN EXISTS (SELECT 1 FROM a) THEN 'pending' ELSE 'skipped' END, now()
            WHERE NOT EXISTS (SELECT 1 FROM known)
            ON CONFLICT (submission_key) DO NOTHING
            RETURNING state),
          e AS (
            INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
            SELECT $2, 'server', 'acknowledgement', 'skipped', 'One was sent to this address within the last 24 hours'
            FROM d WHERE d.state = 'skipped')
         SELECT state FROM d`,
        [lead.submission_key, contactId, addressHash(String(lead.email))],
      );
      return rows[0] ? (rows[0].state as 'pending' | 'skipped') : 'decided-before';
    },

    async claim(submissionKey, owner, staleMs, messageDomain) {
      const rows = await db.query<Row>(
        `WITH k AS (
           UPDATE acknowledgements SET state = 'sending', claimed_by = $2, claimed_at = now(), attempts = attempts + 1,
             message_id = coalesce(message_id, '<ack-' || submission_key || '@' || $4 || '>')
           WHERE submission_key = $1 AND ((state = 'pending' AND next_attempt_at <= now())
             OR (state = 'sending' AND claimed_at < now() - ($3::double precision * interval '1 millisecond')))
           RETURNING *)
         SELECT k.submission_key, k.contact_id, k.attempts, k.message_id, c.email, c.name, c.service_type, c.city, c.created_at
         FROM k JOIN contacts c ON c.id = k.contact_id`,
        [submissionKey, owner, staleMs, messageDomain],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        submissionKey: String(row.submission_key),
        contactId: String(row.contact_id),
        email: String(row.email),
        name: String(row.name),
        serviceType: String(row.service_type),
        city: String(row.city),
        attempts: Number(row.attempts),
        messageId: String(row.message_id),
        createdAt: new Date(row.created_at as string),
      };
    },

    async finish(claim, owner, outcome, retryInMs) {
      const state = outcome.state === 'deferred' ? 'pending' : outcome.state;
      await db.query(
        `WITH k AS (
           UPDATE acknowledgements SET state = $3::text,
             sent_at = CASE WHEN $3::text = 'sent' THEN now() ELSE sent_at END,
             next_attempt_at = CASE WHEN $3::text = 'pending'
               THEN now() + ($4::double precision * interval '1 millisecond') END
           WHERE submission_key = $1 AND claimed_by = $2 AND state = 'sending'
           RETURNING contact_id)
         INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
         SELECT k.contact_id, 'server', 'acknowledgement', $5::text, $6::text FROM k
         WHERE EXISTS (SELECT 1 FROM contacts c WHERE c.id = k.contact_id)`,
        [claim.submissionKey, owner, state, retryInMs, outcome.outbox ? 'outbox' : outcome.state, outcome.text.slice(0, 500)],
      );
    },

    async undecided(withinMs, limit) {
      const rows = await db.query<Row>(
        `SELECT c.id FROM contacts c
         WHERE c.created_at > now() - ($1::double precision * interval '1 millisecond') AND NOT c.spam AND c.email <> ''
           AND NOT EXISTS (SELECT 1 FROM acknowledgements a WHERE a.submission_key = c.submission_key)
         ORDER BY c.created_at LIMIT $2`,
        [withinMs, limit],
      );
      return rows.map((row) => String(row.id));
    },

    async due(staleMs, limit) {
      const rows = await db.query<Row>(
        `SELECT submission_key FROM acknowledgements
         WHERE (state = 'pending' AND next_attempt_at <= now())
           OR (state = 'sending' AND claimed_at < now() - ($1::double precision * interval '1 millisecond'))
         ORDER BY created_at LIMIT $2`,
        [staleMs, limit],
      );
      return rows.map((row) => String(row.submission_key));
    },

    async prune() {
      await db.query(`DELETE FROM acknowledged_addresses WHERE last_at < now() - interval '24 hours'`);
    },
  };
}
