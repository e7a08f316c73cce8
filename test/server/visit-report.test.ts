// @vitest-environment node
// The report: visits from the counter, leads from the stored leads (a lead whose visit was never counted still
// counts), won and lost per source, over the API, as CSV and through `npm run leads -- report`.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import type { VisitReport } from '../../src/server/visits/report.ts';
import { run } from '../../scripts/leads.ts';
import { startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const settings = { keepDays: 90, ratePerMinute: 10_000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: true };
// Addresses that DB-IP's database (the pinned version) places in these towns.
const lakewood = '136.47.1.252';
const denver = '4.2.150.33';
const littleton = '50.208.1.61';

describe('embedded store (PGlite): report', () => {
  reportContract(() => startApp({ site: { ...testSite, leads: { ...testSite.leads, project } }, visits: settings, trustProxy: true }));
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL store: report${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('report');
  afterAll(() => dropSchema(schema));
  reportContract(() =>
    startApp({
      databaseUrl: testDatabaseUrl,
      databaseSchema: schema,
      site: { ...testSite, leads: { ...testSite.leads, project } },
      visits: settings,
      trustProxy: true,
    }),
  );
});

function reportContract(start: () => Promise<RunningApp>) {
  let server: RunningApp;
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    server = await start();
    // 6 visits: 3 from a Google advert (2 landing on hurricane windows), 2 from facebook.com, 1 direct; from
    // addresses (behind the site's proxy) that DB-IP's database places in Lakewood, Denver, Littleton, California.
    const visits: [string, string, Record<string, string>, string][] = [
      ['g1', '/roof-replacement/asphalt-shingles', { us: 'google', um: 'cpc', uc: 'storm' }, lakewood],
      ['g2', '/roof-replacement/asphalt-shingles', { us: 'Google', um: 'CPC', uc: 'Storm' }, lakewood],
      ['g3', '/', { us: 'google', um: 'cpc', uc: 'storm' }, denver],
      ['f1', '/', { r: 'www.facebook.com' }, littleton],
      ['f2', '/gallery', { r: 'facebook.com' }, '8.8.8.8'],
      ['d1', '/', {}, '127.0.0.1'],
    ];
    for (const [session, path, tags, address] of visits)
      await send(`session-${session}-000`, [{ k: 'view', p: path, l: 1, ...tags }], address);
    // The Google visits g1 and g2 go on to /contact and send the form; the counter sees g1's lead only.
    const g1 = newLeadId('contact');
    const g2 = newLeadId('contact');
    const direct = newLeadId('contact');
    await send('session-g1-000', [
      { k: 'view', p: '/contact' },
      { k: 'sent', p: '/contact', f: 'estimate', id: g1 },
    ]);
    await send('session-g2-000', [{ k: 'view', p: '/contact' }]);
    const landing = '/roof-replacement/asphalt-shingles?utm_source=google&utm_medium=cpc&utm_campaign=storm';
    await create({
      id: g1,
      city: 'lakewood',
      roofAge: 'over-20',
      page: '/contact',
      landingPage: landing,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'storm',
    });
    await create({
      id: g2,
      city: 'lakewood',
      roofAge: 'over-20',
      page: '/contact?x=1',
      landingPage: landing,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'storm',
    });
    // A lead from a visit the counter never saw (Do Not Track): facebook, on the home page.
    await create({
      id: direct,
      city: 'denver',
      roofType: 'metal',
      roofAge: 'under-10',
      page: '/',
      landingPage: '/',
      referrer: 'https://www.facebook.com/groups/x',
    });
    // Its error_ copy is the same submission: not a second lead.
    await create({
      id: `error_${direct.slice(direct.indexOf('_') + 1)}`,
      city: 'denver',
      page: '/',
      landingPage: '/',
      referrer: 'https://www.facebook.com/groups/x',
    });
    // Spam is no lead.
    await create({ id: newLeadId('contact'), city: 'lakewood', website: 'http://spam.example' });
    await server.app.leads.store.db.query(`UPDATE contacts SET status = 'won' WHERE id = $1`, [g1]);
    await server.app.leads.store.db.query(`UPDATE contacts SET status = 'lost' WHERE id = $1`, [g2]);
  });
  afterAll(() => server?.close());

  it('counts visits per source, landing page and form page; leads from the stored leads, won and lost per source', async () => {
    const report = await get(`/api/visits/report?from=${today}&to=${today}`);
    expect(report.totals).toEqual({ visits: 6, leads: 3, rate: 0.5, won: 1, lost: 1, leadsNotCounted: 2 });
    expect(report.sources.map((row) => [row.source, row.medium, row.campaign, row.visits, row.leads, row.won, row.lost])).toEqual([
      ['google', 'cpc', 'storm', 3, 2, 1, 1],
      ['facebook.com', 'referral', '', 2, 1, 0, 0],
      ['(direct)', '(none)', '', 1, 0, 0, 0],
    ]);
    expect(report.landingPages.map((row) => [row.path, row.visits, row.leads])).toEqual([
      ['/roof-replacement/asphalt-shingles', 2, 2],
      ['/', 3, 1],
      ['/gallery', 1, 0],
    ]);
    expect(report.formPages.map((row) => [row.path, row.visits, row.leads, row.won])).toEqual([
      ['/contact', 2, 2, 1],
      ['/', 3, 1, 0],
    ]);
    // Leads by the form's town, visits by the town of their address; elsewhere or unknown last.
    expect(report.towns.map((row) => [row.town, row.label, row.visits, row.leads, row.rate, row.won, row.lost])).toEqual([
      ['lakewood', 'Lakewood', 2, 2, 1, 1, 1],
      ['denver', 'Denver', 1, 1, 1, 0, 0],
      ['littleton', 'Littleton', 1, 0, 0, 0, 0],
      ['', 'Elsewhere or unknown', 2, 0, 0, 0, 0],
    ]);
    // Leads by each choice question's answer, in the words the leads keep; spam and the error_ copy are no leads.
    expect(report.answers.map((row) => [row.label, row.text, row.leads, row.won, row.lost])).toEqual([
      ['City', 'Lakewood', 2, 1, 1],
      ['City', 'Denver', 1, 0, 0],
      ['Roof age', 'Over 20 years', 2, 1, 1],
      ['Roof age', 'Under 10 years', 1, 0, 0],
      ['Roof type', 'Metal', 1, 0, 0],
      ['Service', 'Roofing', 3, 1, 1],
    ]);
    // No address is kept, only the town.
    const rows = await server.app.leads.store.db.query<Record<string, unknown>>('SELECT * FROM visit_events');
    for (const address of [lakewood, denver, littleton, '8.8.8.8']) expect(JSON.stringify(rows)).not.toContain(address);
    expect(report.days).toEqual([{ day: today, visits: 6, leads: 3 }]);
  });

  it('gives the same as CSV, and through npm run leads -- report', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => err.push(text) };
    const env = { LEADS_API_URL: server.url, STAFF_TOKEN: staffToken };
    expect(await run(['report', '--from', today, '--to', today, '--format', 'json'], env, io)).toBe(0);
    expect((JSON.parse(out.join('')) as VisitReport).totals.leads).toBe(3);
    out.length = 0;
    expect(await run(['report', '--from', today, '--to', today], env, io)).toBe(0);
    const csv = out.join('');
    expect(csv).toContain('"Source","google","cpc","storm","3","2","66.7%","1","1"');
    expect(csv).toContain('"Leads from visits not counted","","","","","2","","",""');
    expect(csv).toContain('"Town","Lakewood","","","2","2","100.0%","1","1"');
    expect(csv).toContain('"Town","Elsewhere or unknown","","","2","0","0.0%","0","0"');
    expect(csv).toContain('"Answer: Roof age","Over 20 years","","","","2","","1","1"');
    expect(await run(['report', '--from', 'last month', '--to', today], env, io)).toBe(2);
    expect(err.join('')).toContain('--from: the first day, like 2026-10-01');
  });

  it('refuses a wrong range or no token with 4xx', async () => {
    for (const query of [
      '',
      '?from=2026-01-01',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-03-01&to=2026-02-01',
      "?from=1' OR 1=1&to=2026-01-01",
    ]) {
      const response = await fetch(`${server.url}/api/visits/report${query}`, { headers: { authorization: `Bearer ${staffToken}` } });
      expect(response.status, query).toBe(400);
    }
    expect((await fetch(`${server.url}/api/visits/report?from=${today}&to=${today}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/staff/report?from=${today}&to=${today}`)).status).toBe(401);
  });

  async function send(session: string, events: Record<string, unknown>[], address = '127.0.0.1') {
    const response = await fetch(`${server.url}/api/visits`, {
      method: 'POST',
      body: JSON.stringify({ s: session, e: events }),
      headers: { 'content-type': 'text/plain', 'user-agent': browser, 'x-forwarded-for': address },
    });
    expect(response.status).toBe(204);
  }

  async function create(fields: Record<string, string>) {
    const response = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Report Visitor',
        email: 'report@example.com',
        phone: '(239) 555-0142',
        serviceType: 'Roofing',
        ...fields,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  async function get(path: string): Promise<VisitReport> {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as VisitReport;
  }
}
