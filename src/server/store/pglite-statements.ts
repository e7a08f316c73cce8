export { preparedStatements };
export type { PreparedStatements };

import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';

/** Parameterised statements run as named prepared statements: parsed and planned once, not at every call. */
interface PreparedStatements {
  /** Runs one statement with $1.. parameters (outside a transaction) and returns its rows. */
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  /** Forgets every prepared statement (after a schema change: `SELECT *` may now mean other columns). */
  forget(): Promise<void>;
  /** How many statements are prepared now, for tests. */
  readonly size: number;
}

/** A prepared statement's name, the parameter types PostgreSQL chose and its result columns (none: no rows). */
interface Statement {
  name: string;
  types: number[];
  columns: BackendMessage | undefined;
}

const { serialize } = protocol;
/** What the database answers a protocol call with. */
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
/** PostgreSQL's answer when a prepared statement's result columns changed under it. */
const resultTypeChanged = '0A000';

// Keyed by SQL text; the least recently used of more than `max` statements is closed. Names are never reused,
// so a statement being closed can never be mistaken for a new one.
function preparedStatements(pg: PGlite, max = 100): PreparedStatements {
  const statements = new Map<string, Statement>();
  let counter = 0;

  // Each call is one trip into the database: Bind, Execute and Sync together (a failure at any step skips to
  // the Sync, so the connection is ready for the next call whatever happened). The result columns are known
  // from preparing; a table changed since then fails the call (and the statement is prepared again).
  async function run<T>(sql: string, params: unknown[]): Promise<T[]> {
    const statement = statements.get(sql) ?? (await prepare(sql));
    // Most recently used last: the first entry is the one to close when the cache is full.
    statements.delete(sql);
    statements.set(sql, statement);
    const values = params.map((value, i) => serializeValue(pg, value, statement.types[i]));
    const messages = await pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    await pg.syncToFs();
    return (parse.parseResults(statement.columns ? [statement.columns, ...messages] : messages, pg.parsers)[0]?.rows ?? []) as T[];
  }

  async function prepare(sql: string): Promise<Statement> {
    const name = `lead_store_${++counter}`;
    // A statement that fails to parse is not kept (PostgreSQL drops it too).
    const messages = await pg.execProtocolStream(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      columns: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    if (statements.size > max) await close([statements.keys().next().value!]);
    return statement;
  }

  async function close(keys: string[]): Promise<void> {
    const names = keys.map((key) => statements.get(key)!.name);
    for (const key of keys) statements.delete(key);
    if (!names.length) return;
    await pg.execProtocolStream(concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]), {
      syncToFs: false,
    });
  }

  return {
    get size() {
      return statements.size;
    },
    async query<T>(sql: string, params: unknown[]) {
      // As PGlite's own query: "PGlite is closed" after close; never inside someone else's transaction, one
      // protocol exchange at a time.
      await pg._checkReady();
      return pg._runExclusiveTransaction(() =>
        pg.runExclusive(async () => {
          try {
            return await run<T>(sql, params);
          } catch (error) {
            if ((error as { code?: string }).code !== resultTypeChanged || !statements.has(sql)) throw withQuery(error, sql, params);
            // The table changed since it was prepared: prepare it again, once.
            await close([sql]);
            return await run<T>(sql, params).catch((again: unknown) => {
              throw withQuery(again, sql, params);
            });
          }
        }),
      );
    },
    async forget() {
      // A closed database has forgotten them already.
      if (pg.closed) statements.clear();
      if (!statements.size) return;
      await pg._runExclusiveTransaction(() => pg.runExclusive(() => close([...statements.keys()])));
    },
  };
}

// As PGlite's own query does: its serializer for the type PostgreSQL expects, else the value's text.
function serializeValue(pg: PGlite, value: unknown, type: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pg.serializers[type];
  return serializer ? (serializer(value) as string) : String(value);
}

// As PGlite's own errors do: the statement and its parameters travel with the error, for logs.
function withQuery(error: unknown, sql: string, params: unknown[]): unknown {
  if (error && typeof error === 'object' && 'severity' in error) Object.assign(error, { query: sql, params });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
