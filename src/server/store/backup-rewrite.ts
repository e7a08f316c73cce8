export { rewriteWithout };

import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { backupLines } from './backup-lines.ts';
import { forgets } from './deletion-log.ts';
import type { DeletionLog } from './deletion-log.ts';

// A backup file again without the rows of the deletion log's leads, streamed (one line in memory), written beside
// and renamed over it; its last line counts what it now holds. Resolves with the rows left out (0: file untouched).
async function rewriteWithout(file: string, log: DeletionLog): Promise<number> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = gzip.pipe(createWriteStream(partial, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let left = 0;
  try {
    const rows: Record<string, number> = {};
    for await (const line of backupLines(createReadStream(file).pipe(createGunzip()))) {
      // A row line starts with its table's name: only those are parsed.
      if (!line.startsWith('{"table":')) {
        const item = JSON.parse(line) as { end?: true; tables?: string[] };
        for (const table of item.tables ?? []) rows[table] = 0;
        await write(item.end ? JSON.stringify({ end: true, rows }) : line);
        continue;
      }
      const { table, row } = JSON.parse(line) as { table: string; row: Record<string, unknown> };
      if (forgets(log, table, row)) {
        left += 1;
        continue;
      }
      rows[table] = (rows[table] ?? 0) + 1;
      await write(line);
    }
    gzip.end();
    await finished(written);
    if (left > 0) await rename(partial, file);
    else rmSync(partial, { force: true });
    return left;
  } catch (error) {
    gzip.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
