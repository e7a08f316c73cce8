export { createSpeedStore, firstContactSql };
export type { SpeedStore, UntouchedLead, ReportLead, EscalationLevel };

import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import { run, tables } from '../store/query.ts';

/** first: the lead waited the alert time untouched; promise: it nears the response promise. */
type EscalationLevel = 'first' | 'promise';

/** A lead nobody has contacted yet. */
interface UntouchedLead {
  id: string;
  name: string;
  /** What the escalation e-mail needs to act on it at once: the number to call, what and where (stored values). */
  phone: string;
  city: string;
  serviceType: string;
  createdAt: Date;
  /** Escalations already made. */
  escalated: EscalationLevel[];
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
  recordContact(contactId: string, actor: string, via: 'call' | 'email'): Promise<boolean>;
  /** Leads still new, not spam, never contacted, received within `withinMs` and not yet escalated to the last level,
   * oldest first: a lead alerted near the promise is not read again every pass. */
  untouched(withinMs: number): Promise<UntouchedLead[]>;
  /** Claims one escalation of a lead and records it in its history; false when it was made already (by anyone)
   * or the lead was contacted meanwhile. */
  claimEscalation(contactId: string, level: EscalationLevel, owner: string, text: string): Promise<boolean>;
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
    async recordContact(contactId, actor, via) {
      const rows = await run(
        db,
        tables
          .insertInto('lead_events')
          .columns(['contact_id', 'actor', 'kind', 'to_value'])
          .expression(
            tables
              .selectFrom('contacts')
              .select(['id', sql.val(actor).as('actor'), sql.lit('contact').as('kind'), sql.val(via).as('to_value')])
              .where('id', '=', contactId),
          )
          .returning('id'),
      );
      return rows.length > 0;
    },

    async untouched(withinMs) {
      const rows = await run(
        db,
        sql<{ id: string; name: string; phone: string; city: string; service_type: string; created_at: Date; escalated: string | null }>`
         SELECT c.id, c.name, c.phone, c.city, c.service_type, c.created_at,
           (SELECT string_agg(e.to_value, ',') FROM lead_events e WHERE e.contact_id = c.id AND e.kind = 'escalation') AS escalated
         FROM contacts c
         WHERE c.status = 'new' AND NOT c.spam AND ${notACopy}
           AND c.created_at > now() - (${withinMs}::double precision * interval '1 millisecond')
           AND ${firstContactSql('c.id')} IS NULL
           -- A count per lead, not NOT EXISTS: the planner could turn that into an anti-join scanning every lead's history.
           AND (SELECT count(*) FROM lead_events e WHERE e.contact_id = c.id AND e.kind = 'escalation' AND e.to_value = 'promise') = 0
         ORDER BY c.created_at`,
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        city: row.city,
        serviceType: row.service_type,
        createdAt: row.created_at,
        escalated: row.escalated ? row.escalated.split(',').filter(isEscalationLevel) : [],
      }));
    },

    async claimEscalation(contactId, level, owner, text) {
      // The history line is the claim: a unique index lets one instance write it, once.
      const rows = await run(
        db,
        sql<{ owner: string }>`INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
         SELECT c.id, 'server', 'escalation', ${level}, ${text} FROM contacts c
         WHERE c.id = ${contactId} AND c.status = 'new' AND NOT c.spam AND ${firstContactSql('c.id')} IS NULL
         ON CONFLICT (contact_id, to_value) WHERE kind = 'escalation' DO NOTHING
         RETURNING ${owner}::text AS owner`,
      );
      return rows.length > 0;
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
