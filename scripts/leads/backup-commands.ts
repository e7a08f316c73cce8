export { saveBackup, restoreFile };

import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { restoreBackup } from '../../src/server/store/backup.ts';
import { backupLines } from '../../src/server/store/backup-lines.ts';
import { openStore } from '../../src/server/store/open-store.ts';

// `backup FILE`: the running server writes the snapshot (the embedded database has one owner: the server).
async function saveBackup(baseUrl: string, token: string, file: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/staff/backup`, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(
      `Cannot reach the server at ${baseUrl} (${cause}). A backup is taken from the running server: start it, or set LEADS_API_URL.`,
    );
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string; hint?: string } | null;
    throw new Error(
      `The server refused the backup (${response.status}): ${body?.message ?? response.statusText}. ${body?.hint ?? ''}`.trim(),
    );
  }
  // Written beside, then renamed: a cut-off download never replaces a good backup.
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await chmod(partial, 0o600);
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(`The backup stopped part-way (${(error as Error).message}); nothing was written to ${file}.`);
  }
  await rename(partial, file);
  return `Backup written to ${file}\n`;
}

// `restore FILE [--replace]`: straight into the store the server would open (DATABASE_URL, else DATA_DIR/db), with
// the server stopped; the embedded store's folder lock refuses while a server runs.
async function restoreFile(file: string, env: NodeJS.ProcessEnv, replace: boolean): Promise<string> {
  const store = await openStore({
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
  });
  try {
    const summary = await restoreBackup(store.db, backupLines(createReadStream(file).pipe(createGunzip())), { replace });
    const counts = Object.entries(summary.rows)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    // Rows of leads deleted (before or after the backup was made) are left out: they stay deleted.
    const left = summary.forgotten ? `; ${summary.forgotten} rows of deleted leads left out` : '';
    const restored = `Restored ${file} into ${store.db.kind === 'pglite' ? store.db.location : 'PostgreSQL'}: ${counts}${left}\n`;
    return summary.deletionsUnknown ? restored + unknownDeletions(summary.madeAt) : restored;
  } finally {
    await store.close();
  }
}

// The deletion log lives in the store: a store that had none cannot leave out leads deleted after the backup was made.
function unknownDeletions(madeAt: string | undefined): string {
  const when = madeAt ? `made ${madeAt.slice(0, 16).replace('T', ' ')} UTC` : 'made before it';
  return (
    `Note: this store held no record of deleted leads, so a lead deleted after this backup was ${when} is back. ` +
    'If the site deleted leads since, restore your newest backup first (it carries the record of every deletion), ' +
    'then this one with --replace: the deleted leads then stay out.\n'
  );
}
