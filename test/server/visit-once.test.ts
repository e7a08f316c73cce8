// @vitest-environment node
// One visit is one visit, and one address costs the store a bounded amount a day, on both stores: a visit's first
// page counts once whatever its batches say, an address's first pages past its daily cap are not counted, and its
// events past their daily cap are not stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/store/db.ts';
import { createVisitStore } from '../../src/server/visits/visit-store.ts';
import type { VisitSettings } from '../../src/server/visits/visit-settings.ts';
import { startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const settings: VisitSettings = {
  keepDays: 90,
  ratePerMinute: 100_000,
  firstPagesPerDay: 5,
  eventsPerDay: 2000,
  rollUpEveryMs: 0,
  towns: false,
};
/** What one address's day at the event cap may add to the store, whatever its events carry. */
const dayBoundBytes = 2 * 1024 * 1024;

describe('embedded store (PGlite): one visit is one visit', () => {
  onceContract(() => startApp({ visits: settings, trustProxy: true }));
});

describe.skipIf(!testDatabaseUrl)(
  `PostgreSQL store: one visit is one visit${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    const schema = uniqueSchema('visit_once');
    afterAll(() => dropSchema(schema));
    onceContract(() => startApp({ databaseUrl: testDatabaseUrl, databaseSchema: schema, visits: settings, trustProxy: true }));
  },
);

function onceContract(start: () => Promise<RunningApp>) {
  let running: RunningApp;
  let db: Db;
  const today = new Date().toISOString().slice(0, 10);
  const visitsToday = async () => (await createVisitStore(db).landings(today, today)).reduce((sum, row) => sum + row.visits, 0);
  beforeAll(async () => {
    running = await start();
    db = running.app.leads.store.db;
  });
  afterAll(() => running?.close());

  it('counts 20 first pages in one batch as one visit', async () => {
    await db.query('DELETE FROM visit_events');
    const pages = Array.from({ length: 20 }, (_, i) => ({ k: 'view', p: `/forged-${i}`, l: 1, us: `source-${i}`, uc: `campaign-${i}` }));
    expect((await post(running.url, { s: 'session-twenty-firsts', e: pages }, '198.51.100.1')).status).toBe(204);
    expect(await visitsToday()).toBe(1);
    const landings = await createVisitStore(db).landings(today, today);
    expect(landings.map((row) => [row.landing, row.source, row.campaign])).toEqual([['/forged-0', 'source-0', 'campaign-0']]);
  });

  it('counts one session sent in 5 batches, each with a first page, as one visit', async () => {
    await db.query('DELETE FROM visit_events');
    for (let i = 0; i < 5; i++) {
      const events = [
        { k: 'view', p: `/again-${i}`, l: 1 },
        { k: 'call', p: `/again-${i}` },
      ];
      expect((await post(running.url, { s: 'session-five-batches', e: events }, '198.51.100.2')).status).toBe(204);
    }
    expect(await visitsToday()).toBe(1);
    // The later batches' taps are still kept: only their first pages are not.
    const pages = await createVisitStore(db).pages(today, today);
    expect(pages.reduce((sum, row) => sum + row.calls, 0)).toBe(5);
  });

  it('does not count an address past its first pages of the day: the report bends by the cap at most', async () => {
    await db.query('DELETE FROM visit_events');
    for (let i = 0; i < 3 * settings.firstPagesPerDay; i++) {
      expect((await post(running.url, { s: `session-flood-${i}`, e: [{ k: 'view', p: '/', l: 1 }] }, '198.51.100.3')).status).toBe(204);
    }
    expect(await visitsToday()).toBe(settings.firstPagesPerDay);
    // Another address still counts.
    expect((await post(running.url, { s: 'session-honest-1', e: [{ k: 'view', p: '/', l: 1 }] }, '198.51.100.4')).status).toBe(204);
    expect(await visitsToday()).toBe(settings.firstPagesPerDay + 1);
  });

  it('stores nothing more from an address past its events of the day, and a day of its most costly traffic stays under the bound', async () => {
    await db.query('DELETE FROM visit_events');
    const before = await storeBytes(db);
    // The costliest events there are: each on a path of its own, as long as a path may be.
    const requests = settings.eventsPerDay / 20;
    for (let r = 0; r < requests + 5; r++) {
      const events = Array.from({ length: 20 }, (_, i) => ({
        k: 'quote',
        p: `/${String(r * 20 + i).padStart(6, '0')}-${'x'.repeat(292)}`,
      }));
      expect((await post(running.url, { s: `session-costly-${r}`, e: events }, '198.51.100.5')).status).toBe(204);
    }
    expect(await count(db, 'visit_events')).toBe(settings.eventsPerDay);
    const grown = (await storeBytes(db)) - before;
    console.log(
      `A day of one address at the event cap (${settings.eventsPerDay} events, each on a 300-character path of its own): ` +
        `${(grown / 1e6).toFixed(2)} MB (${Math.round(grown / settings.eventsPerDay)} bytes an event); bound ${(dayBoundBytes / 1e6).toFixed(2)} MB`,
    );
    expect(grown).toBeLessThan(dayBoundBytes);
    // Another address still stores.
    expect((await post(running.url, { s: 'session-honest-2', e: [{ k: 'view', p: '/' }] }, '198.51.100.6')).status).toBe(204);
    expect(await count(db, 'visit_events')).toBe(settings.eventsPerDay + 1);
  });
}

function post(url: string, body: unknown, address: string) {
  return fetch(`${url}/api/visits`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain', 'user-agent': browser, 'x-forwarded-for': address },
  });
}

async function count(db: Db, table: string): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0]!.n;
}

// The visit tables with their indexes and TOAST.
async function storeBytes(db: Db): Promise<number> {
  const rows = await db.query<{ n: string }>(
    `SELECT (pg_total_relation_size('visit_events') + pg_total_relation_size('visit_paths'))::text AS n`,
  );
  return Number(rows[0]!.n);
}
