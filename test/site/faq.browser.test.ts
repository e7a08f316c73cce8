// The FAQ accordion of a fixture site in real Chromium: native <details> sharing a name, so one answer is open at a time and
// every answer can be closed again, with or without JavaScript.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { scrollUntilSettled } from '../support/scroll';
import { siteBuild } from '../support/site-builds';

const suite = browserSuite({}, { root: siteBuild('roofer-site').root });

// A page whose questions (three of them) are in the main column.
const route = '/about';

function openItems(page: Page) {
  return page.locator('.faq-item').evaluateAll((items) => items.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])));
}

test('one answer open at a time, and all may be closed', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${suite.site.url}${route}`);
  const questions = page.locator('.faq-question');
  expect(await questions.count()).toBeGreaterThanOrEqual(3);
  expect(await openItems(page)).toEqual([]);
  const answer = (i: number) => page.locator('.faq-answer').nth(i);

  // Pressed once the page around the questions has stopped moving (sections are drawn as they near the screen).
  await scrollUntilSettled(page, '.faq-item', { viewport: 0.2 });
  await questions.nth(0).click();
  expect(await openItems(page)).toEqual([0]);
  await expect(answer(0).isVisible()).resolves.toBe(true);

  await questions.nth(2).click();
  expect(await openItems(page)).toEqual([2]);
  await expect(answer(0).isVisible()).resolves.toBe(false);
  await expect(answer(2).isVisible()).resolves.toBe(true);

  // The keyboard works the same way.
  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  expect(await openItems(page)).toEqual([1]);
  await page.keyboard.press('Space');
  expect(await openItems(page)).toEqual([]);
  await expect(answer(1).isVisible()).resolves.toBe(false);

  await questions.nth(2).click();
  await questions.nth(2).click();
  expect(await openItems(page)).toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('without JavaScript the accordion behaves the same', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}${route}`);
  const questions = page.locator('.faq-question');
  await questions.nth(0).click();
  await questions.nth(1).click();
  expect(await openItems(page)).toEqual([1]);
  await questions.nth(1).click();
  expect(await openItems(page)).toEqual([]);
  await context.close();
});
