export { createLeadStore, DuplicateLeadError };
export type { LeadStore, PatchResult, DeliveryOutcome };

import type { LeadAttribution } from '../../forms/attribution.ts';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Contacts } from './database.generated.ts';
import type { Db, Queryable } from './db.ts';
import { filterColumns, submissionKeyOf, wentToOutbox } from './contact.ts';
import type { Contact, ContactFilter, Delivery, NewContact, Recipients } from './contact.ts';
import { contactsWithDelivery, parseRecipients, photosJson, photosOf, toContact } from './contact-row.ts';
import type { ContactRow } from './contact-row.ts';
import { first, prepare, run, tables } from './query.ts';

/** The lead table's operations; the same SQL runs on the embedded database and on PostgreSQL. */
interface LeadStore {
  /** The connection, for health checks and tests. */
  readonly db: Db;
  /** Stores a new lead (on `tx` when given); throws DuplicateLeadError when the id exists. */
  insert(lead: NewContact, tx?: Queryable): Promise<Contact>;
  /** Sets emailSent/emailError on a lead younger than `windowMs`. */
  patch(id: string, changes: { emailSent?: '0' | '1'; emailError?: string | null }, windowMs: number): Promise<PatchResult>;
  /** One lead by id, or undefined. */
  get(id: string): Promise<Contact | undefined>;
  /** One lead by id if it was created less than `windowMs` ago (by the database clock); without its delivery. */
  getRecent(id: string, windowMs: number): Promise<Contact | undefined>;
  /** Leads matching a staff query. */
  find(filter: ContactFilter): Promise<Contact[]>;
  /** Deletes matching leads and returns them. */
  remove(filter: ContactFilter): Promise<Contact[]>;
  /** Takes the right to e-mail a submission and counts the attempt before it is made; undefined when it is
   * delivered, failed for good, or someone else is sending it. `messageId` is kept from the first attempt. */
  claimDelivery(contact: Contact, owner: string, staleMs: number, messageId: string): Promise<Delivery | undefined>;
  /** Records an attempt's outcome: sent or failed for good, or pending with the next attempt after backoff. */
  finishDelivery(contact: Contact, owner: string, outcome: DeliveryOutcome, backoff: { baseMs: number; maxMs: number }): Promise<void>;
  /** The delivery record of a submission, if any. */
  delivery(submissionKey: string): Promise<Delivery | undefined>;
  /** Non-spam leads still unnotified `delayMs` after creation whose next attempt is due, oldest first. */
  dueForRetry(delayMs: number, staleMs: number, limit: number): Promise<Contact[]>;
  /** Makes every waiting lead due now (the mail server is back); returns how many. */
  wakePending(): Promise<number>;
  /** Closes the connection (once; later calls wait for the first). */
  close(): Promise<void>;
}

/** What an attempt ended in; `recipients` replaces the stored outcomes, `error` is what staff read. */
interface DeliveryOutcome {
  state: 'pending' | 'sent' | 'failed';
  recipients?: Recipients;
  error: string | null;
}

type PatchResult = { status: 'updated'; contact: Contact } | { status: 'missing' } | { status: 'too-old' };

/** The id is taken: a retried create, or a guessed id. */
class DuplicateLeadError extends Error {
  constructor(readonly id: string) {
    super(`A lead with id ${id} already exists`);
    this.name = 'DuplicateLeadError';
  }
}

type Row = Record<string, unknown>;

// Every new lead runs this: compiled once.
const insertContact = prepare<
  NewContact & Required<LeadAttribution> & { submissionKey: string; photosComing: number },
  Selectable<Contacts>
>((slot) =>
  tables
    .insertInto('contacts')
    .values({
      id: slot('id'),
      submission_key: slot('submissionKey'),
      form: slot('form'),
      name: slot('name'),
      email: slot('email'),
      phone: slot('phone'),
      address: slot('address'),
      city: slot('city'),
      service_type: slot('serviceType'),
      project_type: slot('projectType'),
      timeline: slot('timeline'),
      budget: slot('budget'),
      message: slot('message'),
      email_error: slot('emailError'),
      spam: slot('spam'),
      page: slot('page'),
      landing_page: slot('landingPage'),
      referrer: slot('referrer'),
      utm_source: slot('utmSource'),
      utm_medium: slot('utmMedium'),
      utm_campaign: slot('utmCampaign'),
      utm_term: slot('utmTerm'),
      utm_content: slot('utmContent'),
      photos_coming: slot('photosComing'),
      // A copy stored after its submission was delivered is delivered too.
      notified_at: (eb) =>
        eb.selectFrom('deliveries').select('sent_at').where('submission_key', '=', slot('submissionKey')).where('state', '=', 'sent'),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll(),
);

function createLeadStore(db: Db): LeadStore {
  let closing: Promise<void> | undefined;
  return {
    db,
    async insert(lead, tx = db) {
      const row = await first(
        tx,
        insertContact({
          ...lead,
          submissionKey: submissionKeyOf(lead.id),
          page: lead.page ?? '',
          landingPage: lead.landingPage ?? '',
          referrer: lead.referrer ?? '',
          utmSource: lead.utmSource ?? '',
          utmMedium: lead.utmMedium ?? '',
          utmCampaign: lead.utmCampaign ?? '',
          utmTerm: lead.utmTerm ?? '',
          utmContent: lead.utmContent ?? '',
          photosComing: lead.photosComing ?? 0,
        }),
      );
      if (!row) throw new DuplicateLeadError(lead.id);
      return toContact(row);
    },

    async patch(id, changes, windowMs) {
      // The browser's report counts only until the server has tried itself: from then on the delivery
      // record decides emailSent and emailError, so a later report cannot overwrite the server's.
      // Correlated on the updated row (no join): this form plans in about half the time, which is most of its cost.
      const undelivered = sql<boolean>`NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.submission_key = contacts.submission_key)`;
      const row = await first(
        db,
        tables
          .updateTable('contacts')
          .set({
            email_sent: sql<'0' | '1'>`CASE WHEN ${changes.emailSent !== undefined}::boolean AND ${undelivered}
              THEN ${changes.emailSent ?? null}::text ELSE email_sent END`,
            email_error: sql<string | null>`CASE WHEN ${changes.emailError !== undefined}::boolean AND ${undelivered}
              THEN ${changes.emailError ?? null}::text ELSE email_error END`,
          })
          .where('id', '=', id)
          .where('created_at', '>', ago(windowMs))
          .returningAll(),
      );
      if (row) return { status: 'updated', contact: toContact(row) };
      const exists = await first(db, tables.selectFrom('contacts').select('id').where('id', '=', id));
      return { status: exists ? 'too-old' : 'missing' };
    },

    async get(id) {
      const row = await first(db, contactsWithDelivery.where('contacts.id', '=', id));
      return row ? toContact(row) : undefined;
    },

    async getRecent(id, windowMs) {
      const row = await first(
        db,
        tables
          .selectFrom('contacts')
          .selectAll()
          .select(sql<unknown>`${sql.raw(photosJson('contacts'))}`.as('photos'))
          .where('id', '=', id)
          .where('created_at', '>', ago(windowMs)),
      );
      return row ? toContact(row) : undefined;
    },

    async find(filter) {
      let query = contactsWithDelivery.where((eb) => eb.and(conditions(filter)));
      for (const term of filter.order) {
        query = query.orderBy(`contacts.${filterColumns[term.column].sql}`, term.descending ? 'desc' : 'asc');
      }
      // A stable tie-break keeps paging deterministic.
      query = query.orderBy('contacts.id', 'asc');
      if (filter.limit !== undefined) query = query.limit(filter.limit);
      if (filter.offset !== undefined) query = query.offset(filter.offset);
      return (await run(db, query)).map(toContact);
    },

    async remove(filter) {
      // A DELETE without a condition is refused by the API; this guard keeps the store safe on its own.
      if (!filter.where.length) throw new Error('Refusing to delete every lead');
      const rows = await run(
        db,
        tables
          .deleteFrom('contacts')
          .where((eb) => eb.and(conditions(filter)))
          .returningAll(),
      );
      return rows.map(toContact);
    },

    async claimDelivery(contact, owner, staleMs, messageId) {
      // One conditional write decides: a new key is inserted, a waiting or stale claim is taken over,
      // anything else (delivered, failed for good, being sent by a live instance) is left alone.
      // The attempt is counted here, before sending: a send whose outcome is never known still counts.
      const rows = await db.query<Row>(
        `INSERT INTO deliveries (submission_key, contact_id, state, claimed_by, message_id, attempts)
         VALUES ($1, $2, 'sending', $3, $5, 1)
         ON CONFLICT (submission_key) DO UPDATE
           SET contact_id = EXCLUDED.contact_id, claimed_by = EXCLUDED.claimed_by, claimed_at = now(), state = 'sending',
             attempts = deliveries.attempts + 1, message_id = coalesce(deliveries.message_id, EXCLUDED.message_id)
           WHERE deliveries.state = 'pending'
             OR (deliveries.state = 'sending'
               AND deliveries.claimed_at < now() - ($4::double precision * interval '1 millisecond'))
         RETURNING *`,
        [contact.submissionKey, contact.id, owner, staleMs, messageId],
      );
      return rows[0] ? toDelivery(rows[0]) : undefined;
    },

    async finishDelivery(contact, owner, outcome, backoff) {
      // One statement (its parts commit together): the delivery record only while this sender still holds
      // the claim (a send that outlived the stale limit leaves the new holder's record alone), then the lead.
      // The lead's history gets the outcome in the same statement (the inbox shows it; no extra round trip).
      const claim = (leadParam: number, textParam: number, toParam: number) => `WITH d AS (
          UPDATE deliveries SET state = $3::text, recipients = coalesce($4::text, recipients),
            sent_at = CASE WHEN $3::text = 'sent' THEN now() ELSE sent_at END
          WHERE submission_key = $1 AND claimed_by = $2 AND state = 'sending'
          RETURNING 1),
        e AS (
          INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
          SELECT c.id, 'server', 'delivery', $${toParam}::text, $${textParam}::text FROM contacts c WHERE c.id = $${leadParam} AND EXISTS (SELECT 1 FROM d))`;
      const recipients = outcome.recipients ? JSON.stringify(outcome.recipients) : null;
      const error = outcome.error?.slice(0, 500) ?? null;
      const accepted = Object.keys(outcome.recipients ?? {}).filter((address) => outcome.recipients![address]!.status === 'accepted');
      const eventText = [accepted.length ? `To ${accepted.join(', ')}` : '', error ?? ''].filter(Boolean).join('; ');
      // The history says "outbox" where the outbox folder took it, not a mail server.
      const eventTo = outcome.state === 'sent' && wentToOutbox(outcome.recipients ?? {}) ? 'outbox' : outcome.state;
      if (outcome.state === 'pending') {
        await db.query(
          `${claim(8, 9, 10)}
           UPDATE contacts SET
             attempts = attempts + 1,
             email_error = $5::text,
             next_attempt_at = now() + (least($6::double precision * power(2, attempts), $7::double precision)
               * interval '1 millisecond')
           WHERE id = $8 AND EXISTS (SELECT 1 FROM d)`,
          [
            contact.submissionKey,
            owner,
            outcome.state,
            recipients,
            error ?? '',
            backoff.baseMs,
            backoff.maxMs,
            contact.id,
            eventText,
            eventTo,
          ],
        );
        return;
      }
      // Delivered or failed for good: every record of the submission says so; an error_ copy keeps
      // its own note of what failed in the browser.
      await db.query(
        `${claim(5, 7, 8)}
         UPDATE contacts SET
           notified_at = CASE WHEN $3::text = 'sent' THEN now() ELSE NULL END,
           next_attempt_at = NULL,
           email_sent = CASE WHEN id = $5 AND $3::text = 'sent' THEN '1' ELSE email_sent END,
           email_error = CASE WHEN starts_with(id, 'error_') AND id <> $5 THEN email_error ELSE $6::text END
         WHERE submission_key = $1 AND notified_at IS NULL AND EXISTS (SELECT 1 FROM d)`,
        [contact.submissionKey, owner, outcome.state, recipients, contact.id, error, eventText, eventTo],
      );
    },

    async delivery(submissionKey) {
      const rows = await db.query<Row>('SELECT * FROM deliveries WHERE submission_key = $1', [submissionKey]);
      return rows[0] ? toDelivery(rows[0]) : undefined;
    },

    async wakePending() {
      const rows = await db.query(
        `UPDATE contacts SET next_attempt_at = now()
         WHERE notified_at IS NULL AND NOT spam AND next_attempt_at > now()
         RETURNING 1`,
      );
      return rows.length;
    },

    async dueForRetry(delayMs, staleMs, limit) {
      // An error_ record is only a fallback copy: it is e-mailed when its submission's lead never arrived.
      const rows = await db.query<ContactRow>(
        `SELECT c.*, ${photosOf('c')} FROM contacts c
         WHERE c.notified_at IS NULL AND NOT c.spam
           -- Never tried: wait for the browser's own call first. Tried: its next attempt decides.
           AND CASE WHEN c.next_attempt_at IS NULL
             THEN c.created_at <= now() - ($1::double precision * interval '1 millisecond')
             ELSE c.next_attempt_at <= now() END
           AND NOT EXISTS (
             SELECT 1 FROM deliveries d WHERE d.submission_key = c.submission_key
               AND (d.state IN ('sent', 'failed')
                 OR (d.state = 'sending' AND d.claimed_at >= now() - ($2::double precision * interval '1 millisecond'))))
           AND (NOT starts_with(c.id, 'error_') OR NOT EXISTS (
             SELECT 1 FROM contacts o WHERE o.submission_key = c.submission_key AND NOT starts_with(o.id, 'error_')))
         ORDER BY c.created_at
         LIMIT $3`,
        [delayMs, staleMs, limit],
      );
      return rows.map(toContact);
    },

    // Idempotent: shutdown paths may both try.
    close() {
      closing ??= db.close();
      return closing;
    },
  };
}

// A staff query's conditions, each value cast to its column's type as PostgREST would read it.
function conditions(filter: ContactFilter) {
  return filter.where.map((condition) => {
    const column = sql.ref(filterColumns[condition.column].sql);
    if (condition.op === 'is' || condition.op === 'isnot') {
      const not = condition.op === 'isnot' ? sql`NOT ` : sql``;
      const value = condition.value === null ? sql`NULL` : condition.value ? sql`TRUE` : sql`FALSE`;
      return sql<boolean>`${column} IS ${not}${value}`;
    }
    const operator = sql.raw({ eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[condition.op]);
    return sql<boolean>`${column} ${operator} ${condition.value}::${sql.raw(filterColumns[condition.column].type)}`;
  });
}

// Later than `ms` before the database's now.
function ago(ms: number) {
  return sql<Date>`now() - (${ms}::double precision * interval '1 millisecond')`;
}

function toDelivery(row: Row): Delivery {
  return {
    submissionKey: String(row.submission_key),
    contactId: String(row.contact_id),
    state: row.state as Delivery['state'],
    claimedBy: String(row.claimed_by),
    claimedAt: row.claimed_at as Date,
    sentAt: (row.sent_at as Date | null) ?? null,
    messageId: (row.message_id as string | null) ?? null,
    attempts: Number(row.attempts),
    recipients: parseRecipients(row.recipients),
  };
}
