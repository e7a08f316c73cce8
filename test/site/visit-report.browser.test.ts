// The report against what really happened on a fixture site, in Chromium: 20 visits with varied referrers and utm tags, 5 of them
// sending a lead, 2 with Do Not Track and 1 with Global Privacy Control, and one more from a headless browser's
// user agent. The report counts 17 visits and 5 leads, each lead under the source it came from.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { builtContent, siteBuild } from '../support/site-builds';
import { staffSessionCookie } from '../support/staff-account';
import type { VisitReport } from '../../src/server/visits/report';

const staffToken = 'visit-report-test-staff-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: roofer.root });
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const project = builtContent(roofer).site.leads.project;

interface Visit {
  landing: string;
  referrer?: string;
  /** Sends the estimate form from /contact. */
  lead?: boolean;
  privacy?: 'dnt' | 'gpc';
}

const advertised = '/roof-replacement/asphalt-shingles';
const google = `${advertised}?utm_source=google&utm_medium=cpc&utm_campaign=hail`;
const newsletter = '/gallery?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
const visits: Visit[] = [
  { landing: google, referrer: 'https://www.google.com/', lead: true },
  { landing: google, referrer: 'https://www.google.com/', lead: true },
  { landing: google, referrer: 'https://www.google.com/' },
  { landing: google },
  { landing: '/', referrer: 'https://www.facebook.com/', lead: true },
  { landing: '/about', referrer: 'https://www.facebook.com/' },
  { landing: '/', referrer: 'https://m.facebook.com/' },
  { landing: '/roof-repair', referrer: 'https://www.bing.com/' },
  { landing: '/roof-replacement', referrer: 'https://www.bing.com/' },
  { landing: newsletter, lead: true },
  { landing: newsletter },
  { landing: '/' },
  { landing: '/' },
  { landing: '/about' },
  { landing: '/roof-repair' },
  { landing: '/gallery' },
  { landing: '/contact' },
  // Not counted: the visitor asks not to be tracked. The lead of the first still counts, as a lead of a visit the
  // counter did not see.
  { landing: google, referrer: 'https://www.google.com/', lead: true, privacy: 'dnt' },
  { landing: '/', referrer: 'https://www.facebook.com/', privacy: 'dnt' },
  { landing: newsletter, privacy: 'gpc' },
];

test('20 visits: the report shows 17 visits and 5 leads, per source as sent', { timeout: 240_000 }, async () => {
  expect(visits).toHaveLength(20);
  // Five at a time: each visit is its own visitor (a fresh context, so a fresh tab storage).
  for (let i = 0; i < visits.length; i += 5) await Promise.all(visits.slice(i, i + 5).map((visit, j) => make(visit, i + j)));
  // A headless browser's user agent, whose counter runs and sends: the server keeps none of it.
  await make({ landing: google, referrer: 'https://www.google.com/' }, 99, null);
  await expect
    .poll(() => count('SELECT count(DISTINCT session)::integer AS n FROM visit_events WHERE landing'), { timeout: 10_000 })
    .toBe(17);
  await expect.poll(() => count('SELECT count(*)::integer AS n FROM visit_counted_leads'), { timeout: 10_000 }).toBe(4);

  const day = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${suite.site.url}/api/visits/report?from=${day}&to=${day}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status).toBe(200);
  const report = (await response.json()) as VisitReport;
  expect(report.totals).toMatchObject({ visits: 17, leads: 5, leadsNotCounted: 1, rate: 5 / 17 });
  expect(report.sources.map((row) => [row.source, row.medium, row.campaign, row.visits, row.leads])).toEqual([
    ['google', 'cpc', 'hail', 4, 3],
    ['facebook.com', 'referral', '', 2, 1],
    ['newsletter', 'email', 'spring', 2, 1],
    ['(direct)', '(none)', '', 6, 0],
    ['bing.com', 'referral', '', 2, 0],
    ['m.facebook.com', 'referral', '', 1, 0],
  ]);
  expect(report.landingPages.find((row) => row.path === advertised)).toMatchObject({ visits: 4, leads: 3 });
  expect(report.formPages.find((row) => row.path === '/contact')).toMatchObject({ leads: 5 });
});

async function make(visit: Visit, index: number, userAgent: string | null = desktopChrome): Promise<void> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, ...(userAgent ? { userAgent } : {}) });
  if (visit.privacy === 'dnt')
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  if (visit.privacy === 'gpc')
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  await page.goto(`${suite.site.url}${visit.landing}`, visit.referrer ? { referer: visit.referrer } : {});
  await page.waitForLoadState('load');
  if (!visit.privacy) await page.waitForFunction(() => sessionStorage.getItem('visit-counter') !== null);
  if (visit.lead) {
    if (!visit.landing.startsWith('/contact')) {
      // The visitor reads the first page for a while (its view leaves 3 s after it), then goes to the form.
      if (!visit.privacy) await page.waitForResponse((response) => response.url().endsWith('/api/visits'), { timeout: 10_000 });
      await page.locator('footer a[href="/contact"]').click();
      await page.waitForURL(`${suite.site.url}/contact`);
    }
    await sendEstimate(page, `Report Visitor ${index}`);
  }
  const session = visit.privacy
    ? null
    : await page.evaluate(() => (JSON.parse(sessionStorage.getItem('visit-counter')!) as { i: string }).i);
  // The visitor leaves the tab: what the counter holds goes by beacon.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await context.cookies()).toEqual([]);
  // A closed tab's beacon still leaves in a real browser; closing the test's whole context may cancel it, so the
  // context closes once the server holds what this visit sent (a headless user agent's visit is never held).
  if (session && userAgent) {
    const held = `SELECT count(*)::integer AS n FROM visit_events WHERE session = $1 AND (landing OR kind = 'sent')`;
    await expect
      .poll(() => count(held, [session]), { timeout: 15_000, message: `visit ${index} from ${visit.landing}` })
      .toBe(visit.lead ? 2 : 1);
  } else await page.waitForTimeout(300);
  await context.close();
}

async function sendEstimate(page: Page, name: string): Promise<void> {
  const form = page.locator('[data-island="EstimateRequestForm"]');
  await form.getByLabel('Full Name').focus();
  await page.locator('[data-island="EstimateRequestForm"][data-hydrated]').waitFor();
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill('720.555.0199');
  await form.getByLabel('Email Address').fill('report.visitor@example.com');
  await form.getByLabel('Service').selectOption('Roofing');
  await form.getByRole('button', { name: 'Get Free Estimate' }).click();
  await page.getByRole('alert').first().waitFor({ timeout: 15_000 });
  const response = await fetch(`${suite.site.url}/api/db/${project}/rest/v1/contacts?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(((await response.json()) as unknown[]).length).toBe(1);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const rows = await suite.site.app.leads.store.db.query<{ n: number }>(sql, params);
  return Number(rows[0]!.n);
}

test(
  'the inbox shows it, with charts loaded on that screen only, under a strict script policy; its CSV says the same',
  { timeout: 120_000 },
  async () => {
    // The office worked the leads: two of Google's became jobs, one was lost.
    const db = suite.site.app.leads.store.db;
    const google = await db.query<{ id: string }>(`SELECT id FROM contacts WHERE utm_source = 'google' ORDER BY id`);
    expect(google).toHaveLength(3);
    await db.query(`UPDATE contacts SET status = 'won' WHERE id = ANY($1::text[])`, [[google[0]!.id, google[1]!.id]]);
    await db.query(`UPDATE contacts SET status = 'lost' WHERE id = $1`, [google[2]!.id]);

    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'owner@example.com')]);
    // The report's page as the inbox is served with the strict policy: scripts from the site itself only.
    await context.route(/\/staff\/report(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; object-src 'none'" },
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));

    await page.goto(`${suite.site.url}/staff`);
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    expect(scripts.filter((path) => path.includes('ReportPage'))).toEqual([]);
    await page.getByRole('link', { name: 'Visits and jobs' }).waitFor();
    // Opened as its own page, so that the whole app runs under the policy.
    await page.goto(`${suite.site.url}/staff/report`);
    const day = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await page.waitForURL(`${suite.site.url}/staff/report?from=${day}&to=${day}`);
    await page.getByText('1 of them came from visits the counter did not count').waitFor();
    expect(scripts.filter((path) => path.includes('ReportPage'))).toHaveLength(1);
    // The charts drew (recharts' SVG), the figures read as the API's.
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
    const figure = (label: string) => page.getByRole('group', { name: label, exact: true }).textContent();
    expect(await figure('Visits')).toBe('Visits17');
    expect(await figure('Leads')).toBe('Leads5');
    // "Which advert brought the jobs we won?": the source table's first row.
    const bySource = page.locator('table').first();
    expect(await bySource.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      'google / cpc / hail',
      '4',
      '3',
      '75.0%',
      '2',
      '1',
    ]);

    const csv = await page.evaluate(async (href) => (await fetch(href)).text(), `/api/staff/report.csv?from=${day}&to=${day}`);
    expect(csv).toContain('"Source","google","cpc","hail","4","3","75.0%","2","1"');
    expect(csv).toContain('"Total","' + `${day} to ${day}` + '","","","17","5","29.4%","2","1"');
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/staff/report.csv?from=${day}&to=${day}`);
    expect(problems).toEqual([]);
    await context.close();
  },
);
