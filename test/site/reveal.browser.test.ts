// Scroll reveal in real Chromium: sections below the screen fade in once when 12% visible, without layout
// shift; the hero is never hidden; without JavaScript or with reduced motion nothing is ever hidden.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startSite, type RunningSite } from '../support/site-server';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

declare global {
  interface Window {
    /** Every moment the hero was not fully opaque or got a reveal state, as seen by the page itself. */
    heroHidden: string[];
    /** Sum of layout-shift scores. */
    shift: number;
  }
}

// Watches the hero on every frame from the first one, and sums layout shifts.
function watchPage() {
  window.heroHidden = [];
  window.shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number }[]) window.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const hero = document.querySelector<HTMLElement>('.hero');
    if (hero && (getComputedStyle(hero).opacity !== '1' || hero.dataset.reveal !== undefined))
      window.heroHidden.push(performance.now().toFixed(0));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function openHome(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Third-party embeds near the bottom of the page: answered locally.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  if (options.javaScriptEnabled !== false) await page.addInitScript(watchPage);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

function states(page: Page) {
  return page
    .locator('main section')
    .evaluateAll((sections) =>
      sections.map((s) => ({
        name: s.className.split(' ').pop(),
        reveal: (s as HTMLElement).dataset.reveal ?? null,
        opacity: getComputedStyle(s).opacity,
      })),
    );
}

// Scrolls so `share` of the section's height is inside the bottom of the viewport.
async function showShare(page: Page, selector: string, share: number) {
  await page.evaluate(
    ([sel, part]) => {
      const rect = document.querySelector(sel)!.getBoundingClientRect();
      const top = rect.top + scrollY;
      scrollTo({ top: top - innerHeight + rect.height * part, behavior: 'instant' });
    },
    [selector, share] as const,
  );
}

test('sections below the screen are hidden by the script and fade in once at 12% visible, with no layout shift', async () => {
  const { page, errors, close } = await openHome();
  const initial = await states(page);
  expect(initial[0]).toEqual({ name: 'hero', reveal: null, opacity: '1' });
  // What the first screen shows stays visible; everything further down waits.
  const onScreen = await page
    .locator('main section')
    .evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().top < innerHeight));
  initial.forEach((s, i) => {
    if (onScreen[i]) expect(s.reveal, s.name).toBeNull();
    else expect(s, s.name).toMatchObject({ reveal: 'hidden', opacity: '0' });
  });
  expect(initial.filter((s) => s.reveal === 'hidden').length).toBeGreaterThanOrEqual(5);

  const target = '#why-choose-us';
  await showShare(page, target, 0.06);
  await page.waitForTimeout(300);
  await expect(page.locator(target).getAttribute('data-reveal')).resolves.toBe('hidden');
  await showShare(page, target, 0.2);
  await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).opacity === '1', target);
  await expect(page.locator(target).getAttribute('data-reveal')).resolves.toBe('shown');

  // Once: back at the top and down again, it stays shown.
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  await showShare(page, target, 0.05);
  await page.waitForTimeout(200);
  await expect(page.locator(target).getAttribute('data-reveal')).resolves.toBe('shown');

  // Scroll through the whole page: every section ends up visible.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(800);
  expect((await states(page)).filter((s) => s.opacity !== '1')).toEqual([]);
  await expect(page.evaluate(() => window.heroHidden)).resolves.toEqual([]);
  await expect(page.evaluate(() => window.shift)).resolves.toBe(0);
  expect(errors, errors.join('\n')).toEqual([]);
  await close();
});

test('a page opened at an anchor keeps what is already on screen visible', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/#why-choose-us`, { waitUntil: 'networkidle' });
  const section = page.locator('#why-choose-us');
  await expect(section.evaluate((s) => s.getBoundingClientRect().top < innerHeight)).resolves.toBe(true);
  await expect(section.getAttribute('data-reveal')).resolves.toBeNull();
  await expect(section.evaluate((s) => getComputedStyle(s).opacity)).resolves.toBe('1');
  await context.close();
});

test('with reduced motion nothing is hidden', async () => {
  const { page, errors, close } = await openHome({ reducedMotion: 'reduce' });
  const all = await states(page);
  expect(all.length).toBeGreaterThan(5);
  expect(all.filter((s) => s.reveal !== null || s.opacity !== '1')).toEqual([]);
  await expect(page.evaluate(() => window.heroHidden)).resolves.toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);
  await close();
});

test('without JavaScript nothing is hidden', async () => {
  const { page, close } = await openHome({ javaScriptEnabled: false });
  const all = await states(page);
  expect(all.length).toBeGreaterThan(5);
  expect(all.filter((s) => s.reveal !== null || s.opacity !== '1')).toEqual([]);
  await close();
});
