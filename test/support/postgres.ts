export { testDatabaseUrl, postgresSkipReason, uniqueSchema, dropSchema };

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** CI sets TEST_DATABASE_URL; when it is set and unreachable the suites fail rather than skip. */
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

const postgresSkipReason = testDatabaseUrl
  ? undefined
  : 'PostgreSQL suite skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)';
if (postgresSkipReason) console.info(postgresSkipReason);

// A schema per test file and run, so parallel runs on one database never see each other's rows.
function uniqueSchema(label: string): string {
  return `test_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function dropSchema(schema: string): Promise<void> {
  if (!testDatabaseUrl) return;
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
