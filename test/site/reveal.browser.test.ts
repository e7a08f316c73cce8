// Scroll reveal on a fixture site's home page in real Chromium: sections below the screen fade in once when 12% visible, without layout
// shift; the hero is never hidden; without JavaScript or with reduced motion nothing is ever hidden.
import { expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { scrollUntilSettled } from '../support/scroll';
import { siteBuild } from '../support/site-builds';

const suite = browserSuite({}, { root: siteBuild('roofer-site').root });
// A section of the home page well below its first screen.
const target = '#why-us';

// Watches the hero on every frame from the first one and sums layout shifts. A string, so the page runs it as
// written (no helpers the test compiler might add).
const watchPage = `
window.frames_ = 0; window.heroHidden = []; window.shift = 0; window.shifts = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (entry) {
    window.shift += entry.value;
    window.shifts.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' + (entry.sources || []).map(function (source) {
      var node = source.node;
      var name = !node ? '(gone)' : node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.className ? '.' + String(node.className).split(' ').join('.') : '') : '#text';
      return name + ' ' + Math.round(source.previousRect.y) + ' -> ' + Math.round(source.currentRect.y);
    }).join(', '));
  });
}).observe({ type: 'layout-shift', buffered: true });
requestAnimationFrame(function check() {
  window.frames_++;
  var hero = document.querySelector('.hero');
  if (hero && (getComputedStyle(hero).opacity !== '1' || hero.hasAttribute('data-reveal'))) window.heroHidden.push(Math.round(performance.now()));
  requestAnimationFrame(check);
});`;

interface Watched {
  frames_: number;
  heroHidden: number[];
  shift: number;
  /** Each layout shift with what moved, from where to where. */
  shifts: string[];
}

function watched(page: Page): Promise<Watched> {
  return page.evaluate(() => {
    const w = window as unknown as Watched;
    return { frames_: w.frames_, heroHidden: w.heroHidden, shift: w.shift, shifts: w.shifts };
  });
}

async function openHome(options: BrowserContextOptions = {}) {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Third-party embeds near the bottom of the page: answered locally.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  if (options.javaScriptEnabled !== false) await page.addInitScript(watchPage);
  await page.goto(`${suite.site.url}/`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

function states(page: Page) {
  return page.locator('main section').evaluateAll((sections) =>
    sections.map((s) => ({
      name: s.className.split(' ').pop(),
      reveal: (s as HTMLElement).dataset.reveal ?? null,
      opacity: getComputedStyle(s).opacity,
    })),
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

  await scrollUntilSettled(page, target, { viewport: 1, height: -0.06 });
  await page.waitForTimeout(300);
  await expect(page.locator(target).getAttribute('data-reveal')).resolves.toBe('hidden');
  await scrollUntilSettled(page, target, { viewport: 1, height: -0.2 });
  await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).opacity === '1', target);
  await expect(page.locator(target).getAttribute('data-reveal')).resolves.toBe('shown');

  // Once: back at the top and down again, it stays shown.
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  await scrollUntilSettled(page, target, { viewport: 1, height: -0.05 });
  await page.waitForTimeout(200);
  await expect(page.locator(target).getAttribute('data-reveal')).resolves.toBe('shown');

  // Scroll through the whole page: every section ends up visible.
  for (let atEnd = false; !atEnd;) {
    atEnd = await page.evaluate(() => {
      scrollBy({ top: 400, behavior: 'instant' });
      return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(800);
  expect((await states(page)).filter((s) => s.opacity !== '1')).toEqual([]);
  const seen = await watched(page);
  expect(seen.frames_).toBeGreaterThan(20);
  expect(seen.heroHidden).toEqual([]);
  // A reveal that moved content (display, height) would shift the page far more. The page's sections are laid out
  // only as they near the screen (content-visibility), and on a busy machine scrolling this fast one can arrive late
  // and nudge what is on screen by about a thousandth (seen once in some forty runs): what moved is printed.
  expect(seen.shift, seen.shifts.join('\n')).toBeLessThan(0.005);
  expect(errors, errors.join('\n')).toEqual([]);
  await close();
});

test('a page opened at an anchor scrolls there and ends with that section visible', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}/${target}`, { waitUntil: 'networkidle' });
  const section = page.locator(target);
  // The scroll to the anchor is smooth, so the section may fade in on its way up; it must end on screen and opaque.
  await page.waitForFunction((selector) => {
    const s = document.querySelector(selector)!;
    return s.getBoundingClientRect().top < innerHeight / 2 && getComputedStyle(s).opacity === '1';
  }, target);
  await expect(section.getAttribute('data-reveal')).resolves.not.toBe('hidden');
  await context.close();
});

test('with reduced motion nothing is hidden', async () => {
  const { page, errors, close } = await openHome({ reducedMotion: 'reduce' });
  const all = await states(page);
  expect(all.length).toBeGreaterThan(5);
  expect(all.filter((s) => s.reveal !== null || s.opacity !== '1')).toEqual([]);
  const seen = await watched(page);
  expect(seen.frames_).toBeGreaterThan(0);
  expect(seen.heroHidden).toEqual([]);
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
