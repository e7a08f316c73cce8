// The embedded database's own thread: PGlite runs its queries here, so a long search or export never holds the
// thread that answers the site's pages. The main thread's driver (pglite-driver.ts) sends it one message per call.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { durablePgliteOptions } from './pglite-durable.ts';
import { preparedStatements } from './pglite-statements.ts';
import { keepDatabaseFilesOwnerOnly } from './owner-only-files.ts';

/** A call from the driver; `tx` names an open transaction. */
type Call =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'forget' }
  | { id: number; op: 'close' };

const port = parentPort!;
const { folder } = workerData as { folder: string };
// The database's files and WAL hold leads and password hashes: its owner's alone.
keepDatabaseFilesOwnerOnly();
// Every statement is on disk before its result returns: relaxedDurability off, and syncs that reach the disk.
// pg_trgm: the trigram index behind the inbox's search.
const pg = await PGlite.create({ ...durablePgliteOptions(folder), relaxedDurability: false, extensions: { pg_trgm } });
// Planning a statement costs the embedded database more than running it: each is parsed and planned once.
const statements = preparedStatements(pg);
const open = new Map<number, { tx: Transaction; end(commit: boolean): void; done: Promise<void> }>();
let transactions = 0;

port.on('message', (call: Call) => {
  void answer(call).then(
    (result) => {
      port.postMessage({ id: call.id, result });
      // Closed: with nothing left to listen to, the thread ends on its own rather than being stopped mid-work.
      if (call.op === 'close') port.close();
    },
    (error: unknown) => port.postMessage({ id: call.id, error: plain(error) }),
  );
});
port.postMessage({ ready: true });

async function answer(call: Call): Promise<unknown> {
  switch (call.op) {
    case 'query':
      if (call.tx !== undefined) return (await transaction(call.tx).query(call.sql, call.params)).rows;
      return statements.query(call.sql, call.params);
    case 'exec':
      if (call.tx !== undefined) {
        await transaction(call.tx).exec(call.sql);
        return null;
      }
      try {
        await pg.exec(call.sql);
      } finally {
        // A script may change tables under prepared statements.
        await statements.forget();
      }
      return null;
    case 'begin':
      return begin();
    case 'end': {
      const entry = open.get(call.tx);
      if (!entry) throw new Error('No such transaction');
      open.delete(call.tx);
      entry.end(call.commit);
      // Answered once COMMIT (or ROLLBACK) ran, with its failure if it failed.
      await entry.done;
      return null;
    }
    case 'forget':
      await statements.forget();
      return null;
    case 'close':
      if (!pg.closed) await pg.close();
      return null;
  }
}

// Opens a transaction that stays open until the driver ends it; resolves with its number once BEGIN ran.
function begin(): Promise<number> {
  const number = ++transactions;
  return new Promise((started, failed) => {
    let end: (commit: boolean) => void = () => {};
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    const done = pg.transaction(async (tx) => {
      open.set(number, { tx, end, done });
      started(number);
      if (!(await ended)) await tx.rollback();
    });
    done.catch((error: unknown) => {
      if (!open.has(number)) return;
      open.delete(number);
      failed(error);
    });
  });
}

function transaction(number: number): Transaction {
  const entry = open.get(number);
  if (!entry) throw new Error('No such transaction');
  return entry.tx;
}

// What crosses to the main thread of an error: its message and PostgreSQL's fields.
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'severity', 'position', 'where', 'schema']) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined && (typeof value === 'string' || typeof value === 'number')) fields[key] = value;
  }
  return fields;
}
