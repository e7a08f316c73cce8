export { openPglite };

import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './db.ts';
import { lockFolder } from './folder-lock.ts';
import { clearStalePidFile } from './pglite-durable.ts';

/** How long a closed database's thread may take to end before it is stopped. */
const threadEndMs = 5_000;

/** An answer from the database's thread. */
type Answer = { id: number; result?: unknown; error?: Record<string, unknown> } | { ready: true };

// Embedded PostgreSQL in a folder, guarded by a lock file so only this process writes it. PGlite runs on a
// thread of its own (pglite-thread.ts): a long search or export never holds the thread that answers pages.
async function openPglite(folder: string, log: (message: string) => void = () => {}): Promise<Db> {
  mkdirSync(dirname(folder), { recursive: true, mode: 0o700 });
  const lock = await lockFolder(folder);
  if (lock.tookOver) log(`The embedded database in ${folder}: ${lock.tookOver}`);
  const cleared = clearStalePidFile(folder);
  if (cleared) log(`The embedded database in ${folder}: ${cleared}`);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let calls = 0;
  let closed = false;
  let gone: Error | undefined;
  const worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), { workerData: { folder } });
  try {
    await new Promise<void>((ready, failed) => {
      worker.once('error', failed);
      worker.once('exit', (code) => failed(new Error(`The embedded database's thread stopped (exit code ${code})`)));
      worker.on('message', (answer: Answer) => {
        if ('ready' in answer) {
          worker.off('error', failed);
          ready();
          return;
        }
        const call = pending.get(answer.id);
        if (!call) return;
        pending.delete(answer.id);
        if (answer.error) call.reject(Object.assign(new Error(String(answer.error.message)), answer.error));
        else call.resolve(answer.result);
      });
    });
  } catch (error) {
    await worker.terminate();
    lock.release();
    throw error;
  }
  // PGlite makes its folder with the umask's mode; what it holds is the owner's alone.
  chmodSync(folder, 0o700);
  // A thread that dies fails every call waiting on it, and every later one.
  worker.on('error', (error) => stop(error));
  worker.on('exit', () => stop(new Error('PGlite is closed')));

  function stop(error: Error): void {
    gone ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  }

  function send<T>(message: Record<string, unknown>): Promise<T> {
    if (closed || gone) return Promise.reject(new Error('PGlite is closed'));
    const id = ++calls;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  }

  const db: Db = {
    kind: 'pglite',
    location: folder,
    query<T>(sql: string, params: unknown[] = []) {
      return send<T[]>({ op: 'query', sql, params });
    },
    async exec(sql: string) {
      await send({ op: 'exec', sql });
    },
    // A transaction stays open on the thread until `fn` settles; other calls wait for it there.
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const tx = await send<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn({
          query: <R>(sql: string, params: unknown[] = []) => send<R[]>({ op: 'query', sql, params, tx }),
          exec: async (sql: string) => {
            await send({ op: 'exec', sql, tx });
          },
        });
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      // Statements planned before a schema change (migrations) are planned again.
      await send({ op: 'forget' });
      return result;
    },
    // One connection only: every call is already on it.
    session<T>(fn: (connection: Queryable) => Promise<T>) {
      return fn(db);
    },
    async close() {
      try {
        if (!closed && !gone) {
          // Never rejects (an 'error' is the other listeners' concern): a failed close must leave nothing dangling.
          const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
          await send({ op: 'close' });
          closed = true;
          // The thread ends by itself once its database is closed; stopping it by force is the last resort.
          const stopping = setTimeout(() => {
            log(`The embedded database in ${folder}: its thread did not end within ${threadEndMs / 1000} s of closing, stopped`);
            void worker.terminate();
          }, threadEndMs);
          await ended;
          clearTimeout(stopping);
        }
      } finally {
        closed = true;
        lock.release();
      }
    },
  };
  return db;
}
