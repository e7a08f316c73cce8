// @vitest-environment node
// A restore reads its file one line at a time: a hostile backup (a small gzip that unpacks to lines of 600 MB) ends
// with a message that names the line and the table, in bounded memory, and restores nothing.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';
import { freshDataDir } from '../support/data-dir.ts';

const cleanup = cleanUpAfterAll();
const work = mkdtempSync(join(tmpdir(), 'restore-bounded-'));
cleanup(() => rmSync(work, { recursive: true, force: true }));

const version = Math.max(...migrations.map((migration) => migration.version));
const header = gzipSync(`${JSON.stringify({ backup: 'leads', version, createdAt: new Date().toISOString(), tables: ['contacts'] })}\n`);
const small = join(work, 'small.jsonl.gz');
const oneLine = join(work, 'one-long-line.jsonl.gz');
const twelveLines = join(work, 'twelve-long-lines.jsonl.gz');

beforeAll(async () => {
  // A row of contacts whose note is 600 MB of one letter: about 0.6 MB gzipped.
  const long = join(work, 'long-line.gz');
  const megabyte = Buffer.alloc(1024 * 1024, 'A');
  await pipeline(
    Readable.from(
      (function* () {
        yield Buffer.from('{"table":"contacts","row":{"id":"contact-hostile","note":"');
        for (let index = 0; index < 600; index += 1) yield megabyte;
        yield Buffer.from('"}}\n');
      })(),
    ),
    createGzip({ level: 9 }),
    createWriteStream(long),
  );
  // Gzip members one after another make one file: the header, then the long line once or twelve times.
  const member = readFileSync(long);
  writeFileSync(oneLine, Buffer.concat([header, member]));
  writeFileSync(twelveLines, Buffer.concat([header, ...Array.from({ length: 12 }, () => member)]));
  writeFileSync(small, Buffer.concat([header, gzipSync(`${JSON.stringify({ end: true, rows: { contacts: 0 } })}\n`)]));
  // What a restore costs with nothing to restore: the embedded database and the command themselves.
  const data = await freshDataDir();
  cleanup(() => data.remove());
  const result = await restore(small, data.dir);
  expect(result.code).toBe(0);
  baselineMb = result.peakMb;
}, 120_000);
let baselineMb = 0;

// `npm run leads -- restore FILE` in a process of its own, its JavaScript heap capped at 128 MB.
async function restore(file: string, dataDir: string): Promise<{ code: number | null; stderr: string; peakMb: number }> {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=128', '--import', 'tsx', '--import', './test/support/peak-memory.ts', 'scripts/leads.ts', 'restore', file],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  // The figure of the process as a whole (its database thread prints it too).
  const peaks = [...stderr.matchAll(/peak-rss-mb (\d+)/g)].map((match) => Number(match[1]));
  return { code, stderr, peakMb: peaks.length > 0 ? Math.max(...peaks) : Infinity };
}

describe('restoring a hostile backup', () => {
  it.each([
    ['one 600 MB line', oneLine],
    ['twelve 600 MB lines', twelveLines],
  ])('with %s: a message naming the line and the table, bounded memory, nothing restored', { timeout: 120_000 }, async (_label, file) => {
    const data = await freshDataDir();
    cleanup(() => data.remove());
    const result = await restore(file, data.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Line 2 of the backup \(a row of contacts\) is longer than 32 MB.*Nothing was restored/);
    // Before, the first file took 1.3 GB and the second 4.7 GB, then crashed; now a few times the longest line allowed
    // (the embedded database alone varies by some 50 MB from run to run).
    console.info(`restore of ${_label}: peak ${result.peakMb} MB; with nothing to restore: ${baselineMb} MB`);
    expect(result.peakMb).toBeLessThan(baselineMb + 200);
    const store = await openStore({ dataDir: data.dir });
    try {
      expect(await store.db.query('SELECT count(*)::int AS count FROM contacts')).toEqual([{ count: 0 }]);
    } finally {
      await store.db.close();
    }
  });
});
