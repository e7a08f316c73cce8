// The certification carousel of a fixture site (four badges) in real Chromium: 3000 ms rotation (on a controlled clock), pause on hover, on
// keyboard focus and by the pause control, wrap-around arrows, dots, reduced motion, and the list without JavaScript.
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { scrollUntilSettled } from '../support/scroll';
import { builtContent, siteBuild } from '../support/site-builds';

const roofer = siteBuild('roofer-site');
const suite = browserSuite({}, { root: roofer.root });
const { site, pages } = builtContent(roofer);
const badges = site.certifications.length;
// The home page's certifications section, named by its heading.
const heading = pages.find((p) => p.route === '/')!.page.sections.find((section) => section.type === 'certifications')!.heading!;

const reviewsScript = site.reviews!.scriptUrl;

interface CarouselPage {
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  /** 1-based number of the badge the dots mark as current. */
  current(): Promise<number>;
  close(): Promise<void>;
}

// The home page on a fake clock, scrolled to the carousel and woken.
async function openCarousel(options: BrowserContextOptions = {}): Promise<CarouselPage> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // The reviews widget's third-party script loads near the carousel: answer it locally.
  await page.route(reviewsScript, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.clock.install();
  await page.goto(`${suite.site.url}/`);
  // From here the page's time moves only when the test says so.
  // Ten seconds ahead: a busy machine may take seconds between reading the page's time and pausing it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await scrollUntilSettled(page, '.certifications', { viewport: 0.5, height: -0.5 });
  const carousel = page.locator('[data-carousel]');
  // Waking takes a few tasks (the script and the page's stylesheet arrive): run the clock in small steps until
  // it is done (the rotation timer then has run for less than one step).
  for (let i = 0; i < 300 && !(await carousel.evaluate((el) => el.hasAttribute('data-ready'))); i++) {
    await page.clock.runFor(20);
    await page.waitForTimeout(10);
  }
  await expect(carousel.getAttribute('data-ready')).resolves.toBe('');
  return {
    page,
    errors,
    current: async () => {
      const dots = await page.locator('.certifications-dot').evaluateAll((els) => els.map((el) => el.getAttribute('aria-current')));
      expect(dots.filter((d) => d === 'true')).toHaveLength(1);
      return dots.indexOf('true') + 1;
    },
    close: () => context.close(),
  };
}

function liveSetting(page: Page) {
  return page.locator('.certifications-viewport').getAttribute('aria-live');
}

// The badge on show is the one inside the viewport box; every other badge is inert and hidden from assistive tech.
async function shownBadge(page: Page): Promise<string> {
  return page.evaluate(() => {
    const box = document.querySelector('.certifications-viewport')!.getBoundingClientRect();
    const inside = Array.from(document.querySelectorAll<HTMLElement>('.certifications-item')).filter((li) => {
      const r = li.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    });
    if (inside.length !== 1) throw new Error(`${inside.length} badges in view`);
    const others = Array.from(document.querySelectorAll('.certifications-item')).filter((li) => li !== inside[0]);
    if (others.some((li) => !li.hasAttribute('inert') || li.getAttribute('aria-hidden') !== 'true'))
      throw new Error('a hidden badge is reachable');
    return inside[0]!.querySelector('h3')!.textContent!;
  });
}

describe('rotation', () => {
  test('advances every 3000 ms, wraps from the last badge to the first, and stays quiet while rotating', async () => {
    const c = await openCarousel();
    const names = await c.page.locator('.certifications-name').allTextContents();
    expect(badges).toBeGreaterThanOrEqual(4);
    expect(names).toEqual(site.certifications.map((badge) => badge.name));
    expect(await c.current()).toBe(1);
    await expect(c.page.getByRole('group', { name: heading }).getAttribute('aria-roledescription')).resolves.toBe('carousel');
    await expect(liveSetting(c.page)).resolves.toBe('off');

    await c.page.clock.runFor(2900);
    expect(await c.current()).toBe(1);
    await c.page.clock.runFor(100);
    expect(await c.current()).toBe(2);
    // One step per run: each badge's timer starts when the previous one is shown.
    for (let next = 3; next <= badges; next++) {
      await c.page.clock.runFor(3000);
      expect(await c.current()).toBe(next);
    }
    await c.page.clock.runFor(3000);
    expect(await c.current()).toBe(1);
    // Let the slide transition finish, then check what is on show.
    await c.page.waitForTimeout(600);
    expect(await shownBadge(c.page)).toBe(names[0]);
    expect(c.errors, c.errors.join('\n')).toEqual([]);
    await c.close();
  });

  test('pauses while the pointer is over it and resumes when it leaves', async () => {
    const c = await openCarousel();
    await c.page.locator('.certifications-carousel').hover();
    await c.page.clock.runFor(9000);
    expect(await c.current()).toBe(1);
    await expect(liveSetting(c.page)).resolves.toBe('polite');

    await c.page.mouse.move(5, 5);
    await expect(liveSetting(c.page)).resolves.toBe('off');
    await c.page.clock.runFor(3000);
    expect(await c.current()).toBe(2);

    // A mouse click leaves focus on the control, but only keyboard focus holds the rotation.
    await c.page.getByRole('button', { name: 'Next badge' }).click();
    expect(await c.current()).toBe(3);
    await c.page.mouse.move(5, 5);
    await c.page.clock.runFor(3000);
    expect(await c.current()).toBe(4);
    await c.close();
  });

  test('pauses while keyboard focus is inside and resumes when focus leaves', async () => {
    const c = await openCarousel();
    await c.page.getByRole('button', { name: 'Next badge' }).focus();
    await c.page.clock.runFor(9000);
    expect(await c.current()).toBe(1);
    await expect(liveSetting(c.page)).resolves.toBe('polite');

    await c.page.keyboard.press('Enter');
    expect(await c.current()).toBe(2);
    await c.page.clock.runFor(9000);
    expect(await c.current()).toBe(2);

    await c.page.getByRole('button', { name: 'Next badge' }).blur();
    await c.page.clock.runFor(3000);
    expect(await c.current()).toBe(3);
    await c.close();
  });

  test('the pause control stops rotation until play is pressed', async () => {
    const c = await openCarousel();
    const toggle = c.page.locator('.certifications-toggle');
    await expect(toggle.textContent()).resolves.toBe('Pause');
    await toggle.click();
    await expect(toggle.textContent()).resolves.toBe('Play');
    await toggle.blur();
    await c.page.mouse.move(5, 5);
    await c.page.clock.runFor(9000);
    expect(await c.current()).toBe(1);
    await expect(liveSetting(c.page)).resolves.toBe('polite');

    // Play is an explicit request: rotation starts even though pointer and focus are still on the control.
    await toggle.click();
    await expect(toggle.textContent()).resolves.toBe('Pause');
    await c.page.clock.runFor(3000);
    expect(await c.current()).toBe(2);
    expect(c.errors, c.errors.join('\n')).toEqual([]);
    await c.close();
  });
});

describe('manual moves', () => {
  test('previous and next wrap around both ways and dots jump to a badge', async () => {
    const c = await openCarousel();
    const names = await c.page.locator('.certifications-name').allTextContents();
    await c.page.getByRole('button', { name: 'Previous badge' }).click();
    expect(await c.current()).toBe(badges);
    await c.page.getByRole('button', { name: 'Next badge' }).click();
    expect(await c.current()).toBe(1);
    await c.page.getByRole('button', { name: 'Previous badge' }).click();
    await c.page.getByRole('button', { name: 'Previous badge' }).click();
    expect(await c.current()).toBe(badges - 1);

    await c.page.getByRole('button', { name: 'Show badge 2' }).click();
    expect(await c.current()).toBe(2);
    await expect(c.page.getByRole('button', { name: 'Show badge 2' }).getAttribute('aria-current')).resolves.toBe('true');
    await c.page.waitForTimeout(600);
    expect(await shownBadge(c.page)).toBe(names[1]);
    expect(c.errors, c.errors.join('\n')).toEqual([]);
    await c.close();
  });
});

test('with reduced motion it does not rotate on its own and does not animate', async () => {
  const c = await openCarousel({ reducedMotion: 'reduce' });
  await c.page.mouse.move(5, 5);
  await c.page.clock.runFor(9000);
  expect(await c.current()).toBe(1);
  await expect(c.page.locator('.certifications-toggle').textContent()).resolves.toBe('Play');
  await expect(liveSetting(c.page)).resolves.toBe('polite');
  const duration = await c.page.locator('.certifications-list').evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(duration).toBeLessThan(0.001);
  await c.page.getByRole('button', { name: 'Next badge' }).click();
  expect(await c.current()).toBe(2);
  await c.close();
});

test('without JavaScript every badge shows in a list, with no carousel controls', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}/`);
  const items = page.locator('.certifications-item');
  await expect(items.count()).resolves.toBe(badges);
  for (let i = 0; i < badges; i++) {
    const item = items.nth(i);
    await item.scrollIntoViewIfNeeded();
    await expect(item.isVisible()).resolves.toBe(true);
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(page.locator('.certifications-controls').isVisible()).resolves.toBe(false);
  await context.close();
});
