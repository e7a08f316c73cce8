// The layout as a visitor sees it, in real Chromium, on every route at two phone widths, a tablet and a laptop:
// the page never scrolls sideways, no visible text is cut off inside its box, a phone number stays on one line,
// and every control is at least 24x24 px. Each page and width is also saved as a full-page screenshot under
// test-results/screens/ (ignored by git) so that a person can look at all of them in one place.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loadContent } from '../../src/content/load';
import { browserSuite } from '../support/browser-suite';
import { inspectLayout } from '../support/layout-inspect';

const result = await loadContent();
if (!result.ok) throw new Error('content does not validate');
const routes = [...result.content.pages.map((p) => p.route), '/no-such-page'];

const widths = [360, 390, 768, 1280];
const screens = join(process.cwd(), 'test-results/screens');

const suite = browserSuite();
// What each route and width showed, written beside the screenshots.
const found: Record<string, string[]> = {};

afterAll(() => {
  mkdirSync(screens, { recursive: true });
  writeFileSync(join(screens, 'problems.json'), `${JSON.stringify(found, null, 2)}\n`);
  console.log(`Layout screenshots (one per route and width) and problems.json: ${screens}`);
});

describe.each(widths)('at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  const phone = width < 768;

  beforeAll(async () => {
    mkdirSync(join(screens, String(width)), { recursive: true });
    // Reduced motion: the scroll reveal leaves every section shown, as the page is read.
    context = await suite.browser.newContext({
      viewport: { width, height: phone ? 780 : 900 },
      isMobile: phone,
      hasTouch: phone,
      reducedMotion: 'reduce',
    });
    // Third-party embeds (reviews, map) are not ours to measure: answered with nothing.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  test.each(routes)('%s: nothing wider than the screen, cut off, split or too small to tap', async (route) => {
    await page.goto(`${suite.site.url}${route}`, { waitUntil: 'load' });
    // The page's whole stylesheet comes after the first paint: measure the page as it ends up.
    await page.waitForFunction(() => !!document.querySelector('link[rel="stylesheet"][href^="/assets/page-"]'));
    await page.evaluate(() => (window as unknown as { __islands: { styled(): Promise<void> } }).__islands.styled());
    await readThrough(page);
    const problems = await page.evaluate(inspectLayout);
    const file = join(screens, String(width), `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '--')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const lines = problems.map((p) => `${p.kind}: ${p.where}`);
    if (lines.length > 0) found[`${width} ${route}`] = lines;
    expect(lines).toEqual([]);
  });
});

// Sections below the screen are laid out and painted only near it (content-visibility), so a full-page screenshot
// would show them blank: lay out and paint all of them, as they are once a reader has scrolled past.
async function readThrough(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.page-content > section, .page-sidebar > section { content-visibility: visible !important }' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
