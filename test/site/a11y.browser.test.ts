// Accessibility of every built page of every built site in real Chromium: axe-core (WCAG 2.0-2.2 A/AA and best practices) on a phone
// and on a desktop, and the keyboard paths: skip link, header submenus, a visible focus indicator.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loadContent } from '../../src/content/load';
import { browserSuite } from '../support/browser-suite';
import { builtRoutes, missIn, siteBuild, siteBuilds } from '../support/site-builds';
import { scrollUntilSettled } from '../support/scroll';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Every page of every built site in each of its languages, plus an unknown address in each (the not-found pages).
const sites = await Promise.all(
  siteBuilds.map(async (build) => {
    const loaded = await loadContent({ root: build.root });
    if (!loaded.ok) throw new Error(`the content of ${build.name} does not validate`);
    return { build, routes: builtRoutes(build).map((route) => (route.endsWith('/404') ? missIn(route) : route)) };
  }),
);
// The keyboard paths, on a fixture site.
const fixture = siteBuild('roofer-site');
const result = await loadContent({ root: fixture.root });
if (!result.ok) throw new Error('content does not validate');
const { site: siteFacts } = result.content;

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

const suite = browserSuite({}, { root: fixture.root });

describe.each(sites)('$build.name', ({ build, routes }) => {
  const site = browserSuite({}, { root: build.root });

  describe.each(Object.entries(viewports))('axe on every page, %s', (_name, options) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      // Reduced motion: scroll reveal leaves every section visible, so axe sees the page as read.
      context = await site.browser.newContext({ ...options, reducedMotion: 'reduce' });
      await context.addInitScript({ path: axePath });
      page = await context.newPage();
    });

    afterAll(async () => {
      await context?.close();
    });

    test('no violations', { timeout: 120_000 }, async () => {
      const problems: string[] = [];
      for (const route of routes) {
        await page.goto(`${site.site.url}${route}`, { waitUntil: 'load' });
        await wakeCarousel(page);
        problems.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
      }
      expect(problems.join('\n')).toBe('');
    });
  });
});

test('axe: no violations with the phone menu open', async () => {
  const context = await suite.browser.newContext({ ...viewports.phone, reducedMotion: 'reduce' });
  await context.addInitScript({ path: axePath });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}/`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  expect((await axeViolations(page)).join('\n')).toBe('');
  await context.close();
});

describe('keyboard', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await suite.browser.newContext(viewports.desktop);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  test('the skip link is the first Tab stop, is visible when focused, and moves focus to <main>', async () => {
    await page.goto(`${suite.site.url}/about`);
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first.text).toBe('Skip to main content');
    expect(first.visible).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('every header submenu link is reached by Tab and visible when focused', async () => {
    await page.goto(`${suite.site.url}/`);
    // Each submenu: its 'All …' entry (the parent's address) and its sub-links.
    const wanted = siteFacts.header.navigation.flatMap((item) => (item.submenu ? [item.href, ...item.submenu.map((sub) => sub.href)] : []));
    expect(wanted.length).toBeGreaterThan(0);
    const reached = new Map<string, boolean>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (!now.inHeaderNav) {
        if (reached.size > 0) break;
        continue;
      }
      if (now.href && now.inSubmenu) reached.set(now.href, now.visible);
    }
    expect(Object.fromEntries(reached)).toEqual(Object.fromEntries(wanted.map((href) => [href, true])));
  });

  test('each Tab stop of a page shows a focus indicator', async () => {
    await page.goto(`${suite.site.url}/roof-replacement/asphalt-shingles`);
    const missing: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.tag === 'BODY') break;
      if (!now.indicator) missing.push(`${now.tag} "${now.text}"`);
    }
    expect(missing).toEqual([]);
  });
});

// The part that wakes when scrolled to (the certifications carousel) is checked as readers meet it: woken. It is
// brought to the middle of the screen and kept there while the sections above it take their real heights.
async function wakeCarousel(page: Page): Promise<void> {
  if ((await page.locator('[data-carousel]').count()) === 0) return;
  await scrollUntilSettled(page, '[data-carousel]', { viewport: 0.5, height: -0.5 });
  await page.locator('[data-carousel][data-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface Focused {
  tag: string;
  text: string;
  href: string | null;
  /** On screen (inside the viewport, with a size). */
  visible: boolean;
  inHeaderNav: boolean;
  inSubmenu: boolean;
  /** An outline of at least 2px, or a box shadow, while focused. */
  indicator: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      tag: el.tagName,
      text: (el.textContent ?? '').trim().slice(0, 40),
      href: el.getAttribute('href'),
      visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && style.visibility !== 'hidden',
      inHeaderNav: Boolean(el.closest('header nav')),
      inSubmenu: Boolean(el.closest('header nav li ul')),
      indicator: outline || style.boxShadow !== 'none',
    };
  });
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

// One line per failing element: rule, impact, CSS target, the element's markup and what to fix.
// axe itself is added to every page of the context by an init script.
async function axeViolations(page: Page): Promise<string[]> {
  // Sections off screen skip rendering (content-visibility) until scrolled to; render them all so that colour
  // contrast is judged on what a reader will see.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const violations = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    tags,
  );
  return (violations as AxeViolation[]).flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) ${v.help} — ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}${
          n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''
        }`,
    ),
  );
}
