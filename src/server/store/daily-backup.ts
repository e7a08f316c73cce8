export { dailyBackups };
export type { DailyBackups };

import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { writeBackup } from './backup.ts';
import { rewriteWithout } from './backup-rewrite.ts';
import type { DeletionLog } from './deletion-log.ts';
import type { LeadStore } from './lead-store.ts';

/** The daily backup; the job runner calls `tick` a minute after the start, then each hour (a missed day is made up). */
interface DailyBackups {
  /** Writes today's backup unless it exists; resolves with its path, or undefined when there was nothing to do. */
  runNow(now?: Date): Promise<string | undefined>;
  /** runNow with its outcome in the log. */
  tick(): Promise<string | undefined>;
  /** Rewrites every daily backup without the deletion log's leads (after a backup being written); resolves with the
   * rows left out. */
  forget(log: DeletionLog): Promise<number>;
}

const prefix = 'leads-backup-';

// The embedded store backs itself up once a day into DATA_DIR/backups, keeping the newest `keep` files: a copy of
// the folder taken while the server runs is not a backup, and a contractor's server rarely has anyone to make one.
function dailyBackups(
  store: LeadStore,
  options: { folder: string; keep: number; log: { info(message: string): void; error(message: string): void } },
): DailyBackups {
  const { folder, keep, log } = options;
  let running: Promise<string | undefined> | undefined;
  async function runNow(now = new Date()): Promise<string | undefined> {
    const file = join(folder, `${prefix}${localDay(now)}.jsonl.gz`);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (backups(folder).includes(file)) return undefined;
    const partial = `${file}.partial`;
    const gzip = createGzip();
    const written = gzip.pipe(createWriteStream(partial, { mode: 0o600 }));
    try {
      await writeBackup(store.db, async (line) => {
        if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
      });
      gzip.end();
      await finished(written);
      await rename(partial, file);
    } catch (error) {
      gzip.destroy();
      rmSync(partial, { force: true });
      throw error;
    }
    for (const old of backups(folder).slice(0, -keep)) rmSync(old, { force: true });
    return file;
  }
  function tick(): Promise<string | undefined> {
    running ??= runNow()
      .then((file) => {
        if (file) log.info(`Daily backup written to ${file}`);
        return file;
      })
      .catch((error: unknown) => {
        log.error(`The daily backup failed: ${(error as Error).message}`);
        return undefined;
      })
      .finally(() => (running = undefined));
    return running;
  }
  async function forget(log: DeletionLog): Promise<number> {
    // One at a time with the day's backup: one begun before a deletion is written before it is rewritten.
    const done = (running ?? Promise.resolve(undefined)).then(async () => {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      let left = 0;
      for (const file of backups(folder)) left += await rewriteWithout(file, log);
      return left;
    });
    running = done
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (running = undefined));
    return done;
  }
  return { runNow, tick, forget };
}

// Oldest first: the names sort by their day.
function backups(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.jsonl.gz'))
    .sort()
    .map((name) => join(folder, name));
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
