export { eraseLead };

import type { Db } from '../store/db.ts';
import { first, run, tables } from '../store/query.ts';
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
    const lead = await first(tx, tables.selectFrom('contacts').select('submission_key').where('id', '=', id).forUpdate());
    if (!lead) return undefined;
    const key = lead.submission_key;
    const ids = (await run(tx, tables.selectFrom('contacts').select('id').where('submission_key', '=', key))).map((row) => row.id);
    const visits = (await run(tx, tables.selectFrom('visit_events').select('session').distinct().where('lead_id', 'in', ids))).map(
      (row) => row.session,
    );
    const events = await run(
      tx,
      tables
        .deleteFrom('visit_events')
        .where((eb) =>
          eb.or([
            eb('lead_id', 'in', ids),
            eb('session', 'in', eb.selectFrom('visit_events').select('session').where('lead_id', 'in', ids)),
          ]),
        )
        .returning('id'),
    );
    await run(tx, tables.deleteFrom('visit_counted_leads').where('lead_id', 'in', ids));
    await run(tx, tables.deleteFrom('lead_events').where('contact_id', 'in', ids));
    await run(tx, tables.deleteFrom('jobs').where('key', '=', `office-email:${key}`));
    await run(tx, tables.deleteFrom('contacts').where('submission_key', '=', key));
    await run(tx, tables.insertInto('lead_deletions').values({ actor }));
    const logged = [
      ...ids.map((one) => ({ id: idHash(one), kind: 'lead' as const })),
      ...visits.map((one) => ({ id: idHash(one), kind: 'visit' as const })),
    ];
    await run(
      tx,
      tables
        .insertInto('deletion_log')
        .values(logged)
        .onConflict((conflict) => conflict.column('id').doNothing()),
    );
    await run(
      tx,
      tables
        .insertInto('jobs')
        .values({ kind: 'reclaim', key: `reclaim:${idHash(id)}` })
        .onConflict((conflict) => conflict.column('key').doNothing()),
    );
    return { ids, visitEvents: events.length };
  });
}
