// A fixture site's gallery (three projects) in real Chromium: a project opens a full-screen before-and-after dialog (even when clicked before
// the island has loaded), focus moves in, stays in, and returns to the project on Escape or Close.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { siteBuild } from '../support/site-builds';

const suite = browserSuite({}, { root: siteBuild('roofer-site').root });

async function openGallery(viewport = { width: 1280, height: 800 }) {
  const page = await suite.browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Network idle: the islands loader is in, the gallery's own code is not (it loads on first interaction).
  await page.goto(`${suite.site.url}/gallery`, { waitUntil: 'networkidle' });
  return { page, errors };
}

function focusedText(page: Page) {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

test('a click before the island loads opens the full-screen comparison; Escape closes it and focus returns', async () => {
  const { page, errors } = await openGallery();
  const island = page.locator('[data-island="GalleryCompare"]');
  await expect(island.getAttribute('data-hydrated')).resolves.toBeNull();
  const opener = page.getByRole('button', { name: 'Hail-Damaged Ranch Roof' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Hail-Damaged Ranch Roof' });
  await dialog.waitFor({ state: 'visible' });
  await expect(island.getAttribute('data-hydrated')).resolves.toBe('');
  // Full screen, with both pictures.
  const box = (await dialog.boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 1280, 800]);
  const images = dialog.getByRole('img');
  // Published under content-named addresses, cached for good.
  await expect(images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).resolves.toEqual([
    expect.stringMatching(/^\/assets\/images\/old-roof-[0-9a-f]{8}\.svg$/),
    expect.stringMatching(/^\/assets\/images\/shingles-[0-9a-f]{8}\.svg$/),
  ]);
  for (const img of await images.all()) await expect(img.isVisible()).resolves.toBe(true);
  await expect(dialog.locator('figcaption').allTextContents()).resolves.toEqual(['Before', 'After']);

  // Focus is inside, and Tab either way keeps it there.
  await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expect(
      dialog.evaluate((d) => d.contains(document.activeElement)),
      key,
    ).resolves.toBe(true);
  }
  // The page behind does not scroll.
  await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(focusedText(page)).resolves.toBe('Hail-Damaged Ranch Roof');
  await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('visible');
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('the keyboard opens a project; the Close button closes it and focus returns to that project', async () => {
  const { page, errors } = await openGallery({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Wind-Torn Ridge Rebuilt' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Wind-Torn Ridge Rebuilt' });
  await dialog.waitFor({ state: 'visible' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  // On a phone the pictures stack and both still fit on screen.
  const [before, after] = await dialog.getByRole('img').all();
  const [b, a] = [(await before!.boundingBox())!, (await after!.boundingBox())!];
  expect(a.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
  expect(a.y + a.height).toBeLessThanOrEqual(844);

  await close.click();
  await dialog.waitFor({ state: 'detached' });
  await expect(focusedText(page)).resolves.toBe('Wind-Torn Ridge Rebuilt');

  // Another project opens the same way, with its own pictures.
  await page.getByRole('button', { name: 'Garage Roof Relaid' }).click();
  const second = page.getByRole('dialog', { name: 'Garage Roof Relaid' });
  await second.waitFor({ state: 'visible' });
  await expect(second.getByRole('img').first().getAttribute('src')).resolves.toMatch(/^\/assets\/images\/garage-before-[0-9a-f]{8}\.svg$/);
  await second.getByRole('button', { name: 'Close' }).click();
  await second.waitFor({ state: 'detached' });
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('without JavaScript every project shows both pictures in the grid', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}/gallery`);
  const cards = page.locator('.gallery-card');
  await expect(cards.count()).resolves.toBe(3);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img').count()).resolves.toBe(2);
    for (const img of await card.locator('img').all()) await expect(img.isVisible()).resolves.toBe(true);
  }
  await expect(page.locator('.gallery-dialog').count()).resolves.toBe(0);
  await context.close();
});
