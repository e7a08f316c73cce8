// The layout shell of a fixture site in real Chromium: the mobile side sheet, the header links, and the page with
// JavaScript off.
import { describe, expect, test } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { builtContent, siteBuild } from '../support/site-builds';

const roofer = siteBuild('roofer-site');
const suite = browserSuite({}, { root: roofer.root });
// A page under a header entry with a submenu.
const servicePage = '/roof-replacement/asphalt-shingles';

describe('mobile menu', () => {
  test('opens the side sheet with every header link and closes when a link is clicked', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${suite.site.url}${servicePage}`);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger.isVisible()).resolves.toBe(true);
    // The desktop link list is hidden on a phone.
    await expect(page.locator('.site-header-nav').isVisible()).resolves.toBe(false);

    await burger.click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor({ state: 'visible' });
    await expect(sheet.getByRole('link', { name: 'Gallery' }).isVisible()).resolves.toBe(true);
    await sheet.getByRole('button', { name: 'Roof Replacement' }).click();
    await expect(sheet.getByRole('link', { name: 'All Roof Replacement' }).isVisible()).resolves.toBe(true);
    await expect(sheet.getByRole('link', { name: 'Asphalt Shingles' }).getAttribute('href')).resolves.toBe(servicePage);

    await sheet.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${suite.site.url}/gallery`);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a link click closes the sheet even when the link points to the current page', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.site.url}/about`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor({ state: 'visible' });
    // A 204 answer keeps the browser on this page, so only the click's own effect is observed.
    await page.route('**/about', (route) => route.fulfill({ status: 204 }));
    await sheet.getByRole('link', { name: 'About' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.close();
  });
});

test('desktop submenus open on keyboard focus and list the "All" entry', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${suite.site.url}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const allRoofs = nav.getByRole('link', { name: 'All Roof Replacement' });
  await expect(allRoofs.isVisible()).resolves.toBe(false);
  await nav.getByRole('link', { name: 'Roof Replacement', exact: true }).focus();
  await expect(allRoofs.isVisible()).resolves.toBe(true);
  await page.close();
});

test('with JavaScript off the page text and links are all there', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}${servicePage}`);
  await expect(page.locator('h1').textContent()).resolves.toMatch(/\S/);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // The header's links and the footer's, one of them a moved address (/roofs).
  for (const href of ['/', '/roof-replacement', '/roof-repair', '/gallery', '/about', '/contact', '/roofs']) {
    expect(hrefs).toContain(href);
  }
  expect(hrefs.some((h) => h?.startsWith('tel:+1'))).toBe(true);
  expect(await page.locator('[data-hydrated]').count()).toBe(0);
  await context.close();
});

test('no page is wider than a phone screen', { timeout: 120_000 }, async () => {
  const { pages } = builtContent(roofer);
  const page = await suite.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const wide: string[] = [];
  for (const { route } of pages) {
    await page.goto(`${suite.site.url}${route}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${route}: ${width}px`);
  }
  expect(wide).toEqual([]);
  await page.close();
});
