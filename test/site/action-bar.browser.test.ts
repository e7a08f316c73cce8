// The phone bar in real Chromium, on a fixture site's contact page at 390 px: out of the way while a field has focus
// (the keyboard is up), and back as it was once the focus leaves, its scroll-linked animations running on all along,
// so the tap that moves the focus from a field to Send lands on Send, never on a bar drawn afresh for one frame.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { siteBuild } from '../support/site-builds';

const suite = browserSuite({}, { root: siteBuild('roofer-site').root });

test('a field with the focus puts the bar out of the way; once the focus leaves, the same bar is back', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${suite.site.url}/contact`);
  // The bar's rules come with the page's whole stylesheet.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('nav.action-bar')!).position === 'fixed');
  // At the page's end, the hero's buttons and the form scrolled away: the bar is up. (Sections laid out only near the
  // screen grow the page on the way: scroll again until the end stays put.)
  await expect
    .poll(async () => {
      await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      return barUnderFinger(page);
    })
    .toBe(true);
  await page.evaluate(() => {
    const bar = document.querySelector('nav.action-bar')!;
    (window as unknown as { barAnimations: Animation[] }).barAnimations = bar.getAnimations();
    document.querySelector<HTMLInputElement>('.estimate-form input[name="name"]')!.focus({ preventScroll: true });
  });
  await expect.poll(() => barUnderFinger(page)).toBe(false);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await expect.poll(() => barUnderFinger(page)).toBe(true);
  // The same animations, never stopped: nothing restarts them, so no frame draws the bar where they do not put it.
  const same = await page.evaluate(() => {
    const before = (window as unknown as { barAnimations: Animation[] }).barAnimations;
    const after = document.querySelector('nav.action-bar')!.getAnimations();
    return before.length > 0 && after.length === before.length && after.every((animation, i) => animation === before[i]);
  });
  expect(same).toBe(true);
  await page.close();
});

// Whether a tap at the bottom centre of the screen would land on the bar.
function barUnderFinger(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight - 20)?.closest('nav.action-bar'));
}
