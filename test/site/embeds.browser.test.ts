// Third-party embeds of a fixture site's home page in real Chromium, answered locally at the network edge: the reviews
// widget's script is requested only once its section nears the screen; the map loads only on 'Load map'.
import { expect, test } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { scrollUntilSettled } from '../support/scroll';
import { builtContent, siteBuild } from '../support/site-builds';

const roofer = siteBuild('roofer-site');
const suite = browserSuite({}, { root: roofer.root });
const { site } = builtContent(roofer);

async function openHome(viewport = { width: 1280, height: 800 }) {
  const page = await suite.browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const requests: string[] = [];
  // A stand-in widget that marks its box, so the test sees the script run.
  await page.route(site.reviews!.scriptUrl, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: `document.querySelector('[data-reviews-widget="' + document.currentScript.dataset.widgetId + '"]').dataset.loaded = 'yes';`,
    });
  });
  const mapRequests: string[] = [];
  await page.route(`${new URL(site.map!.embedUrl).origin}/**`, (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p id="stub">Map stand-in</p>' });
  });
  await page.goto(`${suite.site.url}/`, { waitUntil: 'networkidle' });
  return { page, errors, requests, mapRequests };
}

test('the reviews script loads only as its section nears the screen, once, with the widget id', async () => {
  const { page, errors, requests } = await openHome();
  const box = page.locator('[data-reviews-widget]');
  // The loader has run (the map button it reveals is there) and still no widget script.
  await page.locator('[data-map-load]').waitFor({ state: 'attached' });
  await expect(page.locator('[data-map-load]').evaluate((b) => (b as HTMLElement).hidden)).resolves.toBe(false);
  expect(requests).toEqual([]);

  await scrollUntilSettled(page, '[data-reviews-widget]', { viewport: 1, offset: 600 });
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  await expect(page.locator(`script[src="${site.reviews!.scriptUrl}"]`).count()).resolves.toBe(0);

  await scrollUntilSettled(page, '[data-reviews-widget]', { viewport: 1, offset: 100 });
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-reviews-widget]')?.dataset.loaded === 'yes');
  expect(requests).toEqual([site.reviews!.scriptUrl]);
  await expect(page.locator(`script[src="${site.reviews!.scriptUrl}"]`).getAttribute('data-widget-id')).resolves.toBe(
    site.reviews!.widgetId,
  );
  // The link to the reviews stays until the widget replaces it.
  await expect(box.getByRole('link').getAttribute('href')).resolves.toBe(site.reviews!.fallbackUrl);

  await scrollUntilSettled(page, '[data-reviews-widget]', { viewport: 1, offset: -300 });
  await page.waitForTimeout(200);
  expect(requests).toHaveLength(1);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test("the map loads in an iframe only on 'Load map', and takes the focus", async () => {
  const { page, errors, mapRequests } = await openHome();
  const facade = page.locator('[data-map-facade]');
  await scrollUntilSettled(page, '[data-map-facade]', { viewport: 1, offset: -600 });
  await expect(facade.locator('iframe').count()).resolves.toBe(0);
  expect(mapRequests).toEqual([]);

  await facade.getByRole('button', { name: 'Load map' }).click();
  const iframe = page.locator('.areas-map iframe');
  await expect(iframe.getAttribute('title')).resolves.toBe(site.map!.title);
  await expect(iframe.getAttribute('src')).resolves.toBe(site.map!.embedUrl);
  await expect(iframe.getAttribute('loading')).resolves.toBe('lazy');
  await expect(page.frameLocator('.areas-map iframe').locator('#stub').textContent()).resolves.toBe('Map stand-in');
  expect(mapRequests).toEqual([site.map!.embedUrl]);
  await expect(page.getByRole('button', { name: 'Load map' }).count()).resolves.toBe(0);
  await expect(iframe.evaluate((f) => f === document.activeElement)).resolves.toBe(true);
  // Same box before and after: the map takes the placeholder's place without moving anything.
  const box = (await page.locator('.areas-map').boundingBox())!;
  expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('without JavaScript neither embed loads: a link to the reviews and a link to the map instead', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let external = 0;
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    external++;
    return route.abort();
  });
  await page.goto(`${suite.site.url}/`);
  await page.locator('[data-map-facade]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Load map' }).isVisible()).resolves.toBe(false);
  const mapLink = page.getByRole('link', { name: 'View the map' });
  await expect(mapLink.isVisible()).resolves.toBe(true);
  expect(new URL((await mapLink.getAttribute('href'))!).searchParams.get('output')).toBeNull();
  await expect(page.locator('[data-reviews-widget]').getByRole('link').isVisible()).resolves.toBe(true);
  await expect(page.locator('iframe, script[src]').count()).resolves.toBe(0);
  expect(external).toBe(0);
  await context.close();
});
