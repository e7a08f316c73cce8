// The inbox at 50,000 leads: the first page of the list, a search for a name and one for an e-mail address (median
// of 5 each, after one untimed), and the CSV of every lead (time to its first byte and to its last; median of 3),
// on the embedded store and, when DATABASE_URL or TEST_DATABASE_URL names one, on PostgreSQL. The leads go in with one
// SQL statement before the server starts (test/support/lead-fixture.ts); each figure is printed beside the one
// measured before the search index and the streamed exports, on the embedded store.
export { benchScale, printScale };
export type { ScaleBench };

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { median } from 'simple-statistics';
import { readLocalStaffToken } from '../../src/server/staff-token.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { insertLeads } from '../../test/support/lead-fixture.ts';
import { staffSessionCookie } from '../../test/support/staff-account.ts';
import { startServer } from './processes';

/** One store's figures, in ms. */
interface StoreFigures {
  store: 'embedded' | 'postgres';
  firstPageMs: number;
  searchNameMs: number;
  searchEmailMs: number;
  csvFirstByteMs: number;
  csvTotalMs: number;
  csvBytes: number;
}

interface ScaleBench {
  leads: number;
  stores: StoreFigures[];
}

const leads = 50_000;
/** Measured before the index and the streamed exports: embedded store, staff API with a session, this machine. */
const before = {
  firstPageMs: '73-135',
  searchNameMs: '656-667',
  searchEmailMs: '732-774',
  csvFirstByteMs: '5800-6100 (all at once)',
  csvTotalMs: '5800-6100',
};
const goals = { firstPageMs: 100, searchNameMs: 100, searchEmailMs: 100, csvFirstByteMs: 200 };
/** A lead of the fixture: number 120's address. */
const email = 'maria.lopez120@example.com';

async function benchScale(clientDir: string): Promise<ScaleBench> {
  const stores: StoreFigures[] = [];
  console.log(`\nScale: the inbox at ${leads} leads, embedded store...`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const store = await openStore({ dataDir });
    await insertLeads(store.db, leads);
    await store.db.query('ANALYZE contacts');
    await store.close();
    const server = await startServer({ DATA_DIR: dataDir, SITE_DIR: clientDir, RATE_LIMIT_PER_MINUTE: '1000000' });
    try {
      const token = readLocalStaffToken(dataDir);
      if (!token) throw new Error(`No staff token in ${dataDir}`);
      stores.push(await measure('embedded', server.url, token));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (databaseUrl) {
    console.log(`Scale: the inbox at ${leads} leads, PostgreSQL...`);
    const schema = `bench_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
    try {
      const store = await openStore({ dataDir: '', databaseUrl, databaseSchema: schema });
      await insertLeads(store.db, leads);
      await store.db.query('ANALYZE contacts');
      await store.close();
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const token = randomBytes(24).toString('hex');
      const server = await startServer({
        DATABASE_URL: url.href,
        STAFF_TOKEN: token,
        SITE_DIR: clientDir,
        RATE_LIMIT_PER_MINUTE: '1000000',
      });
      try {
        stores.push(await measure('postgres', server.url, token));
      } finally {
        await server.stop();
      }
    } finally {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  return { leads, stores };
}

async function measure(store: StoreFigures['store'], url: string, token: string): Promise<StoreFigures> {
  const cookie = await staffSessionCookie(url, token, 'scale@office.example');
  const headers = { cookie: `${cookie.name}=${cookie.value}` };
  const timed = async (path: string) => {
    const times: number[] = [];
    for (let run = 0; run <= 5; run++) {
      const started = performance.now();
      const response = await fetch(url + path, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      if (run > 0) times.push(performance.now() - started);
    }
    return Math.round(median(times));
  };
  const firstPageMs = await timed('/api/staff/leads?pageSize=25');
  const searchNameMs = await timed('/api/staff/leads?pageSize=25&q=garcia');
  const searchEmailMs = await timed(`/api/staff/leads?pageSize=25&q=${encodeURIComponent(email)}`);
  const csv: { first: number; total: number; bytes: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/staff/leads.csv`, { headers });
    if (!response.ok) throw new Error(`CSV: HTTP ${response.status}`);
    const reader = response.body!.getReader();
    let first: number | undefined;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      first ??= performance.now() - started;
      bytes += value.length;
    }
    csv.push({ first: first ?? 0, total: performance.now() - started, bytes });
  }
  return {
    store,
    firstPageMs,
    searchNameMs,
    searchEmailMs,
    csvFirstByteMs: Math.round(median(csv.map((run) => run.first))),
    csvTotalMs: Math.round(median(csv.map((run) => run.total))),
    csvBytes: csv[0]!.bytes,
  };
}

function printScale(bench: ScaleBench): void {
  const rows: [string, keyof typeof before][] = [
    ['First page of the list', 'firstPageMs'],
    ['Search for a name ("garcia")', 'searchNameMs'],
    [`Search for an e-mail address`, 'searchEmailMs'],
    ['CSV of every lead, first byte', 'csvFirstByteMs'],
    ['CSV of every lead, last byte', 'csvTotalMs'],
  ];
  console.log(`\nThe inbox at ${bench.leads} leads (ms; median of 5, CSV of 3):`);
  console.log(`${'figure'.padEnd(34)}${'before (embedded)'.padEnd(26)}${bench.stores.map((s) => s.store.padEnd(12)).join('')}goal`);
  for (const [label, key] of rows) {
    const goal = key in goals ? `<= ${goals[key as keyof typeof goals]}` : '';
    console.log(`${label.padEnd(34)}${before[key].padEnd(26)}${bench.stores.map((s) => String(s[key]).padEnd(12)).join('')}${goal}`);
  }
  for (const s of bench.stores) console.log(`CSV size (${s.store}): ${(s.csvBytes / 1024 / 1024).toFixed(1)} MB`);
}
