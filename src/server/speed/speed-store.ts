export { createSpeedStore, firstContactSql };
export type { SpeedStore, EscalatedLead, EscalationOutcome, ReportLead, EscalationLevel };

import { sql } from 'kysely';
import type { LeadForm } from '../../content/lead-form.ts';
import type { Answer } from '../../content/questions.ts';
import { parseAnswers } from '../store/lead-row.ts';
import type { Db } from '../store/db.ts';
import { run, tables } from '../store/query.ts';

/** first: the lead waited the alert time untouched; promise: it nears the response promise. */
type EscalationLevel = 'first' | 'promise';

/** A lead an escalation job is about. */
interface EscalatedLead {
  id: string;
  name: string;
  /** What the escalation e-mail needs to act on it at once: the number to call, what and where (its answers). */
  phone: string;
  form: LeadForm;
  answers: Answer[];
  createdAt: Date;
  /** Still new, not spam, never contacted, and not the copy of a stored lead: the office still owes it an answer. */
  waiting: boolean;
}

/** What an escalation job decided: escalate (with the history line's text), wait until an instant, or nothing to do. */
interface EscalationOutcome {
  job: number;
  leadId: string | null;
  level: EscalationLevel;
  outcome: 'escalate' | 'wait' | 'answered' | 'not-chased';
  text?: string;
  waitUntil?: Date;
}

/** What the speed report reads of a lead. */
interface ReportLead {
  id: string;
  createdAt: Date;
  utmSource: string;
  referrer: string;
  firstContactAt: Date | null;
}

interface SpeedStore {
  /** A Call or E-mail tap in the inbox: first contact when nothing came before. */
  recordContact(leadId: string, actor: string, via: 'call' | 'email'): Promise<boolean>;
  /** The leads of escalation jobs (a deleted one is missing). */
  escalatedLeads(ids: string[]): Promise<EscalatedLead[]>;
  /** Writes what escalation jobs claimed by `owner` decided, in one statement: each escalation's history line (when
   * the lead still waits and that level was not made before, by anyone), and each job done or waiting again.
   * Answers the escalations written. */
  recordEscalations(outcomes: EscalationOutcome[], owner: string): Promise<{ leadId: string; level: EscalationLevel }[]>;
  /** Non-spam leads received in [from, to), with their first contact. */
  reportLeads(from: Date, to: Date): Promise<ReportLead[]>;
}

// A lead's first contact: its first status change from New, first note, or first Call / E-mail tap.
function firstContactSql(lead: string) {
  return sql<Date | null>`(SELECT min(e.at) FROM lead_events e WHERE e.contact_id = ${sql.ref(lead)}
  AND (e.kind IN ('note', 'contact') OR (e.kind = 'status' AND e.from_value = 'new')))`;
}

// An error_ copy is the same submission as its lead.
const notACopy = sql<boolean>`NOT (starts_with(c.id, 'error_') AND EXISTS (
  SELECT 1 FROM contacts o WHERE o.submission_key = c.submission_key AND NOT starts_with(o.id, 'error_')))`;

function createSpeedStore(db: Db): SpeedStore {
  return {
    async recordContact(leadId, actor, via) {
      const rows = await run(
        db,
        tables
          .insertInto('lead_events')
          .columns(['contact_id', 'actor', 'kind', 'to_value'])
          .expression(
            tables
              .selectFrom('contacts')
              .select(['id', sql.val(actor).as('actor'), sql.lit('contact').as('kind'), sql.val(via).as('to_value')])
              .where('id', '=', leadId),
          )
          .returning('id'),
      );
      return rows.length > 0;
    },

    async escalatedLeads(ids) {
      const rows = await run(
        db,
        sql<{ id: string; name: string; phone: string; form: LeadForm; answers: unknown; created_at: Date; waiting: boolean }>`
         SELECT c.id, c.name, c.phone, c.form, c.answers, c.created_at,
           (c.status = 'new' AND NOT c.spam AND ${notACopy} AND ${firstContactSql('c.id')} IS NULL) AS waiting
         FROM contacts c WHERE c.id = ANY(${ids}::text[])`,
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        form: row.form,
        answers: parseAnswers(row.answers),
        createdAt: row.created_at,
        waiting: row.waiting,
      }));
    },

    async recordEscalations(outcomes, owner) {
      // The history line is the escalation's mark: a unique index lets it be written once per lead and level, and only
      // while the lead still waits (checked again here, so a call or a note a moment before wins).
      const rows = await run(
        db,
        sql<{ contact_id: string; to_value: string }>`
         WITH d AS (
           SELECT * FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
             AS d(job bigint, "leadId" text, level text, outcome text, text text, "waitUntil" timestamptz)),
         e AS (
           INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
           SELECT c.id, 'server', 'escalation', d.level, d.text FROM d JOIN contacts c ON c.id = d."leadId"
           WHERE d.outcome = 'escalate' AND c.status = 'new' AND NOT c.spam AND ${firstContactSql('c.id')} IS NULL
           ON CONFLICT (contact_id, to_value) WHERE kind = 'escalation' DO NOTHING
           RETURNING contact_id, to_value),
         j AS (
           UPDATE jobs SET
             state = CASE WHEN d.outcome = 'wait' THEN 'waiting' ELSE 'done' END,
             run_after = CASE WHEN d.outcome = 'wait' THEN d."waitUntil" ELSE jobs.run_after END,
             attempts = CASE WHEN d.outcome = 'wait' THEN 0 ELSE jobs.attempts END,
             result = CASE WHEN d.outcome = 'wait' THEN NULL
               ELSE jsonb_build_object('state', CASE WHEN d.outcome <> 'escalate' THEN d.outcome
                 WHEN e.contact_id IS NULL THEN 'not-needed' ELSE 'escalated' END) END,
             error = NULL, updated_at = now()
           FROM d LEFT JOIN e ON e.contact_id = d."leadId" AND e.to_value = d.level
           WHERE jobs.id = d.job AND jobs.claimed_by = ${owner} AND jobs.state = 'running')
         SELECT contact_id, to_value FROM e`,
      );
      return rows.flatMap((row) => (isEscalationLevel(row.to_value) ? [{ leadId: row.contact_id, level: row.to_value }] : []));
    },

    async reportLeads(from, to) {
      const rows = await run(
        db,
        tables
          .selectFrom('contacts as c')
          .select(['c.id', 'c.created_at', 'c.utm_source', 'c.referrer', firstContactSql('c.id').as('first_contact_at')])
          .where(notACopy)
          .where('c.spam', '=', false)
          .where('c.created_at', '>=', from)
          .where('c.created_at', '<', to)
          .orderBy('c.created_at'),
      );
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        utmSource: row.utm_source,
        referrer: row.referrer,
        firstContactAt: row.first_contact_at,
      }));
    },
  };
}

function isEscalationLevel(value: string): value is EscalationLevel {
  return value === 'first' || value === 'promise';
}
