export { openPglite };

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { lockFolder } from './folder-lock.ts';
import { clearStalePidFile, durablePgliteOptions } from './pglite-durable.ts';
import { preparedStatements } from './pglite-statements.ts';

// Embedded PostgreSQL in a folder, guarded by a lock file so only this process writes it.
async function openPglite(folder: string, log: (message: string) => void = () => {}): Promise<Db> {
  mkdirSync(dirname(folder), { recursive: true });
  const lock = await lockFolder(folder);
  if (lock.tookOver) log(`The embedded database in ${folder}: ${lock.tookOver}`);
  const cleared = clearStalePidFile(folder);
  if (cleared) log(`The embedded database in ${folder}: ${cleared}`);
  let pg: PGlite;
  try {
    // Every statement is on disk before its result returns: relaxedDurability off, and syncs that reach the disk.
    pg = await PGlite.create({ ...durablePgliteOptions(folder), relaxedDurability: false });
  } catch (error) {
    lock.release();
    throw error;
  }
  // Planning a statement costs the embedded database more than running it: each is parsed and planned once.
  const statements = preparedStatements(pg);
  const db: Db = {
    kind: 'pglite',
    location: folder,
    query<T>(sql: string, params: unknown[] = []) {
      return statements.query<T>(sql, params);
    },
    async exec(sql: string) {
      try {
        await pg.exec(sql);
      } finally {
        // A script may change tables under prepared statements.
        await statements.forget();
      }
    },
    // Only migrations use transactions (rarely): PGlite's own statements, and prepared ones forgotten after.
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      try {
        return await transaction(fn);
      } finally {
        await statements.forget();
      }
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock.release();
      }
    },
  };
  return db;

  function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return pg.transaction((tx) =>
      fn({
        async query<R>(sql: string, params: unknown[] = []) {
          return (await tx.query<R>(sql, params)).rows;
        },
        async exec(sql: string) {
          await tx.exec(sql);
        },
      }),
    );
  }
}
