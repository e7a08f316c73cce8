// What a visit event costs the store: bytes an event (table and indexes, over rows) of the same honest traffic
// in the form stores held before visit events named their path by number (before migration 19), and in today's, on
// the embedded store and, when DATABASE_URL or TEST_DATABASE_URL names one, on PostgreSQL. The old store is then
// upgraded, and its report must count what it counted before.
export { visitBytes };
export type { VisitBytes };

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../../src/server/store/db.ts';
import { migrate, migrations, migrationSql } from '../../src/server/store/migrations.ts';
import { openPglite } from '../../src/server/store/pglite-driver.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { createVisitStore } from '../../src/server/visits/visit-store.ts';
import type { StoredVisitEvent } from '../../src/server/visits/visit-store.ts';

interface VisitBytes {
  store: 'embedded' | 'postgres';
  events: number;
  /** Bytes an event before (migration 17's form) and now. */
  before: number;
  now: number;
}

const visitCount = 10_000;
const paths = ['/', '/replacement-windows', '/replacement-windows/hurricane-windows', '/door-installation', '/gallery', '/about'];
const sources: [string, string, string][] = [
  ['google', 'cpc', 'storm'],
  ['facebook.com', 'referral', ''],
  ['(direct)', '(none)', ''],
  ['bing.com', 'referral', ''],
  ['newsletter', 'email', 'spring'],
];

async function visitBytes(): Promise<VisitBytes[]> {
  const results: VisitBytes[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'bench-visit-bytes-'));
  try {
    results.push(await measure('embedded', (name) => openPglite(join(folder, name))));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (databaseUrl) {
    const schemas: string[] = [];
    try {
      results.push(
        await measure('postgres', (name) => {
          schemas.push(`bench_visit_bytes_${name}_${process.pid}_${randomBytes(3).toString('hex')}`);
          return openPostgres(databaseUrl, schemas.at(-1));
        }),
      );
    } finally {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  return results;
}

async function measure(store: VisitBytes['store'], open: (name: string) => Promise<Db>): Promise<VisitBytes> {
  const events = honestTraffic();
  const old = await open('old');
  let before: number;
  try {
    await oldSchema(old);
    await old.exec(`INSERT INTO visit_events (at, session, kind, path, landing, source, medium, campaign, screen)
      SELECT at::timestamptz, session, kind, path, landing, source, medium, campaign, screen
      FROM json_to_recordset('${JSON.stringify(events).replace(/'/g, "''")}')
        AS e(at text, session text, kind text, path text, landing boolean, source text, medium text, campaign text, screen text)`);
    await old.exec('VACUUM ANALYZE visit_events');
    before = (await relationBytes(old, ['visit_events'])) / events.length;
    const counted = await visitsBySource(old, 'visit_events');
    await migrate(old);
    const upgraded = await visitsBySource(old, 'visit_events JOIN visit_paths ON visit_paths.id = path_id');
    if (JSON.stringify(upgraded) !== JSON.stringify(counted))
      throw new Error(`The upgraded store counts ${JSON.stringify(upgraded)}, not ${JSON.stringify(counted)}`);
  } finally {
    await old.close();
  }
  const fresh = await open('new');
  try {
    await migrate(fresh);
    const visits = createVisitStore(fresh);
    const rows: StoredVisitEvent[] = events.map((event) => ({ ...event, town: '', form: '', leadId: null }));
    for (let i = 0; i < rows.length; i += 2000) await visits.insert(rows.slice(i, i + 2000));
    await fresh.exec('VACUUM ANALYZE visit_events');
    const now = (await relationBytes(fresh, ['visit_events', 'visit_paths'])) / events.length;
    return { store, events: events.length, before: Math.round(before), now: Math.round(now) };
  } finally {
    await fresh.close();
  }
}

// As the server made a store before migration 19.
async function oldSchema(db: Db): Promise<void> {
  await db.exec(
    `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const migration of migrations.filter((m) => m.version < 19)) {
    await db.exec(migrationSql(migration));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
}

// Each visit: a first page, /contact, and every tenth a call tap; sessions made as the counter makes them.
function honestTraffic() {
  const start = Date.now() - 3_600_000;
  return Array.from({ length: visitCount }, (_, v) => {
    const session = crypto.getRandomValues(new Uint32Array(3)).join('-');
    const [source, medium, campaign] = sources[v % sources.length]!;
    const at = (ms: number) => new Date(start + v * 300 + ms).toISOString();
    const blank = { source: '', medium: '', campaign: '', screen: '' };
    return [
      { at: at(0), session, kind: 'view' as const, path: paths[v % paths.length]!, landing: true, source, medium, campaign, screen: 's' },
      { at: at(100), session, kind: 'view' as const, path: '/contact', landing: false, ...blank, screen: 's' },
      ...(v % 10 ? [] : [{ at: at(200), session, kind: 'call' as const, path: '/contact', landing: false, ...blank }]),
    ];
  }).flat();
}

async function relationBytes(db: Db, tables: string[]): Promise<number> {
  const sum = tables.map((table) => `pg_total_relation_size('${table}')`).join(' + ');
  return Number((await db.query<{ n: string }>(`SELECT (${sum})::text AS n`))[0]!.n);
}

async function visitsBySource(db: Db, from: string): Promise<unknown[]> {
  return db.query(`SELECT path, source, count(DISTINCT session)::integer AS visits FROM ${from} WHERE landing GROUP BY 1, 2 ORDER BY 1, 2`);
}
