export { openPostgres };

import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './db.ts';

/** Statement texts that get a name (prepared once per connection); the rest (rare staff queries) run unnamed. */
const maxNamed = 200;
/** PostgreSQL's answer when a prepared statement's result columns changed under it (another instance migrated). */
const resultTypeChanged = '0A000';

/** Runs statements on a pool or a client, each text prepared once per connection under a name made from it. */
type Runner = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

// A PostgreSQL pool; `schema` (tests, several deployments in one database) becomes the search_path.
async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}"`);
  }
  if (schema) await createSchema(connectionString, schema);
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser: typeParser },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, not at the first lead, when the database is unreachable.
  await pool.query('SELECT 1');
  const named = statementNames();
  return {
    kind: 'postgres',
    location: describe(connectionString, schema),
    async query<T>(sql: string, params: unknown[] = []) {
      return (await named.run((config) => pool.query(config), sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await named.run((config) => client.query(config), sql, params)).rows as R[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async session<T>(fn: (connection: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        return await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await named.run((config) => client.query(config), sql, params)).rows as R[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
      } finally {
        // Settings made in the session must not leak to the pool's next user.
        await client.query('RESET ALL').catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

// bigint columns (identities, counts) come back as numbers, as the embedded store gives them: both stores share one
// row type, and no identity or count here nears 2^53.
function typeParser(oid: number, format?: 'text' | 'binary') {
  return oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format);
}

// Planning is most of a short statement's cost on the server: each text is parsed and planned once per connection.
// After another instance changed a table, a statement prepared before it fails once; it is then prepared anew
// under a new name (the old one stays unused on connections that had it).
function statementNames() {
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined && names.size < maxNamed) {
      name = `ls_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}_${generation}`;
      names.set(sql, name);
    }
    return name;
  };
  return {
    async run(runner: Runner, sql: string, params: unknown[]): Promise<pg.QueryResult> {
      const name = nameOf(sql);
      try {
        return await runner({ name, text: sql, values: params });
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        if (name === undefined || code !== resultTypeChanged || !message?.includes('cached plan')) throw error;
        generation++;
        names.delete(sql);
        return runner({ name: nameOf(sql), text: sql, values: params });
      }
    },
  };
}

async function createSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // IF NOT EXISTS still fails when two instances create it at the same moment: take turns.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`schema ${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

function describe(connectionString: string, schema?: string): string {
  try {
    const url = new URL(connectionString);
    return `postgres://${url.host}${url.pathname}${schema ? ` (schema ${schema})` : ''}`;
  } catch {
    return 'postgres';
  }
}
