export { createLeadStore, DuplicateLeadError, selectContacts, toContact };
export type { LeadStore, PatchResult, DeliveryOutcome };

import { attributionFields } from '../../forms/attribution.ts';
import type { LeadForm } from '../../forms/lead-form.ts';
import type { Db, Queryable } from './db.ts';
import { filterColumns, submissionKeyOf, wentToOutbox } from './contact.ts';
import type { Contact, ContactFilter, ContactPhoto, Delivery, LeadStatus, NewContact, Recipients } from './contact.ts';

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

// A lead's photos as a JSON list (sizes only), for the lead of table alias `alias`.
function photosOf(alias: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'bytes', p.byte_size)
    ORDER BY p.id), '[]'::json) FROM lead_photos p WHERE p.contact_id = ${alias}.id) AS photos`;
}

// A lead with its submission's delivery and, for an error_ copy, the lead it copies.
const selectContacts = `SELECT contacts.*,
  (SELECT d.state FROM deliveries d WHERE d.submission_key = contacts.submission_key) AS delivery_state,
  (SELECT d.recipients FROM deliveries d WHERE d.submission_key = contacts.submission_key) AS delivery_recipients,
  CASE WHEN starts_with(contacts.id, 'error_') THEN (SELECT o.id FROM contacts o
    WHERE o.submission_key = contacts.submission_key AND NOT starts_with(o.id, 'error_') ORDER BY o.id LIMIT 1) END AS copy_of,
  ${photosOf('contacts')}
  FROM contacts`;

function createLeadStore(db: Db): LeadStore {
  let closing: Promise<void> | undefined;
  return {
    db,
    async insert(lead, tx = db) {
      const rows = await tx.query<Row>(
        // A copy stored after its submission was delivered is delivered too.
        `INSERT INTO contacts (id, submission_key, form, name, email, phone, address, city, service_type, project_type,
           timeline, budget, message, email_error, spam, page, landing_page, referrer, utm_source, utm_medium,
           utm_campaign, utm_term, utm_content, photos_coming, notified_at)
         VALUES ($1, $2, $23, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
           $24, (SELECT sent_at FROM deliveries WHERE submission_key = $2 AND state = 'sent'))
         ON CONFLICT (id) DO NOTHING
         RETURNING *`,
        [
          lead.id,
          submissionKeyOf(lead.id),
          lead.name,
          lead.email,
          lead.phone,
          lead.address,
          lead.city,
          lead.serviceType,
          lead.projectType,
          lead.timeline,
          lead.budget,
          lead.message,
          lead.emailError,
          lead.spam,
          ...attributionFields.map((field) => lead[field] ?? ''),
          lead.form,
          lead.photosComing ?? 0,
        ],
      );
      const row = rows[0];
      if (!row) throw new DuplicateLeadError(lead.id);
      return toContact(row);
    },

    async patch(id, changes, windowMs) {
      // The browser's report counts only until the server has tried itself: from then on the delivery
      // record decides emailSent and emailError, so a later report cannot overwrite the server's.
      // Correlated on the updated row (no join): this form plans in about half the time, which is most of its cost.
      const rows = await db.query<Row>(
        `UPDATE contacts SET
           email_sent = CASE WHEN $2::boolean AND NOT EXISTS (SELECT 1 FROM deliveries d
             WHERE d.submission_key = contacts.submission_key) THEN $3::text ELSE email_sent END,
           email_error = CASE WHEN $4::boolean AND NOT EXISTS (SELECT 1 FROM deliveries d
             WHERE d.submission_key = contacts.submission_key) THEN $5::text ELSE email_error END
         WHERE id = $1 AND created_at > now() - ($6::double precision * interval '1 millisecond')
         RETURNING *`,
        [
          id,
          changes.emailSent !== undefined,
          changes.emailSent ?? null,
          changes.emailError !== undefined,
          changes.emailError ?? null,
          windowMs,
        ],
      );
      if (rows[0]) return { status: 'updated', contact: toContact(rows[0]) };
      const exists = await db.query('SELECT 1 FROM contacts WHERE id = $1', [id]);
      return { status: exists.length ? 'too-old' : 'missing' };
    },

    async get(id) {
      const rows = await db.query<Row>(`${selectContacts} WHERE id = $1`, [id]);
      return rows[0] ? toContact(rows[0]) : undefined;
    },

    async getRecent(id, windowMs) {
      const rows = await db.query<Row>(
        `SELECT *, ${photosOf('contacts')} FROM contacts WHERE id = $1 AND created_at > now() - ($2::double precision * interval '1 millisecond')`,
        [id, windowMs],
      );
      return rows[0] ? toContact(rows[0]) : undefined;
    },

    async find(filter) {
      const { where, params } = whereClause(filter);
      const rows = await db.query<Row>(`${selectContacts} ${where} ${orderClause(filter)} ${pageClause(filter, params)}`, params);
      return rows.map(toContact);
    },

    async remove(filter) {
      const { where, params } = whereClause(filter);
      // A DELETE without a condition is refused by the API; this guard keeps the store safe on its own.
      if (!where) throw new Error('Refusing to delete every lead');
      const rows = await db.query<Row>(`DELETE FROM contacts ${where} RETURNING *`, params);
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
      const rows = await db.query<Row>(
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

function whereClause(filter: ContactFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts = filter.where.map((condition) => {
    const column = filterColumns[condition.column];
    if (condition.op === 'is' || condition.op === 'isnot') {
      const not = condition.op === 'isnot' ? 'NOT ' : '';
      const value = condition.value === null ? 'NULL' : condition.value ? 'TRUE' : 'FALSE';
      return `${column.sql} IS ${not}${value}`;
    }
    params.push(condition.value);
    const operator = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[condition.op];
    return `${column.sql} ${operator} $${params.length}::${column.type}`;
  });
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

function orderClause(filter: ContactFilter): string {
  const terms = filter.order.map((term) => `${filterColumns[term.column].sql} ${term.descending ? 'DESC' : 'ASC'}`);
  // A stable tie-break keeps paging deterministic.
  terms.push('id ASC');
  return `ORDER BY ${terms.join(', ')}`;
}

function pageClause(filter: ContactFilter, params: unknown[]): string {
  let clause = '';
  if (filter.limit !== undefined) {
    params.push(filter.limit);
    clause += ` LIMIT $${params.length}`;
  }
  if (filter.offset !== undefined) {
    params.push(filter.offset);
    clause += ` OFFSET $${params.length}`;
  }
  return clause;
}

function toContact(row: Row): Contact {
  return {
    id: String(row.id),
    submissionKey: String(row.submission_key),
    form: row.form as LeadForm,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    address: String(row.address),
    city: String(row.city),
    serviceType: String(row.service_type),
    projectType: String(row.project_type),
    timeline: String(row.timeline),
    budget: String(row.budget),
    message: String(row.message),
    emailSent: row.email_sent === '1' ? '1' : '0',
    emailError: (row.email_error as string | null) ?? null,
    userId: 'anonymous',
    createdAt: row.created_at as Date,
    spam: row.spam === true,
    notifiedAt: (row.notified_at as Date | null) ?? null,
    attempts: Number(row.attempts),
    nextAttemptAt: (row.next_attempt_at as Date | null) ?? null,
    delivery: row.delivery_state
      ? { state: row.delivery_state as Delivery['state'], recipients: parseRecipients(row.delivery_recipients) }
      : null,
    copyOf: (row.copy_of as string | null | undefined) ?? null,
    status: (row.status as LeadStatus | undefined) ?? 'new',
    page: String(row.page ?? ''),
    landingPage: String(row.landing_page ?? ''),
    referrer: String(row.referrer ?? ''),
    utmSource: String(row.utm_source ?? ''),
    utmMedium: String(row.utm_medium ?? ''),
    utmCampaign: String(row.utm_campaign ?? ''),
    utmTerm: String(row.utm_term ?? ''),
    utmContent: String(row.utm_content ?? ''),
    photos: parsePhotos(row.photos),
    photosComing: Number(row.photos_coming ?? 0),
  };
}

// json_agg arrives parsed from both drivers; a row read without the aggregate has none.
function parsePhotos(value: unknown): ContactPhoto[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map((photo: Record<string, unknown>) => ({
    id: Number(photo.id),
    width: Number(photo.width),
    height: Number(photo.height),
    bytes: Number(photo.bytes),
  }));
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

function parseRecipients(value: unknown): Recipients {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '{}'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Recipients) : {};
  } catch {
    return {};
  }
}
