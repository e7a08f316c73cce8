// The staff inbox's page: one client-rendered HTML file for every /staff address, never indexed, never cached as
// immutable (its hashed files are), out of the sitemap, and apart from the public pages' code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { builtHtmlPath as builtIn, parseHtml } from '../support/built-site';
import { launchChromium } from '../support/chromium';
import { builtContent, siteBuild } from '../support/site-builds';
import { startSite, type RunningSite } from '../support/site-server';
import { staffSessionCookie } from '../support/staff-account';

const staffToken = 'staff-app-test-token';
const roofer = siteBuild('roofer-site');
const { distClient } = roofer;
const builtHtmlPath = (route: string) => builtIn(route, distClient);
let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ STAFF_TOKEN: staffToken }, { root: roofer.root }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const addresses = ['/staff/sign-in', '/staff/forgot', '/staff/invite/abc123', '/staff/reset/abc123', '/staff/no/such/screen'];
const withSession = ['/staff', '/staff/leads/contact_1_x'];

test.each([...addresses, ...withSession])('%s answers an inbox page: noindex, revalidated every time', async (path) => {
  // The list and a lead's page need a session cookie to be served; the app checks the session itself.
  const response = await fetch(`${site.url}${path}`, { headers: withSession.includes(path) ? { cookie: 'staff_session=any' } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('set-cookie')).toBeNull();
  const doc = parseHtml(await response.text());
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(doc.getElementById('root')).not.toBeNull();
  // A screen drawn at build time loads the app after its first paint; the others at once.
  const drawn = doc.getElementById('root')?.hasAttribute('data-prerendered');
  const entry = drawn
    ? /\["(\/assets\/staff\/index-[\w-]+\.js)"/.exec(
        [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('\n'),
      )?.[1]
    : doc.querySelector('script[type="module"]')?.getAttribute('src');
  expect(entry).toMatch(/^\/assets\/staff\/index-[\w-]+\.js$/);
  expect(drawn).toBe(path === '/staff/sign-in' || path === '/staff');
  if (drawn) expect(doc.querySelector('script[type="module"], link[rel="modulepreload"]')).toBeNull();
});

test.each(withSession)('%s without a session cookie goes straight to the sign-in page', async (path) => {
  const response = await fetch(`${site.url}${path}?q=smith`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`/staff/sign-in?next=${encodeURIComponent(`${path}?q=smith`)}`);
});

test('the sign-in page arrives drawn: the form, and nothing about any lead or account', async () => {
  const html = await (await fetch(`${site.url}/staff/sign-in`)).text();
  const doc = parseHtml(html);
  expect(doc.getElementById('root')?.hasAttribute('data-prerendered')).toBe(true);
  expect(doc.querySelector('h1')?.textContent).toBe('Sign in');
  expect(doc.querySelector('input[type="email"][autocomplete="username"]')).not.toBeNull();
  expect(doc.querySelector('input[type="password"][autocomplete="current-password"]')).not.toBeNull();
  // Every other address gets the bare page, which the app draws.
  const bare = parseHtml(await (await fetch(`${site.url}/staff/forgot`)).text());
  expect(bare.getElementById('root')?.hasAttribute('data-prerendered')).toBe(false);
  expect(bare.querySelector('form')).toBeNull();
});

test("the inbox's code and styles are hashed files cached for good", async () => {
  const doc = parseHtml(readFileSync(builtHtmlPath('/staff'), 'utf8'));
  const files = [...doc.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
  );
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const response = await fetch(`${site.url}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
  }
});

test('/staff is not in the sitemap and no public page links to the inbox or loads its code', async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/\/staff\b/);
  for (const route of [...builtContent(roofer).pages.map((p) => p.route), '/404']) {
    const html = readFileSync(builtHtmlPath(route), 'utf8');
    expect({ route, staff: /["'/]staff[/"']|assets\/staff\//.test(html) }).toEqual({ route, staff: false });
  }
  // The site's islands loader is the site's own build: nothing of the inbox in it.
  const manifest = JSON.parse(readFileSync(join(distClient, '../assets.json'), 'utf8')) as Record<string, { file: string }>;
  expect(Object.values(manifest).some((chunk) => chunk.file.includes('staff'))).toBe(false);
});

// The first screen's code and styles files, gzip -9 bytes of the built files: today 128 KB of code to sign in (its
// page carries its styles inline, 11 KB brotli in all, and paints before any of it runs) and 144 KB for the list
// (React DOM alone is 60 KB, the styles 12 KB), with a little room; a lead page's code (and its toasts) never
// loads before that page.
const firstScreenBudget = { signIn: 130_000, list: 148_000 };

test("signing in loads neither the list's nor a lead's code; the list loads no lead page code", { timeout: 60_000 }, async () => {
  const signIn = await firstScreen('/staff/sign-in', 'Sign in');
  expect(
    signIn.files.some((file) => /\/(LeadPage|LeadList)-/.test(file)),
    signIn.files.join(', '),
  ).toBe(false);
  expect(signIn.bytes).toBeLessThanOrEqual(firstScreenBudget.signIn);

  const list = await firstScreen('/staff', 'Leads', await staffSessionCookie(site.url, staffToken, 'budget@office.example'));
  expect(list.files.some((file) => /\/LeadList-/.test(file))).toBe(true);
  expect(
    list.files.some((file) => /\/(LeadPage|SignIn)-/.test(file)),
    list.files.join(', '),
  ).toBe(false);
  expect(list.bytes).toBeLessThanOrEqual(firstScreenBudget.list);
});

/** The scripts and stylesheets a phone loads until the screen's heading shows, and their gzip -9 weight. */
async function firstScreen(path: string, heading: string, cookie?: { name: string; value: string; url: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (cookie) await context.addCookies([cookie]);
  const page = await context.newPage();
  const files: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Hydration mismatches show as console errors; the session check's 401 is the browser logging a request.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) files.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  expect(errors).toEqual([]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distClient, file)), { level: 9 }).length, 0);
  return { files, bytes };
}

test(
  'what is typed and sent on the drawn sign-in page before its code arrives is kept and sent by the app',
  { timeout: 60_000 },
  async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // A slow phone: the app's code arrives well after the screen has painted and the visitor has pressed Sign in.
    const release = await holdAppCode(page);
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') signIns.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    });
    await page.goto(`${site.url}/staff/sign-in`);
    await page.getByLabel('E-mail').fill('nobody@office.example');
    await page.getByRole('textbox', { name: 'Password' }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Held: the browser did not send the form away (the address, and no request yet).
    expect(page.url()).toBe(`${site.url}/staff/sign-in`);
    expect(signIns).toEqual([]);
    release();
    await page.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
    expect(signIns).toEqual(['/api/staff/session {"email":"nobody@office.example","password":"not the password"}']);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('nobody@office.example');
    await context.close();
  },
);

test('a search typed in the drawn list before its code arrives stays in the box and searches the list', { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addCookies([await staffSessionCookie(site.url, staffToken, 'early-search@office.example')]);
  const page = await context.newPage();
  const release = await holdAppCode(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/staff/leads') searches.push(url.searchParams.get('q') ?? '');
  });
  await page.goto(`${site.url}/staff`);
  await expect(page.locator('#root[data-prerendered="/staff"]').count()).resolves.toBe(1);
  await page.getByLabel('Search').fill('leaky gutters');
  release();
  await page.waitForURL(/[?&]q=leaky\+gutters/);
  await expect.poll(() => searches.at(-1)).toBe('leaky gutters');
  await expect(page.getByLabel('Search').inputValue()).resolves.toBe('leaky gutters');
  await context.close();
});

test(
  'the sign-in form says what is missing, sends what its fields hold, and empties the password it refused',
  { timeout: 60_000 },
  async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') signIns.push(request.postData() ?? '');
    });
    await page.goto(`${site.url}/staff/sign-in`);
    await page.waitForFunction(() => (window as { staffApp?: boolean }).staffApp === true);
    const email = page.getByLabel('E-mail');
    const password = page.getByRole('textbox', { name: 'Password' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your e-mail address.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    // A field's message goes as it is typed in; the other's stays.
    await email.fill('  office@example.com ');
    await page.getByText('Enter your e-mail address.').waitFor({ state: 'detached' });
    await expect(page.getByText('Enter your password.').count()).resolves.toBe(1);
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
    expect(signIns).toEqual(['{"email":"office@example.com","password":"not the password"}']);
    await expect(password.inputValue()).resolves.toBe('');
    await expect(email.inputValue()).resolves.toBe('office@example.com');
    await context.close();
  },
);

// A slow phone: the app's code is held back until the returned function is called, so the drawn screen is used first.
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/staff/index-*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  return release;
}
