// @vitest-environment node
// The visit counter's endpoint and its keeping, on both stores: what is kept, what is refused, and that rolling raw
// events up into daily counts changes no total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitStore } from '../../src/server/visits/visit-store.ts';
import type { Db } from '../../src/server/store/db.ts';
import { startApp, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('embedded store (PGlite): visits', () => {
  visitContract(() =>
    startApp({ visits: { keepDays: 90, ratePerMinute: 1000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: true } }),
  );
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL store: visits${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('visits');
  afterAll(() => dropSchema(schema));
  visitContract(() =>
    startApp({
      databaseUrl: testDatabaseUrl,
      databaseSchema: schema,
      visits: { keepDays: 90, ratePerMinute: 1000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: true },
    }),
  );
});

describe('rate limit', () => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp({
      visits: { keepDays: 90, ratePerMinute: 3, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: true },
    });
  });
  afterAll(() => running?.close());

  it('answers 429 past the limit and keeps nothing more', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await post(running.url, batch(`session-rate-${i}`, [view('/', true)]))).status);
    expect(codes).toEqual([204, 204, 204, 429, 429]);
    expect(await count(running.app.leads.store.db, 'visit_events')).toBe(3);
  });
});

describe('towns', () => {
  const denver = '4.2.150.33'; // placed in Denver, Colorado by DB-IP's database (the pinned version)
  const cases = [
    { towns: true, state: 'CO', says: 'only on that page' },
    { towns: false, state: 'CO', says: 'nowhere with VISITS_TOWNS=off' },
    { towns: true, state: 'ZZ', says: "nowhere when site.yaml's state is no US state" },
  ];
  for (const { towns, state, says } of cases) {
    it(`keeps the first page's town ${says}, and never the address`, async () => {
      const running = await startApp({
        site: { ...testSite, state },
        trustProxy: true,
        visits: { keepDays: 90, ratePerMinute: 1000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns },
      });
      try {
        const body = batch('session-town-1', [view('/', true), { k: 'call', p: '/' }]);
        expect((await post(running.url, body, { 'x-forwarded-for': denver })).status).toBe(204);
        const rows = await running.app.leads.store.db.query<Record<string, unknown>>('SELECT * FROM visit_events ORDER BY id');
        expect(rows.map((row) => [row.kind, row.town])).toEqual([
          ['view', towns && state === 'CO' ? 'denver' : ''],
          ['call', ''],
        ]);
        expect(JSON.stringify(rows)).not.toContain(denver);
      } finally {
        await running.close();
      }
    });
  }
});

function visitContract(start: () => Promise<RunningApp>) {
  let running: RunningApp;
  let db: Db;
  beforeAll(async () => {
    running = await start();
    db = running.app.leads.store.db;
  });
  afterAll(() => running?.close());

  it('keeps a batch: no address, no cookie, the first page with its source', async () => {
    await db.query('DELETE FROM visit_events');
    const response = await post(
      running.url,
      batch('session-keep-1', [view('/roof-replacement?x=1', true, { us: 'Google', um: 'CPC', uc: 'Storm' }), { k: 'call', p: '/' }]),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await db.query<Record<string, unknown>>(
      'SELECT * FROM visit_events JOIN visit_paths ON visit_paths.id = path_id ORDER BY visit_events.id',
    );
    expect(rows.map((row) => [row.kind, row.path, row.landing, row.source, row.medium, row.campaign])).toEqual([
      ['view', '/roof-replacement?x=1', true, 'google', 'cpc', 'storm'],
      ['call', '/', false, '', '', ''],
    ]);
    // Nothing that names the visitor's machine: the columns are the event's, and none holds the test's address.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'at',
        'campaign',
        'form',
        'id',
        'kind',
        'landing',
        'lead_id',
        'medium',
        'path',
        'path_id',
        'screen',
        'session',
        'source',
        'town',
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  it('keeps nothing from bots, headless browsers, or a browser asking not to be tracked', async () => {
    await db.query('DELETE FROM visit_events');
    const body = batch('session-bot-1', [view('/', true)]);
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      '',
    ];
    for (const agent of agents) expect((await post(running.url, body, { 'user-agent': agent })).status).toBe(204);
    expect((await post(running.url, body, { dnt: '1' })).status).toBe(204);
    expect((await post(running.url, body, { 'sec-gpc': '1' })).status).toBe(204);
    expect(await count(db, 'visit_events')).toBe(0);
    // The same batch from a browser is kept: the refusals above are the agents', not the batch's.
    expect((await post(running.url, body)).status).toBe(204);
    expect(await count(db, 'visit_events')).toBe(1);
  });

  it('refuses hostile payloads with 4xx and stores nothing', async () => {
    await db.query('DELETE FROM visit_events');
    await db.query('DELETE FROM visit_counted_leads');
    const ok = view('/', true);
    const hostile: [string, string, Record<string, string>?][] = [
      ['not JSON', '{"s":'],
      ['an array', JSON.stringify([batch('session-hostile', [ok])])],
      ['unknown key at the top', JSON.stringify({ ...batch('session-hostile', [ok]), ip: '1.2.3.4' })],
      ['unknown key in an event', JSON.stringify(batch('session-hostile', [{ ...ok, email: 'a@b.c' }]))],
      ['unknown kind', JSON.stringify(batch('session-hostile', [{ k: 'purchase', p: '/' }]))],
      ['no events', JSON.stringify(batch('session-hostile', []))],
      [
        'too many events',
        JSON.stringify(
          batch(
            'session-hostile',
            Array.from({ length: 21 }, () => ok),
          ),
        ),
      ],
      ['a path that is no path', JSON.stringify(batch('session-hostile', [{ k: 'view', p: 'https://evil.example/' }]))],
      ['a long path', JSON.stringify(batch('session-hostile', [{ k: 'view', p: `/${'a'.repeat(400)}` }]))],
      ['a NUL', JSON.stringify(batch('session-hostile', [{ k: 'view', p: '/a\u0000b' }]))],
      ['a control character in a tag', JSON.stringify(batch('session-hostile', [{ ...ok, us: 'a\nb' }]))],
      ['a referrer that is no host', JSON.stringify(batch('session-hostile', [{ ...ok, r: "x'; DROP TABLE contacts; --" }]))],
      ['a lead id that is none', JSON.stringify(batch('session-hostile', [{ k: 'sent', p: '/', id: "1' OR '1'='1" }]))],
      ['a short session', JSON.stringify(batch('s', [ok]))],
      ['a session with odd characters', JSON.stringify(batch('session/../../x', [ok]))],
      ['a number for a path', JSON.stringify(batch('session-hostile', [{ k: 'view', p: 5 }]))],
      ['too large', JSON.stringify({ s: 'session-hostile', e: [ok], pad: 'x'.repeat(10_000) })],
      ['a form body', 's=1&e=2', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['XML', '<e/>', { 'content-type': 'application/xml' }],
    ];
    for (const [what, body, headers] of hostile) {
      const response = await fetch(`${running.url}/api/visits`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain', 'user-agent': browser, ...headers },
      });
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      expect((await response.json()) as { message: string }, what).toHaveProperty('message');
    }
    expect(await count(db, 'visit_events')).toBe(0);
    expect(await count(db, 'visit_counted_leads')).toBe(0);
    expect(await count(db, 'contacts')).toBe(0);
  });

  it('accepts application/json as well as text/plain (the beacon)', async () => {
    await db.query('DELETE FROM visit_events');
    const response = await fetch(`${running.url}/api/visits`, {
      method: 'POST',
      body: JSON.stringify(batch('session-json-1', [view('/', true)])),
      headers: { 'content-type': 'application/json', 'user-agent': browser },
    });
    expect(response.status).toBe(204);
    expect(await count(db, 'visit_events')).toBe(1);
  });

  it('sums raw events into daily counts and deletes them after 90 days without changing a total', async () => {
    await db.query('DELETE FROM visit_events');
    const visits = createVisitStore(db);
    // 60 visits over 6 days, 100 to 95 days ago, some spanning midnight, with repeated pages and taps.
    const sources = [
      ['google', 'cpc', 'storm'],
      ['facebook.com', 'referral', ''],
      ['(direct)', '(none)', ''],
    ];
    let n = 0;
    await db.query(`INSERT INTO visit_paths (path) VALUES ('/'), ('/roof-replacement'), ('/contact') ON CONFLICT (path) DO NOTHING`);
    const contact = `(SELECT id FROM visit_paths WHERE path = '/contact')`;
    for (const day of [0, 1, 2, 95, 96, 97, 98, 99, 100]) {
      for (let v = 0; v < 10; v++) {
        const session = `session-roll-${day}-${v}`;
        const [source, medium, campaign] = sources[v % 3]!;
        const at = `now() - interval '${day} days' + interval '${v * 2} hours 55 minutes'`;
        const landing = v % 2 ? '/roof-replacement' : '/';
        await db.query(
          `INSERT INTO visit_events (at, session, kind, path_id, landing, source, medium, campaign, town) VALUES
             (${at}, $1, 'view', (SELECT id FROM visit_paths WHERE path = $2), true, $3, $4, $5, $7),
             (${at} + interval '3 minutes', $1, 'view', ${contact}, false, '', '', '', ''),
             (${at} + interval '4 minutes', $1, 'view', ${contact}, false, '', '', '', ''),
             (${at} + interval '5 minutes', $1, $6, ${contact}, false, '', '', '', '')`,
          [session, landing, source, medium, campaign, ['start', 'call', 'quote', 'sent'][v % 4], ['denver', 'lakewood', '', ''][v % 4]],
        );
        n += 4;
      }
    }
    const from = new Date(Date.now() - 102 * 86_400_000).toISOString().slice(0, 10);
    // Some of today's events are timed later than now (up to a day ahead).
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const totals = async () => {
      const landings = await visits.landings(from, to);
      const pages = await visits.pages(from, to);
      const sum = (rows: Record<string, unknown>[], key: string, group: (row: Record<string, unknown>) => string) => {
        const out: Record<string, number> = {};
        for (const row of rows) out[group(row)] = (out[group(row)] ?? 0) + Number(row[key]);
        return out;
      };
      return {
        bySource: sum(landings as never, 'visits', (row) => `${row.source}/${row.medium}/${row.campaign}`),
        byLanding: sum(landings as never, 'visits', (row) => String(row.landing)),
        byDay: sum(landings as never, 'visits', (row) => String(row.day)),
        byTown: sum(landings as never, 'visits', (row) => String(row.town)),
        pageVisits: sum(pages as never, 'visits', (row) => String(row.path)),
        pageViews: sum(pages as never, 'views', (row) => String(row.path)),
        taps: sum(pages as never, 'calls', () => 'calls'),
        quotes: sum(pages as never, 'quotes', () => 'quotes'),
        starts: sum(pages as never, 'starts', () => 'starts'),
        sent: sum(pages as never, 'sent', () => 'sent'),
      };
    };
    const before = await totals();
    expect(Object.values(before.bySource).reduce((a, b) => a + b, 0)).toBe(90);
    expect(before.pageViews['/contact']).toBe(180);
    expect(before.byTown).toEqual({ denver: 27, lakewood: 27, '': 36 });
    const cutoff = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    // Days 95-100 go; yesterday's and the day before's are summed but kept raw; today's only raw.
    expect(await visits.rollUp(today, cutoff)).toBe((n / 9) * 6);
    const kept = await db.query<{ day: string }>(`SELECT DISTINCT (at AT TIME ZONE 'UTC')::date::text AS day FROM visit_events`);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(await totals()).toEqual(before);
    // Again: nothing to sum or delete, nothing changes.
    expect(await visits.rollUp(today, cutoff)).toBe(0);
    expect(await totals()).toEqual(before);
    // A day later: today's events are summed too, and the totals still stand.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await visits.rollUp(tomorrow, cutoff)).toBe(0);
    expect(await totals()).toEqual(before);
  });
}

function view(path: string, landing: boolean, tags: Record<string, string> = {}) {
  return { k: 'view', p: path, w: 'm', ...(landing ? { l: 1, r: '', us: '', um: '', uc: '', ...tags } : {}) };
}

function batch(session: string, events: unknown[]) {
  return { s: session, e: events };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/visits`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain', 'user-agent': browser, ...headers },
  });
}

async function count(db: Db, table: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`);
  return Number(rows[0]!.n);
}
