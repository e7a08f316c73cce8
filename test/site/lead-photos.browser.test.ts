// Photos with a request, in real Chromium against the real server, on a roofer's site (test/fixtures/roofer-site): ten camera photos from a phone-sized screen on
// Lighthouse's mobile network (the lead stored at once, every photo after it, upright and without metadata), a photo
// the server refuses named to the homeowner, the photo field by keyboard, and the form without JavaScript.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { readClientManifest } from '../../src/renderer/client-manifest';
import { browserSuite } from '../support/browser-suite';
import { cameraPhoto } from '../support/camera-photo';
import { staffSessionCookie } from '../support/staff-account';
import { throttleLikeLighthouseMobile } from '../support/mobile-network';
import { pageDiary } from '../support/page-diary';
import { scrollUntilSettled } from '../support/scroll';
import { builtContent, siteBuild } from '../support/site-builds';

const staffToken = 'photos-test-staff-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: roofer.root });
const { site } = builtContent(roofer);
const words = site.messages.photos;
const confirmation = site.messages.confirmation;
// A page with a quote form in its sidebar.
const servicePage = '/roof-replacement/asphalt-shingles';
// Pressed once the page around it has stopped moving: sections drawn as they near the screen (content-visibility) and
// the chosen photos' list change its place while the test scrolls to it, and a press mid-move lands beside it.
const sendButton = '[data-island="QuoteRequestForm"] form button[type="submit"]';

// Orientations as phones write them: upright (6), landscape (1), upside down (3), the other upright (8).
const orientations = [6, 1, 3, 8, 6, 6, 1, 8, 6, 1];
let photos: { name: string; mimeType: string; buffer: Buffer }[];
// The same photos as files on disk: Chromium reads them itself, as from a phone's library.
let photoFiles: string[];
let folder: string;
let phone: BrowserContext;

beforeAll(async () => {
  photos = [];
  folder = mkdtempSync(join(tmpdir(), 'lead-photos-'));
  for (const [i, orientation] of orientations.entries()) {
    photos.push({ name: `IMG_${4100 + i}.JPG`, mimeType: 'image/jpeg', buffer: await cameraPhoto({ orientation, seed: i + 1 }) });
  }
  photoFiles = photos.map((photo) => {
    const path = join(folder, photo.name);
    writeFileSync(path, photo.buffer);
    return path;
  });
  phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
}, 120_000);
afterAll(async () => {
  await phone?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('photos with the quote form', () => {
  test('ten camera photos on a phone over slow 4G: the lead is stored before its photos, then all ten arrive upright and clean', async () => {
    expect(photos.every((photo) => photo.buffer.length > 2_000_000)).toBe(true);
    const page = await phone.newPage();
    await page.goto(`${suite.site.url}${servicePage}`);
    const form = quoteForm(page);
    await form.getByLabel('Full Name').fill('Ten Photos');
    await page.locator('[data-island="QuoteRequestForm"][data-hydrated]').waitFor();
    await throttleLikeLighthouseMobile(page);
    await form.getByLabel('Email Address').fill('ten.photos@example.com');
    await form.getByLabel('Phone Number').fill('(720) 555-0110');
    await form.getByLabel(words.choose).setInputFiles(photoFiles);
    await form.locator('.photo-item').nth(9).waitFor();
    await scrollUntilSettled(page, sendButton, { viewport: 0.5, height: -0.5 });
    const pressed = Date.now();
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    const lead = await waitFor(() => leadNamed('Ten Photos'), 10_000);
    const leadMs = Date.now() - pressed;
    // The confirmation in the form's place counts them as they arrive.
    await island(page).getByText(arrived(10, 10), { exact: true }).waitFor({ timeout: 180_000 });
    const allMs = Date.now() - pressed;
    console.info(
      `lead stored ${leadMs} ms after Send; 10 photos stored ${(allMs / 1000).toFixed(1)} s after Send (slow 4G, noisy machine)`,
    );
    // The lead did not wait for its photos: stored while most were still on their way. (Its time after Send is the
    // bench's figure, `npm run bench -- --only uploads`, goal 2 s: on a machine busy with other tests it is not.)
    expect(lead.photos.length).toBeLessThan(10);
    // The form said ten would follow, for the office's e-mail.
    expect(lead.photosComing).toBe(10);

    const stored = (await leadNamed('Ten Photos'))!;
    expect(stored.id).toBe(lead.id);
    expect(stored.photos).toHaveLength(10);
    for (const [i, photo] of stored.photos.entries()) {
      const bytes = await staffPhoto(photo.url);
      const meta = await sharp(bytes).metadata();
      // Turned a quarter (6, 8): portrait; upright or upside down (1, 3): landscape.
      const portrait = orientations[i] === 6 || orientations[i] === 8;
      expect([meta.width, meta.height], photos[i]!.name).toEqual(portrait ? [1536, 2048] : [2048, 1536]);
      expect(bytes.length).toBeLessThan(25 * 1024 * 1024);
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
      // No EXIF segment (where the camera's position was) and no trace of the camera's tags.
      expect(bytes.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  }, 240_000);

  test('a photo the server refuses is named to the homeowner; the lead and the other photo are stored', async () => {
    const page = await phone.newPage();
    const diary = await pageDiary(page, suite.site.url);
    await page.goto(`${suite.site.url}${servicePage}`);
    const form = quoteForm(page);
    await form.getByLabel('Full Name').fill('One Refused');
    await page.locator('[data-island="QuoteRequestForm"][data-hydrated]').waitFor();
    await form.getByLabel('Email Address').fill('one.refused@example.com');
    await form.getByLabel('Phone Number').fill('(720) 555-0111');
    // Not a picture: the browser cannot shrink it and sends it as it is; the server refuses it.
    const notes = join(folder, 'notes.jpg');
    writeFileSync(notes, 'These are my notes, not a photo.');
    await form.getByLabel(words.choose).setInputFiles([photoFiles[1]!, notes]);
    await form.locator('.photo-item').nth(1).waitFor();
    await scrollUntilSettled(page, sendButton, { viewport: 0.5, height: -0.5 });
    // The diary then says whether the press became a submit, whether the form's code took it, and any field the
    // browser found invalid.
    await page.evaluate(() => {
      document.addEventListener('submit', (event) => queueMicrotask(() => console.log(`submit (taken: ${event.defaultPrevented})`)), true);
      document.addEventListener('invalid', (event) => console.log(`invalid: ${(event.target as HTMLInputElement).name}`), true);
    });
    diary.note('pressing Send');
    // By keyboard: under a heavy load a mouse press here was once lost without a submit (the photo that cannot be
    // drawn as a thumbnail re-renders the list about then, and a press whose down and up land apart is no click).
    await form.getByRole('button', { name: 'Get My Free Quote' }).press('Enter');
    const said = words.failed.replace('{file}', 'notes.jpg').split('{reason}')[0]!.trim();
    await island(page)
      .locator('.photo-problem')
      .filter({ hasText: said })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: Error) => {
        // What the page did and shows, and what the server holds, so that a failure names its cause.
        throw new Error(`${error.message}\n${diary.text(await formState(page, 'One Refused'))}`);
      });
    const stored = await waitFor(async () => {
      const lead = await leadNamed('One Refused');
      return lead?.photos.length === 1 ? lead : undefined;
    }, 30_000);
    expect(stored.photos).toHaveLength(1);
    // The confirmation says one of the two arrived, and names the other.
    await island(page).getByText(arrived(1, 2), { exact: true }).waitFor();
    await expect(island(page).getByRole('status').textContent()).resolves.toContain('notes.jpg');

    // The office, on a phone: the lead's page says one of two arrived; the photo opens full size and downloads.
    const office = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await office.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'photos.office@office.example')]);
    const inbox = await office.newPage();
    await inbox.goto(`${suite.site.url}/staff/leads/${stored.id}`);
    await inbox.getByRole('heading', { name: 'Photos (1 of 2 arrived)' }).waitFor();
    await inbox.getByRole('button', { name: 'Open photo 1 of 1 from one refused' }).click();
    const full = inbox.getByRole('dialog').getByRole('img', { name: 'Photo 1 of 1 from One Refused' });
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([2048, 1536]);
    const download = await inbox.getByRole('dialog').getByRole('link', { name: 'Download' }).getAttribute('href');
    const saved = await office.request.get(suite.site.url + download);
    expect([saved.status(), saved.headers()['content-type'], saved.headers()['content-disposition']]).toEqual([
      200,
      'image/jpeg',
      expect.stringMatching(/^attachment/),
    ]);
    await office.close();
  }, 120_000);
});

describe('photos chosen while the form wakes', () => {
  test('are listed once, and go with the request', async () => {
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.site.url}${servicePage}`);
    // A phone-slow CPU: the island takes a while between the arrival of its code and its first render.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const form = quoteForm(page);
    // The manifest names sources from where the fixture's build found them (its src/ links to this one's).
    const manifest = Object.entries(readClientManifest(join(roofer.root, 'dist')));
    const islandCode = manifest.find(([source]) => source.endsWith('src/sections/quoteForm/QuoteRequestForm.tsx'))![1].file;
    const woken = page.waitForResponse((response) => response.url().endsWith(`/${islandCode}`));
    await form.getByLabel('Full Name').fill('Photos While Waking');
    await woken;
    await form.getByLabel(words.choose).setInputFiles(photoFiles.slice(0, 2));
    await page.locator('[data-island="QuoteRequestForm"][data-hydrated]').waitFor({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await form.locator('.photo-item').nth(1).waitFor();
    await expect(form.locator('.photo-item .photo-name').allTextContents()).resolves.toEqual([photos[0]!.name, photos[1]!.name]);
    await form.getByLabel('Email Address').fill('photos.while.waking@example.com');
    await form.getByLabel('Phone Number').fill('(720) 555-0113');
    await scrollUntilSettled(page, sendButton, { viewport: 0.5, height: -0.5 });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await island(page).getByText(arrived(2, 2), { exact: true }).waitFor({ timeout: 60_000 });
    await expect(leadNamed('Photos While Waking').then((lead) => lead?.photos.length)).resolves.toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('the photo field by keyboard', () => {
  test('Tab reaches its button and Enter opens the picker; Tab reaches each remove button, which Enter or Space presses; the count is said', async () => {
    const page = await phone.newPage();
    // The browser's file picker is taken over from the start, not from a moment that may come after the key press.
    page.on('filechooser', () => {});
    await page.goto(`${suite.site.url}/contact`);
    const form = page.locator('[data-island="EstimateRequestForm"] form');
    // The served page holds a real file input (it posts without JavaScript), and no thumbnail.
    const served = await (await fetch(`${suite.site.url}/contact`)).text();
    const inputs = served.match(/<input[^>]*type="file"[^>]*>/g) ?? [];
    expect(inputs).toEqual([expect.stringMatching(/^(?=.*name="photos")(?=.*\smultiple[\s=>])(?=.*accept="image\/\*")/)]);
    await form.getByLabel('Message').focus();
    await page.locator('[data-island="EstimateRequestForm"][data-hydrated]').waitFor();
    await page.keyboard.press('Tab');
    const button = form.getByRole('button', { name: words.choose });
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The input itself is hidden from sight, not from the page; its focus shows on the button drawn for it.
    await expect(
      button.evaluate((el) => [getComputedStyle(el).display !== 'none', el.getBoundingClientRect().width <= 1]),
    ).resolves.toEqual([true, true]);
    await expect(form.locator('.photo-pick').evaluate((el) => getComputedStyle(el).outlineStyle)).resolves.toBe('solid');
    await expect(form.locator('img').count()).resolves.toBe(0);

    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(photoFiles.slice(0, 3));
    const items = form.locator('.photo-item');
    await expect.poll(() => form.locator('.photo-item img').count(), { timeout: 30_000 }).toBe(3);
    const status = form.locator('.photo-input').getByRole('status');
    await expect(status.textContent()).resolves.toBe(words.chosen.replace('{count}', '3'));
    const firstThumbnail = (await form.locator('.photo-item img').first().getAttribute('src'))!;
    expect(firstThumbnail).toMatch(/^blob:/);

    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toBe(`${words.remove} ${photos[0]!.name}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count()).toBe(2);
    // The focus goes on to the next photo's button, the new count is said, and the thumbnail's object URL is let go.
    await expect(focusedName(page)).resolves.toBe(`${words.remove} ${photos[1]!.name}`);
    await expect(status.textContent()).resolves.toBe(words.chosen.replace('{count}', '2'));
    await expect(
      page.evaluate(
        (url) =>
          fetch(url).then(
            () => 'kept',
            () => 'revoked',
          ),
        firstThumbnail,
      ),
    ).resolves.toBe('revoked');
    await page.keyboard.press('Space');
    await expect.poll(() => items.count()).toBe(1);
    await expect(form.locator('.photo-name').textContent()).resolves.toBe(photos[2]!.name);
    await expect(status.textContent()).resolves.toBe(words.chosen.replace('{count}', '1'));
    await page.close();
  }, 60_000);
});

describe('photos without JavaScript', () => {
  test('the plain form posts its 3 photos with the request', async () => {
    const noJs = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(`${suite.site.url}${servicePage}`);
    const form = quoteForm(page);
    await form.getByLabel('Full Name').fill('Plain Photos');
    await form.getByLabel('Email Address').fill('plain.photos@example.com');
    await form.getByLabel('Phone Number').fill('(720) 555-0112');
    // The browser's own control, which lists what was chosen, in place of the button drawn for scripts.
    await expect(form.locator('input[type="file"]').isVisible()).resolves.toBe(true);
    await expect(form.locator('.photo-pick').isVisible()).resolves.toBe(false);
    await form.getByLabel(words.choose).setInputFiles(photoFiles.slice(0, 3));
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await page.waitForURL(`${suite.site.url}/thank-you`, { timeout: 60_000 });
    const stored = (await leadNamed('Plain Photos'))!;
    expect(stored.photos.map((photo) => [photo.width, photo.height])).toEqual([
      [1536, 2048],
      [2048, 1536],
      [2048, 1536],
    ]);
    await noJs.close();
  }, 120_000);
});

// The quote form's fields, messages, photo list and toasts, and the lead as the server holds it.
async function formState(page: Page, name: string): Promise<string> {
  const shown = await page.evaluate(() => {
    const island = document.querySelector('[data-island="QuoteRequestForm"]');
    return {
      hydrated: island?.hasAttribute('data-hydrated'),
      fields: Array.from(island?.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]') ?? []).map(
        (field) => `${field.name}=${field.type === 'file' ? (field.files?.length ?? 0) + ' files' : field.value}`,
      ),
      button: island?.querySelector('button[type="submit"]')?.textContent,
      messages: Array.from(island?.querySelectorAll('[class*="error"], [role="alert"]') ?? []).map((el) => el.textContent),
      photos: island?.querySelector('.photo-list')?.outerHTML.replace(/blob:[^"]+/g, 'blob:…'),
      confirmation: island?.querySelector('.lead-confirmation')?.textContent,
      toasts: Array.from(document.querySelectorAll('.mantine-Notification-root')).map((el) => el.textContent),
    };
  });
  const stored = await leadNamed(name).catch((error: Error) => error.message);
  return `page: ${JSON.stringify(shown, null, 1)}\nstored: ${JSON.stringify(stored)}`;
}

function quoteForm(page: Page) {
  return page.locator('[data-island="QuoteRequestForm"] form');
}

function island(page: Page) {
  return page.locator('[data-island="QuoteRequestForm"]');
}

function arrived(count: number, total: number): string {
  return confirmation.photos.replace('{count}', String(count)).replace('{total}', String(total));
}

interface StoredLead {
  id: string;
  photos: { url: string; width: number; height: number; bytes: number }[];
  photosComing: number;
}

async function leadNamed(name: string): Promise<StoredLead | undefined> {
  const response = await fetch(`${suite.site.url}/api/db/${site.leads.project}/rest/v1/contacts?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  return ((await response.json()) as StoredLead[])[0];
}

// What a screen reader names the focused element.
function focusedName(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
}

async function staffPhoto(url: string): Promise<Buffer> {
  const response = await fetch(suite.site.url + url, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

// Polls every 25 ms until `check` gives a value.
async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
