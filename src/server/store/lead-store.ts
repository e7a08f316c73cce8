export { createLeadStore, DuplicateLeadError };
export type { LeadStore, PatchResult };

import type { LeadAttribution } from '../../forms/attribution.ts';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Contacts } from './database.generated.ts';
import type { Db, Queryable } from './db.ts';
import { filterColumns, submissionKeyOf } from './lead.ts';
import type { Lead, LeadFilter, Delivery, FilterColumn, NewLead } from './lead.ts';
import { leadsWithDelivery, deliveryStateOf, parseRecipients, photosJson, toLead } from './lead-row.ts';
import { insertJobsSql, jobColumns, jobsJson } from '../jobs/job-table.ts';
import type { NewJob } from '../jobs/job-table.ts';
import { first, prepare, run, tables } from './query.ts';

/** The lead table's operations; the same SQL runs on the embedded database and on PostgreSQL. */
interface LeadStore {
  /** The connection, for health checks and tests. */
  readonly db: Db;
  /** Stores a new lead (on `tx` when given) with the jobs it causes, in one statement; throws DuplicateLeadError
   * when the id exists (and adds no job). */
  insert(lead: NewLead, tx?: Queryable, jobs?: NewJob[]): Promise<Lead>;
  /** Sets emailSent/emailError on a lead younger than `windowMs`. */
  patch(id: string, changes: { emailSent?: '0' | '1'; emailError?: string | null }, windowMs: number): Promise<PatchResult>;
  /** One lead by id, or undefined. */
  get(id: string): Promise<Lead | undefined>;
  /** One lead by id if it was created less than `windowMs` ago (by the database clock); without its delivery. */
  getRecent(id: string, windowMs: number): Promise<Lead | undefined>;
  /** Leads matching a staff query. */
  find(filter: LeadFilter): Promise<Lead[]>;
  /** Deletes matching leads and returns them. */
  remove(filter: LeadFilter): Promise<Lead[]>;
  /** The delivery record of a submission, if any. */
  delivery(submissionKey: string): Promise<Delivery | undefined>;
  /** Closes the connection (once; later calls wait for the first). */
  close(): Promise<void>;
}

type PatchResult = { status: 'updated'; lead: Lead } | { status: 'missing' } | { status: 'too-old' };

/** The id is taken: a retried create, or a guessed id. */
class DuplicateLeadError extends Error {
  constructor(readonly id: string) {
    super(`A lead with id ${id} already exists`);
    this.name = 'DuplicateLeadError';
  }
}

type Row = Record<string, unknown>;

// Every new lead runs this: compiled once. The lead and the jobs it causes in one statement (atomic, one round
// trip, no transaction around it); the jobs only when the lead was stored, not for a taken id.
const insertLead = prepare<
  NewLead &
    Required<LeadAttribution> & { submissionKey: string; photosComing: number; language: string; jobs: string; answersJson: string },
  Selectable<Contacts>
>((slot) =>
  tables
    .with('c', (db) =>
      db
        .insertInto('contacts')
        .values({
          id: slot('id'),
          submission_key: slot('submissionKey'),
          form: slot('form'),
          name: slot('name'),
          email: slot('email'),
          phone: slot('phone'),
          answers: sql`${slot('answersJson')}::jsonb`,
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
          language: slot('language'),
          // A copy stored after its submission was delivered is delivered too.
          notified_at: (eb) =>
            eb
              .selectFrom('jobs')
              .select(sql<Date>`(result->>'sentAt')::timestamptz`.as('sent_at'))
              .where('key', '=', sql<string>`'office-email:' || ${slot('submissionKey')}`)
              .where(sql<boolean>`result->>'state' = 'sent'`),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returningAll(),
    )
    // Kysely writes a raw CTE as it is: its parentheses are written here.
    .with(
      'j',
      () => sql`(${sql.raw(insertJobsSql)}${slot('jobs')}::jsonb) AS j(${sql.raw(jobColumns)})
      WHERE EXISTS (SELECT 1 FROM c) ON CONFLICT (key) DO NOTHING)`,
    )
    .selectFrom('c')
    .selectAll(),
);

function createLeadStore(db: Db): LeadStore {
  let closing: Promise<void> | undefined;
  return {
    db,
    async insert(lead, tx = db, jobs = []) {
      const row = await first(
        tx,
        insertLead({
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
          language: lead.language ?? '',
          jobs: jobsJson(jobs),
          answersJson: JSON.stringify(lead.answers),
        }),
      );
      if (!row) throw new DuplicateLeadError(lead.id);
      return toLead(row);
    },

    async patch(id, changes, windowMs) {
      // The browser's report counts only until the server has tried itself: from then on the delivery
      // record decides emailSent and emailError, so a later report cannot overwrite the server's.
      // Correlated on the updated row (no join): this form plans in about half the time, which is most of its cost.
      const undelivered = sql<boolean>`NOT EXISTS (SELECT 1 FROM jobs j WHERE j.key = 'office-email:' || contacts.submission_key
        AND j.attempts > 0)`;
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
      if (row) return { status: 'updated', lead: toLead(row) };
      const exists = await first(db, tables.selectFrom('contacts').select('id').where('id', '=', id));
      return { status: exists ? 'too-old' : 'missing' };
    },

    async get(id) {
      const row = await first(db, leadsWithDelivery.where('contacts.id', '=', id));
      return row ? toLead(row) : undefined;
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
      return row ? toLead(row) : undefined;
    },

    async find(filter) {
      let query = leadsWithDelivery.where((eb) => eb.and(conditions(filter)));
      for (const term of filter.order) {
        query = query.orderBy(columnSql(term.column, 'contacts'), term.descending ? 'desc' : 'asc');
      }
      // A stable tie-break keeps paging deterministic.
      query = query.orderBy('contacts.id', 'asc');
      if (filter.limit !== undefined) query = query.limit(filter.limit);
      if (filter.offset !== undefined) query = query.offset(filter.offset);
      return (await run(db, query)).map(toLead);
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
      return rows.map(toLead);
    },

    async delivery(submissionKey) {
      const rows = await db.query<Row>(
        `SELECT ${deliveryStateOf('j')} AS state, contact_id, claimed_by, claimed_at, result, attempts, payload
         FROM jobs j WHERE key = 'office-email:' || $1::text`,
        [submissionKey],
      );
      return rows[0]?.state ? toDelivery(submissionKey, rows[0]) : undefined;
    },

    // Idempotent: shutdown paths may both try.
    close() {
      closing ??= db.close();
      return closing;
    },
  };
}

// A staff query's conditions, each value cast to its column's type as PostgREST would read it.
function conditions(filter: LeadFilter) {
  return filter.where.map((condition) => {
    const column = columnSql(condition.column, 'contacts');
    if (condition.op === 'is' || condition.op === 'isnot') {
      const not = condition.op === 'isnot' ? sql`NOT ` : sql``;
      const value = condition.value === null ? sql`NULL` : condition.value ? sql`TRUE` : sql`FALSE`;
      return sql<boolean>`${column} IS ${not}${value}`;
    }
    const operator = sql.raw({ eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[condition.op]);
    const type = typeof condition.column === 'string' ? filterColumns[condition.column].type : 'text';
    return sql<boolean>`${column} ${operator} ${condition.value}::${sql.raw(type)}`;
  });
}

// A column of table `alias`, or the value of the answer to a question ('' when unanswered; a several question's
// values joined with ", ").
function columnSql(column: FilterColumn, alias: string) {
  if (typeof column === 'string') return sql.ref(`${alias}.${filterColumns[column].sql}`);
  return sql`coalesce((SELECT CASE jsonb_typeof(a->'value') WHEN 'array' THEN (SELECT string_agg(v, ', ') FROM jsonb_array_elements_text(a->'value') v)
    ELSE a->>'value' END FROM jsonb_array_elements(${sql.ref(`${alias}.answers`)}) a WHERE a->>'key' = ${column.answer} LIMIT 1), '')`;
}

// Later than `ms` before the database's now.
function ago(ms: number) {
  return sql<Date>`now() - (${ms}::double precision * interval '1 millisecond')`;
}

function toDelivery(submissionKey: string, row: Row): Delivery {
  const json = (value: unknown) => ((typeof value === 'string' ? JSON.parse(value) : value) ?? {}) as Record<string, unknown>;
  const result = json(row.result);
  const payload = json(row.payload);
  const sentAt = typeof result.sentAt === 'string' ? new Date(result.sentAt) : null;
  return {
    submissionKey,
    leadId: String(row.contact_id),
    state: row.state as Delivery['state'],
    claimedBy: String(row.claimed_by),
    claimedAt: row.claimed_at as Date,
    sentAt,
    messageId: (payload.messageId as string | undefined) ?? (result.messageId as string | undefined) ?? null,
    attempts: Number(row.attempts),
    recipients: parseRecipients(JSON.stringify(result.recipients ?? {})),
  };
}
