// @vitest-environment node
import { readdirSync, writeFileSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/server/store/backup.ts';
import { backupLines } from '../../src/server/store/backup-lines.ts';
import { dailyBackups } from '../../src/server/store/daily-backup.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const cleanup = cleanUpAfterAll();

describe('daily backups of the embedded store', () => {
  it('writes one file a day, keeps the newest, and each restores', { timeout: 120_000 }, async () => {
    const data = await freshDataDir();
    cleanup(() => data.remove());
    const store = await openStore({ dataDir: data.dir });
    cleanup(() => store.close());
    await store.db.query(
      `INSERT INTO contacts (id, submission_key, form, name, email, phone) VALUES ('contact_1', '1', 'estimate', 'Daily Kept', 'd@example.com', '1')`,
    );
    const folder = join(data.dir, 'backups');
    const errors: string[] = [];
    const backups = dailyBackups(store, { folder, keep: 3, log: { info: () => {}, error: (message) => errors.push(message) } });

    const first = await backups.runNow(new Date(2026, 10, 20, 9));
    expect(first).toBe(join(folder, 'leads-backup-2026-11-20.jsonl.gz'));
    // The same day again: nothing new.
    expect(await backups.runNow(new Date(2026, 10, 20, 18))).toBeUndefined();
    writeFileSync(join(folder, 'leads-backup-2026-11-01.jsonl.gz'), 'older');
    for (const day of [21, 22, 23]) await backups.runNow(new Date(2026, 10, day, 9));
    expect(readdirSync(folder).sort()).toEqual([
      'leads-backup-2026-11-21.jsonl.gz',
      'leads-backup-2026-11-22.jsonl.gz',
      'leads-backup-2026-11-23.jsonl.gz',
    ]);
    expect(errors).toEqual([]);

    const other = await freshDataDir();
    cleanup(() => other.remove());
    const target = await openStore({ dataDir: other.dir });
    cleanup(() => target.close());
    const lines = backupLines(createReadStream(join(folder, 'leads-backup-2026-11-23.jsonl.gz')).pipe(createGunzip()));
    expect((await restoreBackup(target.db, lines)).rows.contacts).toBe(1);
    expect(await target.db.query('SELECT name FROM contacts')).toEqual([{ name: 'Daily Kept' }]);
  });
});
