// The visit counter's side of `npm run bench`:
// 1. ingestion: batches of the counter's size arriving on their own (Poisson arrivals at a set rate, an open loop:
//    a slow answer never holds the next arrival back), against the real server process; latency is measured from
//    each request's scheduled time, so a queue shows in it; every batch is checked as stored, through the report.
// 2. one simulated year in an embedded store (300 visits and 3 leads a day; days older than 90 rolled up, as the
//    server does): the roll-up's time, the report over the whole year and over the last month, and the database size.
export { benchVisits, printVisits };
export type { VisitBench };

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { quantileSorted } from 'simple-statistics';
import { openStore } from '../../src/server/store/open-store.ts';
import { buildReport } from '../../src/server/visits/report.ts';
import { createVisitStore } from '../../src/server/visits/visit-store.ts';
import { processCpuMs, startServer } from './processes.ts';
import { visitBytes } from './visit-bytes.ts';
import type { VisitBytes } from './visit-bytes.ts';

interface VisitBench {
  ingestion: {
    /** Events per second offered (arrivals), and events per second stored over the run. */
    offeredPerSecond: number;
    storedPerSecond: number;
    eventsPerRequest: number;
    requests: number;
    p50Ms: number;
    p99Ms: number;
    failed: number;
    /** The server process's CPU time per 1,000 events stored (what one core can take: 1,000,000 / this per s). */
    serverCpuMsPer1000: number | undefined;
  };
  year: {
    rawEvents: number;
    rollUpMs: number;
    reportYearMs: number;
    reportMonthMs: number;
    databaseBytes: number;
    folderBytes: number;
  };
  /** Bytes an event before and now, per store. */
  bytes: VisitBytes[];
}

const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

async function benchVisits(options: { eventsPerSecond?: number; seconds?: number } = {}): Promise<VisitBench> {
  const eventsPerSecond = options.eventsPerSecond ?? 1200;
  const seconds = options.seconds ?? 10;
  const token = 'bench-visits-staff-token-0123456789';
  // Behind a trusted proxy, so each visit comes from an address of its own and its town is looked up as on the site.
  const server = await startServer({ VISITS_RATE_LIMIT_PER_MINUTE: '1000000', STAFF_TOKEN: token, TRUST_PROXY: 'true' });
  let ingestion: VisitBench['ingestion'];
  try {
    ingestion = await ingest(server.url, token, eventsPerSecond, seconds, server.pid);
  } finally {
    await server.stop();
  }
  return { ingestion, year: await simulatedYear(), bytes: await visitBytes() };
}

// Each request: a visit's first page, a second page and a tap (3 events), as the counter sends after 3 s.
async function ingest(
  url: string,
  token: string,
  eventsPerSecond: number,
  seconds: number,
  pid: number | undefined,
): Promise<VisitBench['ingestion']> {
  const eventsPerRequest = 3;
  const rate = eventsPerSecond / eventsPerRequest;
  const send = (i: number) =>
    fetch(`${url}/api/visits`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': agent, 'x-forwarded-for': visitorAddress(i) },
      body: JSON.stringify({
        s: `bench-${i}-${Math.random().toString(36).slice(2, 10)}`,
        e: [
          {
            k: 'view',
            p: ['/', '/replacement-windows', '/gallery'][i % 3],
            l: 1,
            r: i % 2 ? 'www.google.com' : '',
            us: i % 4 ? '' : 'google',
            um: i % 4 ? '' : 'cpc',
            uc: '',
            w: 's',
          },
          { k: 'view', p: '/contact', w: 's' },
          { k: i % 2 ? 'call' : 'start', p: '/contact', f: i % 2 ? undefined : 'estimate' },
        ],
      }),
    });
  // Warm-up (not timed): the server's code compiled, the database's caches filled.
  await Promise.all(Array.from({ length: 200 }, (_, i) => send(1_000_000 + i).then((r) => r.arrayBuffer())));

  const count = Math.round(rate * seconds);
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) + 1) / (2 ** 31 + 1);
  const latencies: number[] = [];
  let failed = 0;
  const cpuBefore = processCpuMs(pid);
  const start = performance.now();
  let at = 0;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    at += (-Math.log(random()) / rate) * 1000;
    const wait = start + at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const scheduled = start + at;
    inFlight.push(
      send(i).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 204) failed++;
          latencies.push(performance.now() - scheduled);
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const cpuAfter = processCpuMs(pid);
  const elapsedS = (performance.now() - start) / 1000;
  // Every batch stored: the day's visits as the report counts them (warm-up included).
  const day = new Date().toISOString().slice(0, 10);
  const report = (await (
    await fetch(`${url}/api/visits/report?from=${day}&to=${day}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    totals: { visits: number };
  };
  const stored = report.totals.visits - 200;
  if (stored !== count - failed) throw new Error(`Sent ${count - failed} batches, the report counts ${stored}`);
  latencies.sort((a, b) => a - b);
  return {
    offeredPerSecond: Math.round((count * eventsPerRequest) / (at / 1000)),
    storedPerSecond: Math.round((stored * eventsPerRequest) / elapsedS),
    eventsPerRequest,
    requests: count,
    p50Ms: round(quantileSorted(latencies, 0.5)),
    p99Ms: round(quantileSorted(latencies, 0.99)),
    failed,
    serverCpuMsPer1000:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : round(((cpuAfter - cpuBefore) / (stored * eventsPerRequest)) * 1000),
  };
}

async function simulatedYear(): Promise<VisitBench['year']> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-visits-year-'));
  const store = await openStore({ dataDir });
  try {
    const db = store.db;
    // 300 visits a day for 365 days: each a first page, a second page, and every tenth a call tap.
    await db.exec(`
      INSERT INTO visit_paths (path) VALUES ('/'), ('/replacement-windows'), ('/replacement-windows/hurricane-windows'), ('/door-installation'),
        ('/gallery'), ('/about'), ('/contact');
      INSERT INTO visit_events (at, session, kind, path_id, landing, source, medium, campaign, screen)
      SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - (d || ' days')::interval + (v * 4 || ' minutes')::interval, 'y-' || d || '-' || v, 'view',
        1 + v % 6,
        true,
        (ARRAY['google', 'facebook.com', '(direct)', 'bing.com', 'newsletter'])[1 + v % 5],
        (ARRAY['cpc', 'referral', '(none)', 'referral', 'email'])[1 + v % 5],
        (ARRAY['storm', '', '', '', 'spring'])[1 + v % 5], 's'
      FROM generate_series(0, 364) AS d, generate_series(0, 299) AS v;
      INSERT INTO visit_events (at, session, kind, path_id, screen)
      SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - (d || ' days')::interval + (v * 4 + 1 || ' minutes')::interval, 'y-' || d || '-' || v, 'view', 7, 's'
      FROM generate_series(0, 364) AS d, generate_series(0, 299) AS v;
      INSERT INTO visit_events (at, session, kind, path_id)
      SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - (d || ' days')::interval + (v * 4 + 2 || ' minutes')::interval, 'y-' || d || '-' || v, 'call', 7
      FROM generate_series(0, 364) AS d, generate_series(0, 299, 10) AS v;
      INSERT INTO contacts (id, submission_key, name, email, phone, answers, created_at, page, landing_page, referrer,
        utm_source, utm_medium, utm_campaign, status, notified_at, form)
      SELECT 'contact_' || k, k, 'Year Visitor', 'year@example.com', '(239) 555-0100',
        jsonb_build_array(
          jsonb_build_object('key', 'city', 'label', 'City', 'kind', 'choice', 'value', (ARRAY['cape-coral', 'fort-myers', 'naples'])[1 + l % 3],
            'text', (ARRAY['Cape Coral', 'Fort Myers', 'Naples'])[1 + l % 3]),
          jsonb_build_object('key', 'serviceType', 'label', 'Service', 'kind', 'choice', 'value', 'Windows', 'text', 'Windows')),
        (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - (d || ' days')::interval + (l * 3 || ' hours')::interval, '/contact',
        (ARRAY['/replacement-windows/hurricane-windows?utm_source=google&utm_medium=cpc&utm_campaign=storm', '/', '/gallery'])[1 + l],
        (ARRAY['https://www.google.com/', 'https://www.facebook.com/', ''])[1 + l],
        (ARRAY['google', '', ''])[1 + l], (ARRAY['cpc', '', ''])[1 + l], (ARRAY['storm', '', ''])[1 + l],
        (ARRAY['won', 'lost', 'contacted', 'new'])[1 + (d + l) % 4], now(), 'estimate'
      FROM generate_series(0, 364) AS d, generate_series(0, 2) AS l,
        LATERAL (SELECT lpad((1700000000000 + d * 10 + l)::text, 13, '0') || '_yearvisitor' || lpad(d::text, 3, '0') || l AS k) AS key;
    `);
    const raw = Number((await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM visit_events'))[0]!.n);
    const visits = createVisitStore(db);
    const cutoff = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    let t = performance.now();
    // As the server's first run would: every past day summed, raw events older than 90 days deleted.
    await visits.rollUp(today, cutoff);
    const rollUpMs = round(performance.now() - t);
    await db.exec('VACUUM ANALYZE');
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    // Median of 5: the first also warms the caches.
    const timed = async (from: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        t = performance.now();
        const report = await buildReport(db, { from, to: today });
        times.push(performance.now() - t);
        if (from === yearAgo && (report.totals.visits !== 365 * 300 || report.totals.leads !== 365 * 3)) {
          throw new Error(`The year's report counts ${report.totals.visits} visits and ${report.totals.leads} leads`);
        }
      }
      return round(times.sort((a, b) => a - b)[2]!);
    };
    const reportYearMs = await timed(yearAgo);
    const reportMonthMs = await timed(monthAgo);
    const databaseBytes = Number((await db.query<{ n: string }>('SELECT pg_database_size(current_database())::text AS n'))[0]!.n);
    await store.close();
    const folderBytes = Number(execFileSync('du', ['-sb', join(dataDir, 'db')], { encoding: 'utf8' }).split('\t')[0]);
    return { rawEvents: raw, rollUpMs, reportYearMs, reportMonthMs, databaseBytes, folderBytes };
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printVisits(bench: VisitBench): void {
  const i = bench.ingestion;
  const y = bench.year;
  console.log(
    `Visit events, ${i.eventsPerRequest} per request arriving on their own at ${i.offeredPerSecond}/s: ${i.storedPerSecond} events/s stored, ` +
      `p50 ${i.p50Ms} ms, p99 ${i.p99Ms} ms from each arrival; ${i.failed} of ${i.requests} requests failed; ` +
      `server CPU ${i.serverCpuMsPer1000 ?? '?'} ms per 1,000 events (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(
    `One simulated year (300 visits, 3 leads a day; ${y.rawEvents} events, past days summed and those older than 90 days deleted in ${y.rollUpMs} ms): ` +
      `report over the year ${y.reportYearMs} ms, over the last month ${y.reportMonthMs} ms; database ${(y.databaseBytes / 1e6).toFixed(1)} MB ` +
      `(${(y.folderBytes / 1e6).toFixed(1)} MB on disk)`,
  );
  for (const b of bench.bytes) {
    console.log(
      `Bytes a visit event (${b.store === 'embedded' ? 'embedded store' : 'PostgreSQL'}, table and indexes over ${b.events} events of honest traffic): ` +
        `${b.before} in the form stores held before paths were numbered, ${b.now} now; the upgraded store counts the same visits`,
    );
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

// `tsx scripts/bench/visits.ts`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) printVisits(await benchVisits());

// Spread over the IPv4 space, so the town database is read at many places and its cache rarely helps.
function visitorAddress(i: number): string {
  return `${((i * 7919) % 223) + 1}.${(i * 104_729) % 256}.${(i * 1_299_709) % 256}.${(i * 31) % 256}`;
}
