// What a homeowner sees once a request is sent, in real Chromium against the real server, on a phone, on a roofer's
// site (test/fixtures/roofer-site): the form's place shows what was received (the choices in the words the form
// showed), what happens next, the phone as a tap-to-call link and the photos as they arrive, a minute later still
// (every toast long gone), until the visitor chooses to send another request, which brings back the form empty with
// the page's defaults.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { leadSetup } from '../../src/forms/lead-setup';
import { telHref } from '../../src/site/phone';
import { choiceLabel } from '../support/answers';
import { browserSuite } from '../support/browser-suite';
import { cameraPhoto } from '../support/camera-photo';
import { pageDiary } from '../support/page-diary';
import { builtContent, siteBuild } from '../support/site-builds';

const staffToken = 'confirmation-test-staff-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: roofer.root });
const { site, questions } = builtContent(roofer);
const words = site.messages.confirmation;
const photoWords = site.messages.photos;

let folder: string;
let photos: string[];
// Not a picture: the browser sends it as it is and the server refuses it.
let notPhoto: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'confirmation-'));
  photos = [];
  for (const i of [1, 2]) {
    const file = join(folder, `IMG_${7000 + i}.JPG`);
    writeFileSync(file, await cameraPhoto({ width: 1200, height: 900, seed: i }));
    photos.push(file);
  }
  notPhoto = join(folder, 'notes.jpg');
  writeFileSync(notPhoto, 'These are my notes, not a photo.');
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A form as a visitor fills it, and what its confirmation and its empty state should say. */
interface FormCase {
  name: string;
  path: string;
  island: string;
  button: string;
  /** The toast of a stored request (spec section 8). */
  toast: string;
  person: { name: string; email: string; phone: string };
  /** Select label -> value chosen. */
  selects: Record<string, string>;
  /** How the confirmation lists the request, after the name and e-mail. */
  received: [string, string][];
  attach: () => string[];
  /** What the confirmation counts once every photo arrived or failed. */
  arrived: { count: number; total: number; missed: string[] };
  /** Each select's value once the form is back. */
  defaults: Record<string, string>;
}

const forms: FormCase[] = [
  {
    name: 'estimate form',
    path: '/contact',
    island: 'EstimateRequestForm',
    button: 'Get Free Estimate',
    toast: leadSetup(site, 'estimate').successMessage,
    person: { name: 'Confirmed Estimate', email: 'confirmed.estimate@example.com', phone: '(720) 555-0160' },
    selects: { City: 'aurora', Service: 'Gutters', 'How old is your roof?': 'over-20' },
    received: [
      [words.serviceLabel, choiceLabel(questions, 'estimate', 'serviceType', 'Gutters')],
      [words.townLabel, choiceLabel(questions, 'estimate', 'city', 'aurora')],
    ],
    attach: () => photos,
    arrived: { count: 2, total: 2, missed: [] },
    defaults: { City: '', Service: 'Roofing', 'How old is your roof?': '' },
  },
  {
    name: 'quote form',
    path: '/roof-replacement/asphalt-shingles',
    island: 'QuoteRequestForm',
    button: 'Get My Free Quote',
    toast: leadSetup(site, 'quote').successMessage,
    person: { name: 'Confirmed Quote', email: 'confirmed.quote@example.com', phone: '(720) 555-0161' },
    selects: {},
    received: [[words.serviceLabel, choiceLabel(questions, 'quote', 'serviceType', 'asphalt-shingles')]],
    attach: () => [...photos, notPhoto],
    arrived: { count: 2, total: 3, missed: ['notes.jpg'] },
    defaults: { Service: 'asphalt-shingles' },
  },
];

describe.each(forms)('the $name at 390 px', (form) => {
  test('a sent request leaves a confirmation that is still there a minute later, then the form again, empty', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Timers run as usual until the test moves the clock on.
    await page.clock.install();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const diary = await pageDiary(page, suite.site.url, { presses: true });
    await page.goto(`${suite.site.url}${form.path}`);
    const island = page.locator(`[data-island="${form.island}"]`);
    await island.getByLabel('Full Name').fill(form.person.name);
    await page.locator(`[data-island="${form.island}"][data-hydrated]`).waitFor();
    await island.getByLabel('Email Address').fill(form.person.email);
    await island.getByLabel('Phone Number').fill(form.person.phone);
    for (const [field, value] of Object.entries(form.selects)) await island.getByLabel(field, { exact: true }).selectOption(value);
    await island.getByLabel(photoWords.choose).setInputFiles(form.attach());
    await island
      .locator('.photo-item')
      .nth(form.attach().length - 1)
      .waitFor();
    const stored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/rest/v1/contacts'), {
      timeout: 20_000,
    });
    await island.getByRole('button', { name: form.button }).click();
    diary.note('pressed Send');
    // The request reached the server and was stored: a confirmation that does not come is then the page's, not the server's.
    const answer = await stored.catch(async (error: unknown) => {
      await page.screenshot({ path: `test-results/confirmation-${form.island}-unsent.png` });
      throw new Error(`${String(error)}\n${diary.text()}`);
    });
    expect(answer.status()).toBe(201);

    // The form's place: its heading takes the focus, for screen readers.
    const confirmation = island.getByRole('region', { name: words.heading });
    await confirmation.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: `test-results/confirmation-${form.island}-missing.png` });
      throw error;
    });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(words.heading);
    await expect(island.locator('form').count()).resolves.toBe(0);
    // The photos are counted as they arrive; the one refused is named.
    const count = fill(words.photos, form.arrived);
    const status = confirmation.getByRole('status');
    await status.getByText(count, { exact: true }).waitFor({ timeout: 60_000 });
    for (const file of form.arrived.missed) await expect(status.textContent()).resolves.toContain(file);
    const sentAt = await page.evaluate(() => Date.now());
    await page.getByRole('alert').filter({ hasText: form.toast }).waitFor();

    await page.clock.fastForward(60_000);
    // A minute later the toasts have closed (they close by themselves) and the confirmation is still there.
    await page.getByRole('alert').filter({ hasText: form.toast }).waitFor({ state: 'detached' });
    expect((await page.evaluate(() => Date.now())) - sentAt).toBeGreaterThanOrEqual(60_000);
    await expect(confirmation.isVisible()).resolves.toBe(true);
    await expect(details(confirmation)).resolves.toEqual([
      [words.nameLabel, form.person.name],
      [words.emailLabel, form.person.email],
      ...form.received,
    ]);
    await expect(confirmation.getByText(words.next).isVisible()).resolves.toBe(true);
    const call = confirmation.getByRole('link', { name: site.phone.primary });
    await expect(call.getAttribute('href')).resolves.toBe(telHref(site.phone.primary));
    await expect(call.locator('xpath=..').textContent()).resolves.toBe(words.call);
    await expect(status.getByText(count, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(axeViolations(page, `[data-island="${form.island}"]`)).resolves.toEqual([]);
    // The office holds the lead with the photos that arrived.
    await expect(storedPhotos(form.person.name)).resolves.toBe(form.arrived.count);

    await confirmation.getByRole('button', { name: words.another }).click();
    await confirmation.waitFor({ state: 'detached' });
    const fields = island.locator('form');
    for (const field of ['Full Name', 'Email Address', 'Phone Number', 'Message']) {
      await expect(fields.getByLabel(field).inputValue(), field).resolves.toBe('');
    }
    for (const [field, value] of Object.entries(form.defaults)) {
      await expect(fields.getByLabel(field, { exact: true }).inputValue(), field).resolves.toBe(value);
    }
    await expect(fields.locator('.photo-item').count()).resolves.toBe(0);
    await expect(fields.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length)).resolves.toBe(0);
    // Back to where a new request starts.
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe('name');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

function fill(text: string, counts: { count: number; total: number }): string {
  return text.replaceAll('{count}', String(counts.count)).replaceAll('{total}', String(counts.total));
}

// The confirmation's list as a screen reader reads it: each term with its value.
function details(confirmation: Locator): Promise<[string, string][]> {
  return confirmation
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''] as [string, string]),
    );
}

// axe-core's findings (contrast included) inside one part of the page.
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(scope: string): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } })
      .axe;
    return (await axe.run(scope)).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
  }, selector);
}

async function storedPhotos(name: string): Promise<number> {
  const response = await fetch(`${suite.site.url}/api/db/${site.leads.project}/rest/v1/contacts?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const [lead] = (await response.json()) as { photos: unknown[] }[];
  return lead?.photos.length ?? -1;
}
