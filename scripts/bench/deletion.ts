// What a deletion costs afterwards on the embedded store, and how long the lead's values stay in the data folder:
// 5,000 leads (one in ten with a phone photo), seven daily backups; then one lead is deleted and the reclaim job's
// two parts are timed: the lead tables rewritten with the WAL it was in, then the daily backups rewritten without it.
// `npm run bench -- --only deletion`; prints as it goes.
export { benchDeletion };

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { eraseLead } from '../../src/server/privacy/erase-lead.ts';
import { reclaimSpace } from '../../src/server/privacy/reclaim-job.ts';
import { dailyBackups } from '../../src/server/store/daily-backup.ts';
import { readDeletionLog } from '../../src/server/store/deletion-log.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { cameraPhoto } from '../../test/support/camera-photo.ts';

async function benchDeletion(count = 5000): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-deletion-'));
  console.log('\nDeletion on the embedded store (scripts/bench/deletion.ts)');
  try {
    const store = await openStore({ dataDir: folder });
    const photo = await cameraPhoto({ width: 1600, height: 1200 });
    let at = performance.now();
    await store.db.query(
      `INSERT INTO contacts (id, submission_key, form, name, email, phone, message)
     SELECT 'contact_' || i, i::text, 'estimate', 'Bench Person ' || i, 'bench' || i || '@example.com', '(239) 555-0142',
            repeat('A message about windows. ', 8)
     FROM generate_series(1, $1::int) AS i`,
      [count],
    );
    for (let i = 1; i <= count; i += 10) {
      await store.db.query(
        `INSERT INTO lead_photos (contact_id, name, bytes, width, height, byte_size) VALUES ($1, 'porch.jpg', $2, 1600, 1200, $3)`,
        [`contact_${i}`, photo, photo.length],
      );
    }
    console.log(`${count} leads, ${Math.ceil(count / 10)} photos of ${(photo.length / 1024).toFixed(0)} KB: stored in ${seconds(at)}`);
    const backupFolder = join(folder, 'backups');
    const backups = dailyBackups(store, { folder: backupFolder, keep: 7, log: { info: () => {}, error: console.error } });
    at = performance.now();
    for (let day = 1; day <= 7; day += 1) await backups.runNow(new Date(2026, 10, day, 9));
    const sizes = readdirSync(backupFolder).map((name) => statSync(join(backupFolder, name)).size);
    console.log(
      `7 daily backups of ${mb(sizes[0]!)} each: written in ${seconds(at)} (one: ${((performance.now() - at) / 7000).toFixed(1)} s)`,
    );

    const lead = 'contact_11';
    const email = Buffer.from(`bench11@example.com`);
    at = performance.now();
    await eraseLead(store.db, lead, 'bench');
    console.log(`Deleted ${lead} (it has a photo) in ${seconds(at)}; its e-mail is in: ${holding(folder, email).join(', ') || 'no file'}`);
    // In the job's order: the database's files first, then the backups.
    at = performance.now();
    await reclaimSpace(store.db);
    console.log(`VACUUM FULL of the lead tables, WAL switch and checkpoint: ${seconds(at)}`);
    console.log(`Its e-mail is now in: ${holding(folder, email).join(', ') || 'no file'} (daily backups searched decompressed)`);
    at = performance.now();
    const left = await backups.forget(await readDeletionLog(store.db));
    console.log(`Daily backups rewritten without it (${left} rows left out): ${seconds(at)}`);
    console.log(`Its e-mail is now in: ${holding(folder, email).join(', ') || 'no file'}`);
    const wal = readdirSync(join(folder, 'db', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
    console.log(`WAL segments left: ${wal.length}; data folder ${mb(folderSize(folder))}`);
    await store.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function holding(folder: string, value: Buffer): string[] {
  return (readdirSync(folder, { recursive: true }) as string[]).filter((name) => {
    const path = join(folder, name);
    if (!statSync(path).isFile()) return false;
    const bytes = readFileSync(path);
    return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).includes(value);
  });
}

function folderSize(folder: string): number {
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => statSync(join(folder, name)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

function seconds(from: number): string {
  return `${((performance.now() - from) / 1000).toFixed(1)} s`;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
