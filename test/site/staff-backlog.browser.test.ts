// The inbox with a backlog: 20,000 leads (a third of them new and untouched) put in with SQL before the server
// starts. Opening the list on a phone asks for its page once, and nothing it fetches is over 100 KB as sent: the
// waits of the leads it shows come with that page, not every waiting lead's.
import { expect, test } from 'vitest';
import type { Request } from 'playwright-core';
import { openStore } from '../../src/server/store/open-store';
import { browserSuite } from '../support/browser-suite';
import { insertLeads } from '../support/lead-fixture';
import { siteBuild } from '../support/site-builds';
import { staffSessionCookie } from '../support/staff-account';

const staffToken = 'staff-backlog-test-token';
const leads = 20_000;
const suite = browserSuite(
  { STAFF_TOKEN: staffToken },
  {
    root: siteBuild('roofer-site').root,
    async seed(dataDir) {
      const store = await openStore({ dataDir });
      try {
        await insertLeads(store.db, leads);
        await store.db.query('ANALYZE contacts');
      } finally {
        await store.close();
      }
    },
  },
);

test('opening the list with 20,000 leads asks for one page, once, and no answer is over 100 KB', { timeout: 180_000 }, async () => {
  const office = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await office.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'backlog@office.example')]);
  const page = await office.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(`${suite.site.url}/staff`);
  await page.locator('tr[data-lead]').first().waitFor();
  await page.waitForLoadState('networkidle');

  const api = requests.map((request) => new URL(request.url()).pathname).filter((path) => path.startsWith('/api/'));
  expect(api.filter((path) => path === '/api/staff/leads')).toHaveLength(1);
  expect(api.filter((path) => path.startsWith('/api/staff/speed'))).toEqual([]);
  const sizes = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response();
      const body = response && !request.url().endsWith('/api/staff/events') ? (await response.body()).length : 0;
      return { path: new URL(request.url()).pathname, sent: (await request.sizes()).responseBodySize, body };
    }),
  );
  // As sent (the app's code is compressed), and the API's answers as read too.
  expect(sizes.filter((size) => size.sent > 100 * 1024 || (size.path.startsWith('/api/') && size.body > 100 * 1024))).toEqual([]);
  const list = sizes.find((size) => size.path === '/api/staff/leads')!;
  expect(list.body).toBeLessThan(30 * 1024);

  // The page's untouched leads say how long they have waited; the others say nothing of it.
  const rows = page.locator('tr[data-lead]');
  await expect(rows.count()).resolves.toBe(25);
  const fresh = await rows.evaluateAll(
    (all) => all.filter((row) => [...row.querySelectorAll('.mantine-Badge-label')].some((badge) => badge.textContent === 'New')).length,
  );
  expect(fresh).toBeGreaterThan(0);
  await expect(page.locator('[data-waiting]').count()).resolves.toBe(fresh);
  // Every 40th lead of the fixture is spam, which the list leaves out.
  await expect(page.locator('main p', { hasText: 'leads, page 1 of' }).textContent()).resolves.toBe('19,500 leads, page 1 of 780');
  await office.close();
});
