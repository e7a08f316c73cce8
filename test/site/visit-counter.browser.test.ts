// The visit counter on a fixture site in real Chromium against the real server: loaded after the first paint, batches of 10 or 3 s
// after the first unsent event, a beacon when the page is hidden, nothing under Do Not Track or Global Privacy
// Control, nothing kept from a headless browser, and no cookie from any response or script.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { siteBuild } from '../support/site-builds';

const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: 'visit-counter-test-staff-token' }, { root: roofer.root });
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

// Every call the counter makes, kept in the tab's storage so that it outlives a page change.
function recordSends() {
  const record = (how: string, body: unknown) => {
    const list = JSON.parse(sessionStorage.getItem('test-sends') ?? '[]') as unknown[];
    list.push({ how, at: performance.now(), page: location.pathname, body: JSON.parse(String(body)) });
    sessionStorage.setItem('test-sends', JSON.stringify(list));
  };
  const fetchBefore = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    if (String(input).includes('/api/visits')) record('fetch', init?.body);
    return fetchBefore.call(this, input, init);
  };
  const beaconBefore = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    record('beacon', data);
    return beaconBefore(url, data);
  };
}

interface Send {
  how: 'fetch' | 'beacon';
  at: number;
  page: string;
  body: { s: string; e: { k: string; p: string }[] };
}

describe('the visit counter', () => {
  test('weighs at most about 1 KB gzip and is fetched only after the first paint', async () => {
    const assets = join(roofer.distClient, 'assets');
    const file = readdirSync(assets).find((name) => /^visits\.[\w-]+\.js$/.test(name))!;
    const gzip = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(1100);

    const { context, page, requests } = await open();
    await page.goto(`${suite.site.url}/`);
    await page.waitForFunction((name) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(name)), file);
    const timing = await page.evaluate((name) => {
      const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
      const counter = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name));
      return { paint: paint?.startTime ?? null, counter: counter?.startTime ?? null };
    }, file);
    expect(timing.paint).not.toBeNull();
    expect(timing.counter).toBeGreaterThan(timing.paint!);
    // The only script: nothing else of the counter's was asked for before it ran.
    expect(requests.filter((request) => request.url().includes('/api/visits'))).toEqual([]);
    await context.close();
  });

  test('sends one event 3 s after it happened, in one request', async () => {
    const { context, page, requests } = await open();
    await page.goto(`${suite.site.url}/gallery`);
    const request = await page.waitForRequest((r) => r.url().endsWith('/api/visits'), { timeout: 10_000 });
    const sends = await sent(page);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.how).toBe('fetch');
    expect(sends[0]!.body.e).toEqual([{ k: 'view', p: '/gallery', w: 'l', l: 1, r: '', us: '', um: '', uc: '' }]);
    expect(JSON.parse(request.postData()!)).toEqual(sends[0]!.body);
    // Queued when the counter ran: sent no sooner than 3 s later.
    const ran = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => /\/visits\.[\w-]+\.js$/.test(entry.name))!
          .responseEnd,
    );
    expect(sends[0]!.at - ran).toBeGreaterThanOrEqual(2990);
    expect(requests.filter((r) => r.url().endsWith('/api/visits'))).toHaveLength(1);
    await expect.poll(() => stored(sends[0]!.body.s)).toBe(1);
    await context.close();
  });

  test('sends 10 events in one request at once, and then nothing more', async () => {
    const { context, page, requests } = await open();
    await page.goto(`${suite.site.url}/contact`);
    await page.waitForFunction(() => sessionStorage.getItem('visit-counter') !== null);
    // The view is queued; nine taps on the header's quote button make ten, sent at once.
    const request = page.waitForRequest((r) => r.url().endsWith('/api/visits'), { timeout: 1000 });
    await page.evaluate(() => {
      for (let i = 0; i < 9; i++) document.querySelector<HTMLAnchorElement>('.site-header-cta')!.click();
    });
    await request;
    const sends = await sent(page);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body.e.map((event) => event.k)).toEqual(['view', ...Array<string>(9).fill('quote')]);
    // The 3 s timer of that batch is gone with it.
    await page.waitForTimeout(3500);
    expect(requests.filter((r) => r.url().endsWith('/api/visits'))).toHaveLength(1);
    await expect.poll(() => stored(sends[0]!.body.s)).toBe(10);
    await context.close();
  });

  test('a page hidden mid-batch sends it by beacon', async () => {
    const { context, page } = await open();
    await page.goto(`${suite.site.url}/gallery`);
    await page.waitForFunction(() => sessionStorage.getItem('visit-counter') !== null);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sends = await sent(page);
    expect(sends.map((send) => [send.how, send.body.e.length])).toEqual([['beacon', 1]]);
    await expect.poll(() => stored(sends[0]!.body.s)).toBe(1);
    // Nothing is left for the timer.
    await page.waitForTimeout(3500);
    expect(await sent(page)).toHaveLength(1);
    await context.close();
  });

  for (const [setting, script] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ] as const) {
    test(`with ${setting} on, the counter is never fetched and nothing is sent`, async () => {
      const { context, page, requests } = await open(script);
      await page.goto(`${suite.site.url}/gallery`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(4000);
      expect(requests.filter((r) => /\/visits\.[\w-]+\.js$|\/api\/visits/.test(r.url()))).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('visit-counter'))).toBeNull();
      await context.close();
    });
  }

  test('a headless browser is not counted', async () => {
    const { context, page } = await open(undefined, null);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
    await page.goto(`${suite.site.url}/gallery`);
    const response = await page.waitForResponse((r) => r.url().endsWith('/api/visits'), { timeout: 10_000 });
    expect(response.status()).toBe(204);
    const [send] = await sent(page);
    expect(await stored(send!.body.s)).toBe(0);
    await context.close();
  });
});

/** A fresh visitor (its own tab storage) whose counter calls are recorded; every response is checked for cookies. */
async function open(
  before?: () => unknown,
  userAgent: string | null = desktopChrome,
): Promise<{ context: BrowserContext; page: Page; requests: Request[] }> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, ...(userAgent ? { userAgent } : {}) });
  if (before) await context.addInitScript(before);
  await context.addInitScript(recordSends);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // No cookie from any response...
  const setCookies: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['set-cookie']) setCookies.push(response.url());
  });
  // ...nor from any script: the visitor's browser holds none when the visit ends.
  const close = context.close.bind(context);
  context.close = async (options) => {
    expect(setCookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    return close(options);
  };
  return { context, page, requests };
}

async function sent(page: Page): Promise<Send[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('test-sends') ?? '[]') as Send[]);
}

async function stored(session: string): Promise<number> {
  const rows = await suite.site.app.leads.store.db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM visit_events WHERE session = $1',
    [session],
  );
  return Number(rows[0]!.n);
}
