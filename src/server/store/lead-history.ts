export { createLeadHistory, searchCountCap };
export type { LeadHistory, LeadEvent, EventKind, InboxFilter, InboxPage, UsedValue };

import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { LeadEvents } from './database.generated.ts';
import type { Db } from './db.ts';
import type { Lead, LeadStatus } from './lead.ts';
import { leadsWithDelivery, toLead } from './lead-row.ts';
import { first, run, tables } from './query.ts';
import { answerLabels, leadPages } from './lead-pages.ts';
import type { LeadQuestions } from '../../content/questions.ts';
import { keysNamed } from './lead-answers.ts';
import { searchCondition } from './lead-search.ts';

/** Every kind the history table allows, as its migrations define them. */
type EventKind = LeadEvents['kind'];

/** One line of a lead's history. */
interface LeadEvent {
  at: Date;
  /** A staff address, 'server' or 'script'. */
  actor: string;
  kind: EventKind;
  from: string | null;
  to: string | null;
  text: string | null;
}

/** What the inbox list asks for; every part optional. */
interface InboxFilter {
  q?: string;
  status?: LeadStatus;
  service?: string;
  city?: string;
  /** Sent in one of these languages ('' stands for the main language's older leads). */
  languages?: string[];
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  before?: Date;
  spam: 'exclude' | 'only' | 'all';
  /** Unset: every matching lead (the CSV). */
  page?: { limit: number; offset: number };
}

/** A value answered in some lead, with the words it was stored with. */
interface UsedValue {
  value: string;
  text: string;
}

/** A search counts its matches up to this many; the list says "more than" beyond. */
const searchCountCap = 1000;

/** A page of leads, newest first, with the counts the inbox shows. */
interface InboxPage {
  leads: Lead[];
  /** Leads the filter matches; with a search, at most `searchCountCap` (`totalCapped` then says there are more). */
  total: number;
  /** A search matched more than `searchCountCap` leads: `total` is that cap. */
  totalCapped: boolean;
  /** Non-spam leads with status new, whatever the filter. */
  newCount: number;
}

/** The office's follow-up of leads: status, spam marks, notes and the history of all of it. */
interface LeadHistory {
  /** A lead's events, oldest first. */
  events(leadId: string): Promise<LeadEvent[]>;
  /** Sets the status and records the change; false when the lead does not exist. */
  setStatus(leadId: string, status: LeadStatus, actor: string): Promise<boolean>;
  /** Marks or clears spam and records the change; false when the lead does not exist. */
  setSpam(leadId: string, spam: boolean, actor: string): Promise<boolean>;
  /** Appends a note or a resend; false when the lead does not exist. */
  addEvent(leadId: string, actor: string, kind: 'note' | 'resend', text: string | null): Promise<boolean>;
  /** Leads matching the inbox filter. */
  list(filter: InboxFilter): Promise<InboxPage>;
  /** Every lead matching the inbox filter (its page ignored), newest first, a page of rows at a time: the exports. */
  pages(filter: InboxFilter): AsyncGenerator<Lead[]>;
  /** Lets a delivered or failed submission be e-mailed again, as a new message to every address. */
  reopenDelivery(submissionKey: string, messageId: string): Promise<void>;
  /** Services and towns answered in leads (value and words), for the filters. */
  usedValues(): Promise<{ service: UsedValue[]; town: UsedValue[] }>;
  /** The answers' labels of the leads matching the filter, each once, in the order first seen: the CSV's columns. */
  answerLabels(filter: InboxFilter): Promise<string[]>;
}

// An error_ copy is the same submission as its lead: the inbox shows the lead only. OFFSET 0 keeps the lookup per
// copy, through the submission_key index; without it the planner reads every lead's key into a hash first.
const notACopy = sql<boolean>`NOT (starts_with(c.id, 'error_') AND EXISTS (
  SELECT 1 FROM contacts o WHERE o.submission_key = c.submission_key AND NOT starts_with(o.id, 'error_') OFFSET 0))`;

// The town and service questions' keys (the questions whose choices are the towns or the services): what the
// inbox's filters look for in the answers. Without the site's questions, the keys the stored fields moved to.
function createLeadHistory(db: Db, questions?: LeadQuestions): LeadHistory {
  const keys = {
    town: questions ? keysNamed(questions, 'town') : ['city'],
    service: questions ? keysNamed(questions, 'service') : ['serviceType'],
  };
  const where = (filter: InboxFilter) => inboxWhere(filter, keys);
  // One statement: the change and its event commit together, and only a real change is recorded.
  async function change(leadId: string, column: 'status' | 'spam', value: string, actor: string): Promise<boolean> {
    const rows = await run(
      db,
      sql<{ id: string }>`WITH old AS (SELECT id, ${sql.ref(column)}::text AS was FROM contacts WHERE id = ${leadId} FOR UPDATE),
        u AS (UPDATE contacts c SET ${sql.ref(column)} = ${value}::text::${sql.raw(column === 'spam' ? 'boolean' : 'text')}
          FROM old WHERE c.id = old.id AND old.was <> ${value}::text RETURNING old.was),
        e AS (INSERT INTO lead_events (contact_id, actor, kind, from_value, to_value)
          SELECT ${leadId}, ${actor}, ${column}, u.was, ${value}::text FROM u)
       SELECT id FROM old`,
    );
    return rows.length > 0;
  }

  return {
    async events(leadId) {
      const rows = await run(db, tables.selectFrom('lead_events').selectAll().where('contact_id', '=', leadId).orderBy('id'));
      return rows.map((row) => ({ at: row.at, actor: row.actor, kind: row.kind, from: row.from_value, to: row.to_value, text: row.text }));
    },

    setStatus: (leadId, status, actor) => change(leadId, 'status', status, actor),

    setSpam: (leadId, spam, actor) => change(leadId, 'spam', String(spam), actor),

    async addEvent(leadId, actor, kind, text) {
      const rows = await run(
        db,
        tables
          .insertInto('lead_events')
          .columns(['contact_id', 'actor', 'kind', 'text'])
          .expression(
            tables
              .selectFrom('contacts')
              .select(['id', sql.val(actor).as('actor'), sql.val(kind).as('kind'), sql.val(text).as('text')])
              .where('id', '=', leadId),
          )
          .returning('id'),
      );
      return rows.length > 0;
    },

    async list(filter) {
      const where = inboxWhere(filter, keys);
      // Counted apart: the total through the search index, the new leads through their own partial index. A search's
      // count stops past the cap: every match of a common word is checked against the text again, and a count of
      // 10,000 would cost more than the page itself.
      const counted = filter.q?.trim()
        ? sql<{
            total: number;
          }>`SELECT count(*) AS total FROM (SELECT 1 FROM contacts c WHERE ${where} LIMIT ${sql.lit(searchCountCap + 1)}) matches`
        : sql<{ total: number }>`SELECT count(*) AS total FROM contacts c WHERE ${where}`;
      const paging = filter.page ? sql`LIMIT ${filter.page.limit} OFFSET ${filter.page.offset}` : sql``;
      const [total, newCount, rows] = await Promise.all([
        first(db, counted),
        first(
          db,
          sql<{ new_count: number }>`SELECT count(*) AS new_count FROM contacts c WHERE c.status = 'new' AND NOT c.spam AND ${notACopy}`,
        ),
        // ANY (ARRAY (...)): the page's leads by their key, not a join that reads the whole table.
        run(
          db,
          leadsWithDelivery
            .where(
              sql<boolean>`contacts.id = ANY (ARRAY (SELECT c.id FROM contacts c WHERE ${where} ORDER BY c.created_at DESC, c.id DESC ${paging}))`,
            )
            .orderBy('contacts.created_at', 'desc')
            .orderBy('contacts.id', 'desc'),
        ),
      ]);
      const matches = total?.total ?? 0;
      // Only a search's count stops at the cap: a list of 20,000 leads without one has 800 pages, not 40.
      const capped = Boolean(filter.q?.trim()) && matches > searchCountCap;
      return {
        leads: rows.map(toLead),
        total: capped ? searchCountCap : matches,
        totalCapped: capped,
        newCount: newCount?.new_count ?? 0,
      };
    },

    pages: (filter) => {
      // The page reader takes its condition as text and parameters, as the staff token's export writes it.
      const condition = where(filter).compile(tables);
      return leadPages(db, { where: condition.sql, params: [...condition.parameters] }, 'newest');
    },

    answerLabels: (filter) => {
      const condition = where(filter).compile(tables);
      return answerLabels(db, { where: condition.sql, params: [...condition.parameters] });
    },

    async reopenDelivery(submissionKey, messageId) {
      await db.query(
        `UPDATE jobs SET state = 'waiting', result = '{"recipients": {}}', payload = jsonb_build_object('messageId', $2::text),
           run_after = now(), updated_at = now()
         WHERE key = 'office-email:' || $1::text AND state <> 'running'`,
        [submissionKey, messageId],
      );
    },

    async usedValues() {
      const rows = await run(
        db,
        sql<{ named: 'service' | 'town'; value: string; text: string }>`SELECT CASE WHEN a->>'key' = ANY(${keys.town}::text[])
           THEN 'town' ELSE 'service' END AS named, a->>'value' AS value, min(a->>'text') AS text
         FROM contacts c CROSS JOIN jsonb_array_elements(c.answers) a
         WHERE a->>'key' = ANY(${[...keys.town, ...keys.service]}::text[]) AND jsonb_typeof(a->'value') = 'string'
         GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const of = (named: string) => rows.filter((row) => row.named === named).map(({ value, text }) => ({ value, text }));
      return { service: of('service'), town: of('town') };
    },
  };
}

function inboxWhere(filter: InboxFilter, keys: { town: string[]; service: string[] }): RawBuilder<boolean> {
  const parts = [notACopy];
  const q = filter.q?.trim();
  if (q) parts.push(searchCondition(q));
  if (filter.status) parts.push(sql`c.status = ${filter.status}`);
  if (filter.service) parts.push(answered(keys.service, filter.service));
  if (filter.city) parts.push(answered(keys.town, filter.city));
  if (filter.languages) parts.push(sql`c.language IN (${sql.join(filter.languages)})`);
  if (filter.from) parts.push(sql`c.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.before) parts.push(sql`c.created_at < ${filter.before.toISOString()}::timestamptz`);
  if (filter.spam === 'exclude') parts.push(sql`NOT c.spam`);
  if (filter.spam === 'only') parts.push(sql`c.spam`);
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

// The lead answered one of these questions with this value (jsonb containment: one key and value in the list).
function answered(keys: readonly string[], value: string): RawBuilder<boolean> {
  const each = keys.map((key) => sql`c.answers @> ${JSON.stringify([{ key, value }])}::jsonb`);
  return each.length ? sql<boolean>`(${sql.join(each, sql` OR `)})` : sql<boolean>`false`;
}
