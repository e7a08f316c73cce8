export { readDeletionLog, logged, forgets, idHash };
export type { DeletionLog };

import { createHash } from 'node:crypto';
import type { Queryable } from './db.ts';

/** The hashed ids of deleted leads' records and of the visits that sent them. */
interface DeletionLog {
  leads: Set<string>;
  visits: Set<string>;
}

async function readDeletionLog(tx: Queryable): Promise<DeletionLog> {
  const log: DeletionLog = { leads: new Set(), visits: new Set() };
  for (const row of await tx.query<{ id: string; kind: string }>('SELECT id, kind FROM deletion_log')) logged(log, row);
  return log;
}

function logged(log: DeletionLog, row: { id: unknown; kind: unknown }): void {
  if (typeof row.id !== 'string') return;
  if (row.kind === 'lead') log.leads.add(row.id);
  if (row.kind === 'visit') log.visits.add(row.id);
}

// A backup's row that belongs to a deleted lead: the lead, or a row naming it (history, photos, delivery, the
// counter's events), or an event of a visit that sent one.
function forgets(log: DeletionLog, table: string, row: Record<string, unknown>): boolean {
  if (log.leads.size === 0 && log.visits.size === 0) return false;
  if (table === 'contacts') return log.leads.has(idHash(String(row.id)));
  if (table === 'visit_events' && log.visits.has(idHash(String(row.session)))) return true;
  for (const column of ['contact_id', 'lead_id']) {
    const value = row[column];
    if (typeof value === 'string' && log.leads.has(idHash(value))) return true;
  }
  return false;
}

// The log keeps an id's SHA-256, not the id: a lead's id tells when it was sent. Ids are random: no guessing back.
function idHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
