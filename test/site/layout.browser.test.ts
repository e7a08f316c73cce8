// The layout as a visitor sees it, in real Chromium, on every route at the narrowest phone, a tablet, a small laptop and a laptop:
// the page never scrolls sideways, no visible text is cut off inside its box or runs past a box's edge (a long town
// in a chip), a phone number stays on one line, and every control is at least 24x24 px. A page and width with a
// problem is saved as a full-page screenshot under test-results/screens/ (ignored by git); LAYOUT_SCREENS=1 saves
// every one, for a person to look at them all.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loadContent } from '../../src/content/load';
import { browserSuite } from '../support/browser-suite';
import { builtRoutes, missIn, siteBuilds } from '../support/site-builds';
import { inspectHeader, inspectLayout } from '../support/layout-inspect';

// Every page of every built site in each of its languages, plus an unknown address in each (the not-found pages),
// and its pages with a lead form in each language.
const sites = await Promise.all(
  siteBuilds.map(async (build) => {
    const result = await loadContent({ root: build.root });
    if (!result.ok) throw new Error(`the content of ${build.name} does not validate`);
    const routes = builtRoutes(build).map((route) => (route.endsWith('/404') ? missIn(route) : route));
    // The home page and the page the header's button leads to, in each language (another language's words are longer).
    const cta = result.content.site.header.cta.href.split('#')[0] || '/';
    const headerRoutes = [
      ...new Set([
        '/',
        cta,
        ...Object.values(result.content.translations).flatMap((language) => [language.routes['/']!, language.routes[cta] ?? cta]),
      ]),
    ];
    // In each language: another language's words make a longer form and longer sections around it.
    const formRoutes = [...result.content.pages, ...Object.values(result.content.translations).flatMap((language) => language.pages)]
      .filter((p) => [...p.page.sections, ...(p.page.sidebar ?? [])].some((s) => s.type === 'quoteForm' || s.type === 'estimateForm'))
      .map((p) => p.route);
    return { build, routes, headerRoutes, formRoutes };
  }),
);

const widths = [360, 768, 1024, 1280];
// Every page's screenshot, not only those with a problem (each costs about a second).
const everyScreen = process.env.LAYOUT_SCREENS === '1';
const screens = join(process.cwd(), 'test-results/screens');

const suite = browserSuite();
// What each route and width showed, written beside the screenshots.
const found: Record<string, string[]> = {};

afterAll(() => {
  mkdirSync(screens, { recursive: true });
  writeFileSync(join(screens, 'problems.json'), `${JSON.stringify(found, null, 2)}\n`);
  console.log(`Layout screenshots (one per route and width) and problems.json: ${screens}`);
});

// The check itself, on a page made to fail it in each way, and passing where the same things are done right.
test('the check finds a page wider than the screen, cut-off text, text past its box, a split phone number and a small tap target', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.setContent(`<body style="margin:0;font:16px sans-serif">
    <div style="width:400px">wide</div>
    <p style="width:120px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Schedule Free Consultation</p>
    <p style="width:150px">Call us at (555) 555-0142 today</p>
    <a href="/x" style="display:inline-block;font-size:10px;line-height:1">tiny</a>
    <p>A <a href="/y">link inside a sentence</a> is fine.</p>
    <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">screen reader text</span>
    <p style="width:300px;overflow:hidden">Fits in its box</p>
    <p style="width:150px">Or at <span style="white-space:nowrap">(555) 555-0187</span></p>
    <ul style="display:grid;grid-template-columns:repeat(2,minmax(0,1fr));width:200px;padding:0;list-style:none">
      <li style="border:1px solid #ccc;padding:8px;font-weight:600">Westerchesterville</li>
      <li style="background:#eee;padding:8px">Elm</li>
    </ul>
    <span style="display:inline-block;width:60px;padding:4px;background:#eee">Shrewsbury</span>
    <div style="width:80px;border:1px solid #ccc">A long word, <span style="position:absolute">Overhanging</span></div>
    <p style="width:90px;border:1px solid #ccc;overflow-wrap:break-word">Westerchesterville</p>
  </body>`);
  const problems = await page.evaluate(inspectLayout);
  await context.close();
  expect(problems.map((p) => p.kind).sort()).toEqual(
    [
      'page wider than the screen',
      'phone number on two lines',
      'tap target under 24x24',
      'text cut off',
      'text past its box',
      'text past its box',
    ].sort(),
  );
  expect(problems.find((p) => p.kind === 'text cut off')?.where).toContain('Schedule Free Consultation');
  // The bordered chip and the one with a background; not the text placed out of its box, nor the word that wraps.
  expect(problems.filter((p) => p.kind === 'text past its box').map((p) => p.where)).toEqual([
    expect.stringMatching(/^li "Westerchesterville" by \d+ px$/),
    expect.stringMatching(/^span "Shrewsbury" by \d+ px$/),
  ]);
});

// Layout is in fractions of a pixel and read through rounded numbers: text that ends a pixel or two past a box's
// edge is not seen to be cut, a few pixels is.
test('the check lets text end a pixel or two past a box that hides its overflow, and finds a cut of a few pixels', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.setContent(`<body style="margin:0;font:600 16px sans-serif">
    <a id="label" style="display:inline-block;white-space:nowrap">Call (555) 555-0142</a>
  </body>`);
  const text = await page.evaluate(() => document.getElementById('label')!.getBoundingClientRect().width);
  const clipped = async (short: number) => {
    // A button as a UI kit draws it: a border, padding before the label, its overflow hidden; `short` px narrower
    // than its label.
    await page.setContent(`<body style="margin:0;font:600 16px sans-serif">
      <a href="tel:5555550142" style="display:inline-block;box-sizing:border-box;overflow:hidden;white-space:nowrap;
        padding-left:10px;border:1px solid #333;width:${text + 12 - short}px;height:40px;line-height:38px">Call (555) 555-0142</a>
    </body>`);
    return (await page.evaluate(inspectLayout)).map((p) => `${p.kind}: ${p.where}`);
  };
  await expect(clipped(-1)).resolves.toEqual([]);
  await expect(clipped(1.4)).resolves.toEqual([]);
  await expect(clipped(1.9)).resolves.toEqual([]);
  await expect(clipped(3)).resolves.toEqual(['text cut off: a "Call (555) 555-0142" by 3 px']);
  await expect(clipped(12)).resolves.toEqual(['text cut off: a "Call (555) 555-0142" by 12 px']);
  await context.close();
});

test('the check finds an empty column beside a form on a wide page, and none beside a full or centred one', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The card's link at its right edge has a long name for screen readers, clipped to a pixel (as a card's "Learn
  // More" names its card): unseen, it runs on past the screen's edge, and the column still ends with the card.
  const screenReaderName = `<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">
    a card's long title in another language, for screen readers</span>`;
  const column = (inside: string) => `<div class="page-content" style="width:1200px;margin:0 auto">
      <section style="padding:40px">${inside}</section>
      <section style="padding:40px"><div style="position:relative;height:300px;border:1px solid #ccc">a full-width card
        <a href="/more" style="position:absolute;right:0;bottom:0;padding:8px">More${screenReaderName}</a></div></section>
    </div>`;
  const form = '<div style="width:760px;height:900px;border:1px solid #ccc">a form</div>';
  await page.setContent(`<body style="margin:0;font:16px sans-serif">${column(form)}</body>`);
  const problems = await page.evaluate(inspectLayout);
  expect(problems.map((p) => p.kind)).toEqual(['empty column']);
  expect(problems[0]!.where).toMatch(/^\d+ px tall beside section/);
  // The same form across the column, or centred (a hero's or a call to action's text), leaves no column empty.
  for (const style of ['width:100%', 'width:760px;margin:0 auto']) {
    await page.setContent(
      `<body style="margin:0">${column(`<div style="${style};height:900px;border:1px solid #ccc">a form</div>`)}</body>`,
    );
    await expect(page.evaluate(inspectLayout)).resolves.toEqual([]);
  }
  await context.close();
});

test('the header check finds a name on more than two lines, links on two rows and a button at the edge', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 700, height: 600 } });
  const page = await context.newPage();
  const header = (nameWidth: string, end: string) => `<body style="margin:0;font:16px sans-serif"><header>
      <div style="display:flex;align-items:center;gap:8px;padding:0 ${end}">
        <a href="/" style="width:${nameWidth}">Example Home Services &amp; Repairs</a>
        <nav style="flex:1"><ul style="display:flex;flex-wrap:wrap;margin:0;padding:0;list-style:none">
          ${['Home', 'Kitchen Remodeling', 'Bathroom Remodeling', 'Deck Building', 'Gallery', 'About', 'Contact']
            .map((name) => `<li><a href="/${name}" style="display:block;padding:4px 8px;white-space:nowrap">${name}</a></li>`)
            .join('')}
        </ul></nav>
        <a href="/contact" style="white-space:nowrap">Get Free Quote</a>
      </div></header></body>`;
  await page.setContent(header('80px', '2px'));
  const problems = await page.evaluate(inspectHeader, 8);
  expect([...new Set(problems.map((p) => p.kind))].sort()).toEqual([
    'header control at the edge',
    'header links on two lines',
    'header name on more than two lines',
  ]);
  expect(problems.filter((p) => p.kind === 'header control at the edge').map((p) => p.where)).toEqual([
    expect.stringContaining('Example Home Services & Repairs'),
    expect.stringContaining('Get Free Quote'),
  ]);
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.setContent(header('auto', '16px'));
  await expect(page.evaluate(inspectHeader, 8)).resolves.toEqual([]);
  await context.close();
});

// The sample has what its business chose; the fixture sites are made to give the check below pages to look at.
test('each fixture site has pages with a lead form to check', () => {
  for (const { build, formRoutes } of sites.filter((site) => site.build.name !== 'sample')) {
    expect({ site: build.name, enough: formRoutes.length >= 3 }).toEqual({ site: build.name, enough: true });
  }
});

describe.each(sites)('$build.name', ({ build, routes, headerRoutes, formRoutes }) => {
  const suite = browserSuite({}, { root: build.root });

  describe.each(widths)('at %i px', (width) => {
    let context: BrowserContext;
    let page: Page;
    const phone = width < 768;

    beforeAll(async () => {
      mkdirSync(join(screens, build.name, String(width)), { recursive: true });
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
      // styled() also settles when the sheet fails: wait until its rules are in the page, so nothing is measured unstyled.
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/page-') && sheet.cssRules.length > 0),
      );
      await readThrough(page);
      const problems = await page.evaluate(inspectLayout);
      const file = join(screens, build.name, String(width), `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '--')}.png`);
      const lines = problems.map((p) => `${p.kind}: ${p.where}`);
      if (everyScreen || lines.length > 0) await page.screenshot({ path: file, fullPage: true });
      if (lines.length > 0) found[`${build.name} ${width} ${route}`] = lines;
      expect(lines).toEqual([]);
    });
  });

  // The header at every width from the narrowest phone to a wide laptop, in steps of 16 px (and at 1280 and 1440 px,
  // the common laptop widths): the site's name on one line, the links in one row, each control inside the screen with
  // room to spare, nothing wider than the screen.
  describe('the header', () => {
    // 360, 376, ... 1000, 1016, ... 1432; then 390 (a common phone), 1280 and 1440.
    const headerWidths = [...Array.from({ length: 68 }, (_, i) => 360 + 16 * i), 390, 1280, 1440].sort((a, b) => a - b);

    test.each(headerRoutes)('%s: fits at every width from 360 to 1440 px', async (route) => {
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 800 }, reducedMotion: 'reduce' });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
      const page = await context.newPage();
      await page.goto(`${suite.site.url}${route}`, { waitUntil: 'load' });
      await page.evaluate(() => (window as unknown as { __islands: { styled(): Promise<void> } }).__islands.styled());
      // As above: the page's whole stylesheet in force before the first width is measured.
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/page-') && sheet.cssRules.length > 0),
      );
      const found: string[] = [];
      for (const width of headerWidths) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        found.push(...(await page.evaluate(inspectHeader, 8)).map((p) => `${width} px: ${p.kind}: ${p.where}`));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  });

  // From anywhere on the page a phone shows a link to the page's lead form, uncovered, and one tap on it brings the
  // form's first field into view: the hero's buttons at the top, then the phone bar (out of the way while the form
  // itself is on screen: then that is what is seen).
  describe.each([360, 390])('the lead form is one tap away at %i px', (width) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await suite.browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
      // Layout shifts while the page is read: the bar slides in and out without moving anything. (A shift right
      // after a tap is the visitor's own doing and not counted, as in CLS.)
      await context.addInitScript(() => {
        const w = window as unknown as { shifts: string[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Element }[] };
          for (const entry of (list.getEntries() as unknown as Shift[]).filter((e) => !e.hadRecentInput)) {
            const moved = entry.sources.map((source) => source.node?.className || source.node?.nodeName).join(', ');
            w.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(scrollY)} px: ${moved}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
      page = await context.newPage();
    });

    afterAll(async () => {
      await context?.close();
    });

    test.each(formRoutes)(
      '%s: the form in sight or a link to it from anywhere, one tap away, no field under the bar, no shift',
      async (route) => {
        await page.goto(`${suite.site.url}${route}`, { waitUntil: 'load' });
        await page.evaluate(() => (window as unknown as { __islands: { styled(): Promise<void> } }).__islands.styled());
        // Read down the page once, screen by screen: a section is laid out the first time it nears the screen
        // (content-visibility), which moves what follows it; a jump far down would see that, not the bar.
        await readDown(page);
        await page.evaluate(() => ((window as unknown as { shifts: string[] }).shifts = []));
        const missed: string[] = [];
        // Around the form: its top low on the screen, mid-screen, at the top; its end near the bottom.
        for (const [name, y] of [
          ['the form coming up', 'form.top - innerHeight * 0.8'],
          ['the form mid-screen', 'form.top - innerHeight * 0.5'],
          ['the form at the top', 'form.top'],
          ['the form ending', 'form.bottom - innerHeight * 0.9'],
        ]) {
          await page.evaluate((expression) => {
            const rect = document.querySelector('.quote-form, .estimate-form')!.getBoundingClientRect();
            const form = { top: rect.top + scrollY, bottom: rect.bottom + scrollY };
            scrollTo({ top: new Function('form', `return ${expression}`)(form), behavior: 'instant' });
          }, y);
          await settle(page);
          const covered = (await page.evaluate(leadFormInSight)).covered;
          if (covered.length > 0) missed.push(`${name}: ${covered.join(', ')} covered`);
        }
        await expect(page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).resolves.toEqual([]);
        for (const at of [0, 0.25, 0.5, 0.75, 1]) {
          await page.evaluate((f) => scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * f, behavior: 'instant' }), at);
          await settle(page);
          const seen = await page.evaluate(leadFormInSight);
          if (seen.covered.length > 0) missed.push(`${at * 100}% down: ${seen.covered.join(', ')} covered`);
          if (seen.field) continue;
          if (!seen.link) {
            missed.push(`${at * 100}% down: no quote link on screen`);
            continue;
          }
          await page.tap(seen.link);
          await page.waitForTimeout(100);
          await settle(page);
          if (!(await page.evaluate(leadFormInSight)).field) {
            const where = await page.evaluate(() =>
              Math.round(document.querySelector('.quote-form, .estimate-form')!.getBoundingClientRect().top),
            );
            missed.push(`${at * 100}% down: a tap on ${seen.link} leaves the form out of sight (its top ${where} px from the screen's)`);
          }
        }
        expect(missed).toEqual([]);
      },
    );
  });

  /**
   * Runs in the page: whether the lead form's first field is on screen and uncovered, and else a selector for an
   * uncovered link to the form that is on screen; and the form's controls that are on screen but covered.
   */
});

function leadFormInSight(): { field: boolean; link?: string; covered: string[] } {
  const form = document.querySelector('.quote-form, .estimate-form');
  if (!form?.id) throw new Error('the page has no lead form with an id');
  const onScreen = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight;
  };
  const uncovered = (el: Element) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return onScreen(el) && !!hit && (el === hit || el.contains(hit));
  };
  const controls = [...form.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button[type="submit"]')];
  // Under the phone bar (behind the sticky header is where a page scrolls to).
  const underBar = (el: Element) => {
    const r = el.getBoundingClientRect();
    return !!document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.action-bar');
  };
  const covered = controls.filter((c) => onScreen(c) && underBar(c)).map((c) => c.getAttribute('name') ?? c.tagName.toLowerCase());
  // Any of its fields in sight (a tall form, with its photos, may show only its lower half), or its top with its
  // heading come up from the bottom (where the bar gives way to it): the form is there.
  const top = form.getBoundingClientRect().top;
  if (controls.some(uncovered) || (top >= 0 && top <= innerHeight - 48)) return { field: true, covered };
  const links = [...document.querySelectorAll(`a[href="#${form.id}"]`)];
  const index = links.findIndex(uncovered);
  return { field: false, link: index < 0 ? undefined : `a[href="#${form.id}"] >> nth=${index}`, covered };
}

async function readDown(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const end = await page.evaluate(() => {
      const before = scrollY;
      scrollBy({ top: innerHeight * 0.8, behavior: 'instant' });
      return scrollY === before;
    });
    await settle(page);
    if (end) break;
  }
}

// Smooth scrolling and late layout (sections laid out as they near the screen): wait until the page stands still.
async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const y = await page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY)))),
    );
    if (y === last) return;
    last = y;
  }
}

// Sections below the screen are laid out and painted only near it (content-visibility), so a full-page screenshot
// would show them blank: lay out and paint all of them, as they are once a reader has scrolled past.
async function readThrough(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.page-content > section, .page-sidebar > section { content-visibility: visible !important }' });
  // A carousel within 200 px of the screen wakes once its chunk arrives, which on a busy machine can be after the
  // rest has settled: measure it awake, not in the frame where it changes (client.ts, whenNear).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-carousel]')].every(
      (el) => el.hasAttribute('data-ready') || el.getBoundingClientRect().top > innerHeight + 200,
    ),
  );
  // Pictures load as they come near the screen: load them all, as a reader scrolling down would.
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // A part that has just woken may be mid-transition (even one made 0.01 ms long for reduced motion lasts a
    // frame, between its old layout and its new): measure where it comes to rest.
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
