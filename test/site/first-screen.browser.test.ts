// Only the first screen's CSS is inline; the page's whole stylesheet arrives after the first paint. In real
// Chromium, on a phone and a wide screen, every route of every built site: its first screen must look the same with the inline CSS
// alone as with the whole stylesheet: same boxes, same colours and type, so nothing shifts or changes when it
// arrives. JavaScript is off in both loads, so the markup is the served markup (the whole stylesheet is then an
// ordinary <noscript> link, blocked in the first load).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { builtContent, builtRoutes, missIn, siteBuilds } from '../support/site-builds';

const screens = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
};

/** What a visitor sees of each element on the first screen, in document order. */
interface Look {
  element: string;
  box: string;
  style: string;
}

/** A browser context for one screen, with the whole stylesheet let through or refused; it counts the requests for it. */
async function screenContext(browser: Browser, viewport: { width: number; height: number }, wholeSheet: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const counted = { sheets: 0 };
  await context.route(/\/assets\/page-[\w-]+\.css$/, (route) => {
    counted.sheets++;
    return wholeSheet ? route.continue() : route.abort();
  });
  const page = await context.newPage();
  return { context, page, counted };
}

async function firstScreen(screen: Awaited<ReturnType<typeof screenContext>>, url: string) {
  const before = screen.counted.sheets;
  const { page } = screen;
  await page.goto(url, { waitUntil: 'load' });
  // Sections skipped by content-visibility take their real size a frame after the first layout. A busy machine may
  // draw no frame for a while, and then two looks agree before it: a screenshot makes the browser draw one, twice.
  for (const _ of [1, 2]) await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
  // Then measure until two looks in a row agree.
  let looks = await measure(page);
  for (let i = 0; i < 10; i++) {
    // JavaScript is off in the page, so no animation frame callback: wait from here.
    await page.waitForTimeout(50);
    const again = await measure(page);
    if (JSON.stringify(again) === JSON.stringify(looks)) break;
    looks = again;
  }
  return { looks, sheets: screen.counted.sheets - before };
}

function measure(page: Page): Promise<Look[]> {
  return page.evaluate(() => {
    const props = [
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'border-top-width',
      'border-radius',
      'box-shadow',
      'opacity',
      'visibility',
    ];
    const out: Look[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= innerHeight || r.width === 0 || r.height === 0) continue;
      const cs = getComputedStyle(el);
      out.push({
        element: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`,
        // The part on screen: a container running below it may end elsewhere, unseen.
        box: [r.left, Math.max(r.top, 0), r.right, Math.min(r.bottom, innerHeight)].map((n) => Math.round(n)).join(','),
        style: props.map((p) => cs.getPropertyValue(p)).join('|'),
      });
    }
    return out;
  });
}

describe.each(siteBuilds)('$name', (build) => {
  const { pages } = builtContent(build);
  // Every page and a miss, in each of the site's languages.
  const routes = builtRoutes(build).map((route) => (route.endsWith('/404') ? missIn(route) : route));
  // The home page and another page with a lead form (a service page), at whatever depth the site keeps it.
  const withForm = pages.filter((p) => p.route !== '/' && p.page.kind !== 'utility' && holdsLeadForm(p.page));
  const firstPages = ['/', (withForm.find((p) => p.route.split('/').length > 2) ?? withForm[0])!.route];
  const suite = browserSuite({}, { root: build.root });

  test.each(firstPages)('%s: the whole stylesheet and then the islands loader are requested only after the first paint', async (route) => {
    const context = await suite.browser.newContext({ viewport: screens.phone });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.site.url}${route}`, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/islands\.[\w-]+\.js$/.test(e.name)));
      const times = await page.evaluate(() => {
        const start = (pattern: RegExp) => performance.getEntriesByType('resource').find((e) => pattern.test(e.name))?.startTime ?? -1;
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
          sheet: start(/\/assets\/page-[\w-]+\.css$/),
          loader: start(/\/assets\/islands\.[\w-]+\.js$/),
        };
      });
      expect(times.firstPaint).toBeGreaterThan(0);
      expect(times.sheet).toBeGreaterThan(times.firstPaint);
      expect(times.loader).toBeGreaterThanOrEqual(times.sheet);
      // Applied once here: the page's rules beyond its first screen are in force.
      await expect(
        page.evaluate(() => document.querySelector('link[rel="stylesheet"][href^="/assets/page-"]')?.getAttribute('href')),
      ).resolves.toMatch(/^\/assets\/page-[\w-]+\.css$/);
    } finally {
      await context.close();
    }
  });

  describe.each(Object.entries(screens))('on a %s', (_name, viewport) => {
    // One context a mode for every route (a context each load costs more than the load on a busy machine).
    let inlineOnlyScreen: Awaited<ReturnType<typeof screenContext>>;
    let completeScreen: Awaited<ReturnType<typeof screenContext>>;
    beforeAll(async () => {
      inlineOnlyScreen = await screenContext(suite.browser, viewport, false);
      completeScreen = await screenContext(suite.browser, viewport, true);
    });
    afterAll(async () => {
      await inlineOnlyScreen?.context.close();
      await completeScreen?.context.close();
    });

    test.each(routes)('%s: the first screen looks the same before and after the whole stylesheet', async (route) => {
      const url = `${suite.site.url}${route}`;
      const inlineOnly = await firstScreen(inlineOnlyScreen, url);
      const complete = await firstScreen(completeScreen, url);
      // The whole stylesheet was asked for (and refused, in the first load): the comparison means something.
      expect(inlineOnly.sheets).toBe(1);
      expect(complete.sheets).toBe(1);
      expect(complete.looks.length).toBeGreaterThan(10);
      expect(inlineOnly.looks).toEqual(complete.looks);
    });
  });
});

/** Whether a page holds a lead form, in its sections or its sidebar. */
function holdsLeadForm(page: { sections: { type: string }[]; sidebar?: { type: string }[] }): boolean {
  return [...page.sections, ...(page.sidebar ?? [])].some((s) => s.type === 'quoteForm' || s.type === 'estimateForm');
}
