export { openPglite };

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { lockFolder } from './folder-lock.ts';

// Embedded PostgreSQL in a folder, guarded by a lock file so only this process writes it.
async function openPglite(folder: string, log: (message: string) => void = () => {}): Promise<Db> {
  mkdirSync(dirname(folder), { recursive: true });
  const lock = await lockFolder(folder);
  if (lock.tookOver) log(`The embedded database in ${folder}: ${lock.tookOver}`);
  let pg: PGlite;
  try {
    // relaxedDurability stays false: every statement is on disk before its result returns.
    pg = await PGlite.create(folder, { relaxedDurability: false });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db: Db = {
    kind: 'pglite',
    location: folder,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
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
}
