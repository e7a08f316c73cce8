export { openPostgres };

import pg from 'pg';
import type { Db, Queryable } from './db.ts';

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
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, not at the first lead, when the database is unreachable.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    location: describe(connectionString, schema),
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
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
            return (await client.query(sql, params)).rows as R[];
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
    async close() {
      await pool.end();
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
