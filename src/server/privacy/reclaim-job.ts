export { reclaimJob, reclaimSpace, leadTables, reclaimLockTimeoutMs };

import type { JobHandler } from '../jobs/job-runner.ts';
import type { DailyBackups } from '../store/daily-backup.ts';
import type { Db } from '../store/db.ts';
import { readDeletionLog } from '../store/deletion-log.ts';

/** The tables a lead's values are written to (rows, history, photos, delivery errors, its visit, its jobs). */
const leadTables = [
  'contacts',
  'lead_events',
  'lead_photos',
  'photo_uploads',
  'visit_events',
  'visit_counted_leads',
  'jobs',
  'acknowledged_addresses',
];

// After a deletion: the lead tables' files are rewritten (the deleted rows' bytes stay in a table's file until then),
// then the daily backups without every lead of the deletion log (the longer part: seconds per backup).
function reclaimJob(deps: { db: Db; backups?: DailyBackups }): JobHandler {
  return {
    attempts: 10,
    backoff: (attempt) => Math.min(60_000 * 2 ** (attempt - 1), 60 * 60_000),
    async run() {
      const startedAt = Date.now();
      await reclaimSpace(deps.db);
      const reclaimMs = Date.now() - startedAt;
      const backupRows = deps.backups ? await deps.backups.forget(await readDeletionLog(deps.db)) : 0;
      return { reclaimMs, backupRows, backupsMs: Date.now() - startedAt - reclaimMs };
    },
  };
}

/** How long a table's rewrite waits for its lock before the job gives up and tries again later. */
const reclaimLockTimeoutMs = 2000;

// VACUUM FULL writes each table and its indexes to new files and removes the old ones (a plain VACUUM only marks the
// space free: the bytes stay until reused). On the embedded store a WAL switch and a checkpoint then let PostgreSQL
// remove the WAL segments that held the rows (it runs without WAL recycling: pglite-durable.ts).
// VACUUM FULL takes a table's exclusive lock, and while it waits for it (behind a long export, say) every later
// statement on that table waits behind it: the lock timeout bounds that stall, one table at a time, and the job's
// retry comes back once the table is free.
async function reclaimSpace(db: Db, lockTimeoutMs = reclaimLockTimeoutMs): Promise<void> {
  await db.session(async (connection) => {
    if (db.kind === 'postgres') await connection.exec(`SET lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
    for (const table of leadTables) await connection.exec(`VACUUM FULL ${table}`);
  });
  if (db.kind !== 'pglite') return;
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}
