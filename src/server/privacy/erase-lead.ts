export { eraseLead };

import type { Db } from '../store/db.ts';
import { idHash } from '../store/deletion-log.ts';

/** What an erasure removed, for the answer and the logs (counts only). */
interface Erased {
  /** The lead's records: itself and its error_ copy, if any. */
  ids: string[];
  /** Visit events removed: every event of the visits that sent it. */
  visitEvents: number;
}

// Deletes a lead and everything about it in one transaction: its records (the lead and its error_ copy), their
// history, the e-mail delivery record, and the visits that sent it (every event of those visits); then records that
// a deletion happened, by whom and when, and nothing of the data; logs the hashed ids of the records and visits (a
// restore leaves their rows out) and adds the job that rewrites the daily backups and reclaims the space. Undefined when there
// is no such lead.
async function eraseLead(db: Db, id: string, actor: string): Promise<Erased | undefined> {
  return db.transaction(async (tx) => {
    const lead = await tx.query<{ submission_key: string }>('SELECT submission_key FROM contacts WHERE id = $1 FOR UPDATE', [id]);
    if (!lead[0]) return undefined;
    const key = lead[0].submission_key;
    const ids = (await tx.query<{ id: string }>('SELECT id FROM contacts WHERE submission_key = $1', [key])).map((row) => row.id);
    const visits = (
      await tx.query<{ session: string }>('SELECT DISTINCT session FROM visit_events WHERE lead_id = ANY($1::text[])', [ids])
    ).map((row) => row.session);
    const events = await tx.query(
      `DELETE FROM visit_events WHERE lead_id = ANY($1::text[])
         OR session IN (SELECT session FROM visit_events WHERE lead_id = ANY($1::text[]))
       RETURNING 1`,
      [ids],
    );
    await tx.query('DELETE FROM visit_counted_leads WHERE lead_id = ANY($1::text[])', [ids]);
    await tx.query('DELETE FROM lead_events WHERE contact_id = ANY($1::text[])', [ids]);
    await tx.query('DELETE FROM deliveries WHERE submission_key = $1', [key]);
    await tx.query('DELETE FROM contacts WHERE submission_key = $1', [key]);
    await tx.query('INSERT INTO lead_deletions (actor) VALUES ($1)', [actor]);
    await tx.query(
      `INSERT INTO deletion_log (id, kind)
       SELECT id, 'lead' FROM unnest($1::text[]) AS id UNION ALL SELECT id, 'visit' FROM unnest($2::text[]) AS id
       ON CONFLICT (id) DO NOTHING`,
      [ids.map(idHash), visits.map(idHash)],
    );
    await tx.query(`INSERT INTO jobs (kind, key) VALUES ('reclaim', $1) ON CONFLICT (key) DO NOTHING`, [`reclaim:${idHash(id)}`]);
    return { ids, visitEvents: events.length };
  });
}
