export { createSpeedStore, firstContactSql };
export type { SpeedStore, UntouchedLead, ReportLead, EscalationLevel };

import type { Db } from '../store/db.ts';

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

type Row = Record<string, unknown>;

// A lead's first contact: its first status change from New, first note, or first Call / E-mail tap.
const firstContactSql = (lead: string) => `(SELECT min(e.at) FROM lead_events e WHERE e.contact_id = ${lead}
  AND (e.kind IN ('note', 'contact') OR (e.kind = 'status' AND e.from_value = 'new')))`;

// An error_ copy is the same submission as its lead.
const notACopy = `NOT (starts_with(c.id, 'error_') AND EXISTS (
  SELECT 1 FROM contacts o WHERE o.submission_key = c.submission_key AND NOT starts_with(o.id, 'error_')))`;

function createSpeedStore(db: Db): SpeedStore {
  return {
    async recordContact(contactId, actor, via) {
      const rows = await db.query(
        `INSERT INTO lead_events (contact_id, actor, kind, to_value) SELECT id, $2, 'contact', $3 FROM contacts WHERE id = $1 RETURNING 1`,
        [contactId, actor, via],
      );
      return rows.length > 0;
    },

    async untouched(withinMs) {
      const rows = await db.query<Row>(
        `SELECT c.id, c.name, c.phone, c.city, c.service_type, c.created_at,
           (SELECT string_agg(e.to_value, ',') FROM lead_events e WHERE e.contact_id = c.id AND e.kind = 'escalation') AS escalated
         FROM contacts c
         WHERE c.status = 'new' AND NOT c.spam AND ${notACopy}
           AND c.created_at > now() - ($1::double precision * interval '1 millisecond')
           AND ${firstContactSql('c.id')} IS NULL
           -- A count per lead, not NOT EXISTS: the planner could turn that into an anti-join scanning every lead's history.
           AND (SELECT count(*) FROM lead_events e WHERE e.contact_id = c.id AND e.kind = 'escalation' AND e.to_value = 'promise') = 0
         ORDER BY c.created_at`,
        [withinMs],
      );
      return rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        phone: String(row.phone ?? ''),
        city: String(row.city ?? ''),
        serviceType: String(row.service_type ?? ''),
        createdAt: new Date(row.created_at as string),
        escalated: row.escalated ? (String(row.escalated).split(',') as EscalationLevel[]) : [],
      }));
    },

    async claimEscalation(contactId, level, owner, text) {
      // The history line is the claim: a unique index lets one instance write it, once.
      const rows = await db.query(
        `INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
         SELECT c.id, 'server', 'escalation', $2, $4 FROM contacts c
         WHERE c.id = $1 AND c.status = 'new' AND NOT c.spam AND ${firstContactSql('c.id')} IS NULL
         ON CONFLICT (contact_id, to_value) WHERE kind = 'escalation' DO NOTHING
         RETURNING $3::text`,
        [contactId, level, owner, text],
      );
      return rows.length > 0;
    },

    async reportLeads(from, to) {
      const rows = await db.query<Row>(
        `SELECT c.id, c.created_at, c.utm_source, c.referrer, ${firstContactSql('c.id')} AS first_contact_at
         FROM contacts c
         WHERE NOT c.spam AND ${notACopy} AND c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz
         ORDER BY c.created_at`,
        [from.toISOString(), to.toISOString()],
      );
      return rows.map((row) => ({
        id: String(row.id),
        createdAt: new Date(row.created_at as string),
        utmSource: String(row.utm_source ?? ''),
        referrer: String(row.referrer ?? ''),
        firstContactAt: row.first_contact_at ? new Date(row.first_contact_at as string) : null,
      }));
    },
  };
}
