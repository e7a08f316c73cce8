// The two lead forms in real Chromium against the real server, on a roofer's site and its questions
// (test/fixtures/roofer-site): the hydrated estimate form and quote form, their checks, toasts, confirmation and
// failure paths, what was typed, picked and ticked before hydration, and the forms with JavaScript off. (What the
// confirmation says and how long it stays: confirmation.browser.test.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { leadSetup } from '../../src/forms/lead-setup';
import { browserSuite } from '../support/browser-suite';
import { builtContent, siteBuild } from '../support/site-builds';
import { describedText } from '../support/described-text';

const staffToken = 'forms-test-staff-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: roofer.root });
// The toasts say what site.yaml says (the failure with its phone number filled in).
const content = builtContent(roofer);
const estimateTexts = leadSetup(content.site, 'estimate');
const another = estimateTexts.confirmation.another;
const texts = {
  estimateSuccess: estimateTexts.successMessage,
  estimateFailure: estimateTexts.failureMessage,
  quoteSuccess: leadSetup(content.site, 'quote').successMessage,
};
test('the failure toast offers the phone number of site.yaml', () => {
  expect(texts.estimateFailure).toContain(content.site.phone.primary);
});

let context: BrowserContext;
beforeAll(async () => {
  context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
});
// The lead API path names the project of the site's site.yaml.
const project = content.site.leads.project;

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  city: string;
  message: string;
  emailSent: string;
  emailError: string | null;
  userId: string;
}

describe('estimate form', () => {
  test('sends a request: Submitting..., success toast, the confirmation, then an empty form with the page service, stored row and e-mail', async () => {
    const page = await open('/contact');
    // Hold the create a moment so the submitting state can be seen.
    await page.route('**/rest/v1/contacts', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const form = page.locator('form[action="/api/leads/form"]');
    await expect(estimate(page).getByLabel('Service').inputValue()).resolves.toBe('Roofing');
    // This test is about the sequence; typing before and during hydration has its own test below.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Full Name').focus();
    await page.locator('[data-island="EstimateRequestForm"][data-hydrated]').waitFor();
    await page.getByLabel('Full Name').fill('Estimate Visitor');
    await page.getByLabel('Phone Number').fill('720.555.0142');
    await page.getByLabel('Email Address').fill('estimate.visitor@example.com');
    await page.getByLabel('City').selectOption('lakewood');
    await estimate(page).getByLabel('Service').selectOption('Gutters');
    // One question of each kind the roofer asks.
    await page.getByLabel('How old is your roof?').selectOption('over-20');
    await page.getByLabel('Hail damage').check();
    await page.getByLabel('A leak').check();
    await page.getByLabel('Yes', { exact: true }).check();
    await page.getByLabel('How many stories is the house?').fill('2');
    await page.getByLabel('Message').fill('Gutters pulling off the fascia.');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/rest/v1/contacts'));
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    expect(bodyOf(await sent)).toMatchObject({
      roofAge: 'over-20',
      roofType: '',
      damage: ['hail', 'leak'],
      leaks: 'yes',
      stories: '2',
      city: 'lakewood',
      serviceType: 'Gutters',
    });

    const busy = form.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    await toast(page, texts.estimateSuccess);
    await estimate(page).getByRole('button', { name: another }).click();
    await form.getByRole('button', { name: 'Get Free Estimate' }).waitFor();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Hail damage').isChecked()).resolves.toBe(false);
    await expect(estimate(page).getByLabel('Service').inputValue()).resolves.toBe('Roofing');

    const [row] = await rows('Estimate Visitor');
    expect(row).toMatchObject({
      id: expect.stringMatching(/^contact_\d{13}_[0-9a-f]{24}$/),
      phone: '720.555.0142',
      email: 'estimate.visitor@example.com',
      city: 'lakewood',
      serviceType: 'Gutters',
      message: 'Gutters pulling off the fascia.',
      emailSent: '1',
      emailError: null,
      userId: 'anonymous',
    });
    const mail = mailFor(row!.id);
    expect(mail).toContain('Subject: New Gutters Lead - Estimate Visitor');
    await expectNoErrors(page);
  });

  test('shows field messages tied to the inputs and stores nothing', async () => {
    const page = await open('/contact');
    const apiCalls: string[] = [];
    // The lead API's calls; the visit counter's batch (its own test's subject) may leave at any time.
    page.on(
      'request',
      (request) => request.url().includes('/api/') && !request.url().endsWith('/api/visits') && apiCalls.push(request.url()),
    );
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    const name = page.getByLabel('Full Name');
    await expect.poll(() => describedText(name)).toBe('Please enter your name.');
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect.poll(() => describedText(page.getByLabel('Phone Number'))).toBe('Please enter your phone number.');
    await expect.poll(() => describedText(page.getByLabel('Email Address'))).toBe('Please enter your e-mail address.');
    // The first field that needs attention gets the focus.
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await name.fill('Invalid Visitor');
    await page.getByLabel('Phone Number').fill('555-0142');
    await page.getByLabel('Email Address').fill('invalid.visitor@');
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    await expect
      .poll(() => describedText(page.getByLabel('Email Address')))
      .toBe('Please enter a valid e-mail address, like name@mail.com.');
    await expect
      .poll(() => describedText(page.getByLabel('Phone Number')))
      .toBe('Please enter a 10-digit US phone number with the area code.');
    await expect(name.getAttribute('aria-invalid')).resolves.not.toBe('true');
    await expect(axeViolations(page, '[data-island="EstimateRequestForm"]')).resolves.toEqual([]);
    await page.waitForTimeout(200);
    expect(apiCalls).toEqual([]);
    await expect(rows('Invalid Visitor')).resolves.toEqual([]);
    await expectNoErrors(page);
  });

  test('/contact?service= selects the service before hydration, listed or not', async () => {
    const gutters = await open('/contact?service=Gutters');
    await expect(estimate(gutters).getByLabel('Service').inputValue()).resolves.toBe('Gutters');
    await gutters.close();

    const page = await open('/contact?service=Skylights%20%26%20Vents');
    expect(await page.locator('[data-island="EstimateRequestForm"][data-hydrated]').count()).toBe(0);
    await expect(estimate(page).getByLabel('Service').inputValue()).resolves.toBe('Skylights & Vents');
    await page.getByLabel('Full Name').fill('Linked Visitor');
    await page.getByLabel('Phone Number').fill('(720) 555-0142');
    await page.getByLabel('Email Address').fill('linked@example.com');
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    await toast(page, texts.estimateSuccess);
    // The form that comes back after a sent request has the page's own service.
    await estimate(page).getByRole('button', { name: another }).click();
    await expect(estimate(page).getByLabel('Service').inputValue()).resolves.toBe('Roofing');
    expect((await rows('Linked Visitor'))[0]).toMatchObject({ serviceType: 'Skylights & Vents', emailSent: '1' });
    await expectNoErrors(page);
  });

  test('keeps what was typed, picked and ticked before hydration and replays a submit made before it', async () => {
    const page = await open('/contact');
    // Hold the page's code until the submit is made, so typing and the submit happen before the form is interactive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const island = page.locator('[data-island="EstimateRequestForm"]');
    await page.getByLabel('Full Name').fill('Early Visitor');
    await page.getByLabel('Phone Number').fill('7205550142');
    await page.getByLabel('Email Address').fill('early@example.com');
    await page.getByLabel('How old is your roof?').selectOption('unknown');
    await page.getByLabel('Sagging').check();
    await page.getByLabel('No', { exact: true }).check();
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/rest/v1/contacts'));
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    expect(page.url()).toBe(`${suite.site.url}/contact`);
    release();
    expect(bodyOf(await sent)).toMatchObject({ roofAge: 'unknown', damage: ['sagging'], leaks: 'no' });

    await toast(page, texts.estimateSuccess);
    expect((await rows('Early Visitor'))[0]).toMatchObject({
      phone: '7205550142',
      email: 'early@example.com',
      serviceType: 'Roofing',
      emailSent: '1',
    });
    await expectNoErrors(page);
  });

  test('a failed save: failure toast with the phone, the values kept, an error_ record', async () => {
    const page = await open('/contact');
    await page.route('**/rest/v1/contacts', (route) =>
      (route.request().postData() ?? '').includes('"id":"contact_') ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByLabel('Full Name').fill('Failing Visitor');
    await page.getByLabel('Phone Number').fill('+1 720 555 0142');
    await page.getByLabel('Email Address').fill('failing@example.com');
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    await toast(page, texts.estimateFailure);
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Failing Visitor');
    await expect(page.getByRole('button', { name: 'Get Free Estimate' }).isEnabled()).resolves.toBe(true);
    const stored = await rows('Failing Visitor');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(/^error_/);
    expect(stored[0]!.emailError).toMatch(/^Saving the request failed: /);
  });

  test('a failed e-mail: the lead is kept (the server e-mails it later) and an error_ record says why', async () => {
    const page = await open('/contact');
    await page.route('**/api/notifications/email', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.getByLabel('Full Name').fill('Unmailed Visitor');
    await page.getByLabel('Phone Number').fill('1-720-555-0142');
    await page.getByLabel('Email Address').fill('unmailed@example.com');
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    await toast(page, texts.estimateSuccess);
    const stored = await rows('Unmailed Visitor');
    const lead = stored.find((row) => row.id.startsWith('contact_'));
    const copy = stored.find((row) => row.id.startsWith('error_'));
    expect(lead).toMatchObject({ emailSent: '0' });
    expect(copy?.emailError).toBe('Sending the e-mail failed: HTTP 500');
    expect(mailFor(lead!.id)).toBe('');
  });
});

describe('quote form', () => {
  test("sends a cta_ lead with the page's service, shows the toast and the confirmation, then an empty form", async () => {
    const page = await open('/roof-repair');
    const quoteForm = page.locator('[data-island="QuoteRequestForm"]');
    await expect(quoteForm.getByLabel('Service').inputValue()).resolves.toBe('roof-repair');
    await quoteForm.getByLabel('Full Name').fill('Quote Visitor');
    await quoteForm.getByLabel('Email Address').fill('quote@example.com');
    await quoteForm.getByLabel('Phone Number').fill('(720) 555-0142');
    await quoteForm.getByLabel('Message').fill('Shingles blown off over the garage.');
    await quoteForm.getByRole('button', { name: 'Get My Free Quote' }).click();
    await toast(page, texts.quoteSuccess);
    await quoteForm.getByRole('button', { name: another }).click();
    await expect(quoteForm.getByLabel('Full Name').inputValue()).resolves.toBe('');
    await expect(quoteForm.getByLabel('Service').inputValue()).resolves.toBe('roof-repair');
    const [row] = await rows('Quote Visitor');
    expect(row).toMatchObject({
      id: expect.stringMatching(/^cta_/),
      serviceType: 'roof-repair',
      message: 'Shingles blown off over the garage.',
      emailSent: '1',
    });
    expect(mailFor(row!.id)).toContain('Subject: New CTA Lead - Quote Visitor');
    await expectNoErrors(page);
  });

  test('a toast waits while the pointer is on it, then closes by itself; its close button closes it at once', async () => {
    const page = await open('/roof-repair', { fakeClock: true });
    const quoteForm = page.locator('[data-island="QuoteRequestForm"]');
    const send = async (name: string) => {
      await quoteForm.getByLabel('Full Name').fill(name);
      await quoteForm.getByLabel('Email Address').fill('toast@example.com');
      await quoteForm.getByLabel('Phone Number').fill('(720) 555-0142');
      await quoteForm.getByRole('button', { name: 'Get My Free Quote' }).click();
      await toast(page, texts.quoteSuccess);
      await quoteForm.getByRole('button', { name: another }).click();
    };
    const alerts = page.getByRole('alert').filter({ hasText: texts.quoteSuccess });

    await send('Toast Hover');
    await alerts.hover();
    await page.clock.fastForward(30_000);
    await expect(alerts.count()).resolves.toBe(1);
    await page.mouse.move(5, 5);
    await page.clock.fastForward(8_500);
    await alerts.waitFor({ state: 'detached' });

    await send('Toast Close');
    await alerts.getByRole('button', { name: 'Close' }).click();
    await alerts.waitFor({ state: 'detached' });
    await expectNoErrors(page);
  });

  test('checks its fields too', async () => {
    const page = await open('/roof-repair');
    const quoteForm = page.locator('[data-island="QuoteRequestForm"]');
    await quoteForm.getByLabel('Full Name').fill('Quote Invalid');
    await quoteForm.getByLabel('Email Address').fill('not-an-address');
    await quoteForm.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect
      .poll(() => describedText(quoteForm.getByLabel('Email Address')))
      .toBe('Please enter a valid e-mail address, like name@mail.com.');
    await expect.poll(() => describedText(quoteForm.getByLabel('Phone Number'))).toBe('Please enter your phone number.');
    await expect(rows('Quote Invalid')).resolves.toEqual([]);
  });
});

describe('with JavaScript off', () => {
  test('both forms post, store the lead and show the thank-you page', async () => {
    const noJs = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(`${suite.site.url}/contact`);
    await page.getByLabel('Full Name').fill('Static Visitor');
    await page.getByLabel('Phone Number').fill('720-555-0142');
    await page.getByLabel('Email Address').fill('static@example.com');
    await page.getByLabel('How old is your roof?').selectOption('10-20');
    await page.getByLabel('Missing shingles').check();
    await page.getByLabel('Gutters', { exact: true }).check();
    await page.getByLabel('Yes', { exact: true }).check();
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    await page.waitForURL(`${suite.site.url}/thank-you`);
    expect((await rows('Static Visitor'))[0]).toMatchObject({ id: expect.stringMatching(/^contact_/), serviceType: 'Roofing' });

    await page.goto(`${suite.site.url}/roof-repair`);
    const quoteForm = page.locator('[data-island="QuoteRequestForm"]');
    await expect(quoteForm.locator('input[name="form"]').getAttribute('value')).resolves.toBe('quote');
    await quoteForm.getByLabel('Full Name').fill('Static Quote');
    await quoteForm.getByLabel('Email Address').fill('static.quote@example.com');
    await quoteForm.getByLabel('Phone Number').fill('7205550142');
    await quoteForm.getByRole('button', { name: 'Get My Free Quote' }).click();
    await page.waitForURL(`${suite.site.url}/thank-you`);
    expect((await rows('Static Quote'))[0]).toMatchObject({ id: expect.stringMatching(/^cta_/), serviceType: 'roof-repair' });
    await noJs.close();
  });
});

const consoleErrors = new WeakMap<Page, string[]>();

async function open(path: string, { fakeClock = false } = {}): Promise<Page> {
  const page = await context.newPage();
  // Timers run as usual until the test moves the clock on.
  if (fakeClock) await page.clock.install();
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${suite.site.url}${path}`);
  return page;
}

// Hydration mismatches and script errors show up as console errors.
async function expectNoErrors(page: Page): Promise<void> {
  expect(consoleErrors.get(page)).toEqual([]);
  await page.close();
}

// What the form sent to the lead API.
function bodyOf(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

function estimate(page: Page) {
  return page.locator('[data-island="EstimateRequestForm"]');
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

// axe-core's findings (contrast of the messages included) inside one part of the page.
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(scope: string): Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(scope)).violations.map((violation) => violation.id);
  }, selector);
}

async function rows(name: string): Promise<Row[]> {
  const response = await fetch(
    `${suite.site.url}/api/db/${project}/rest/v1/contacts?name=eq.${encodeURIComponent(name)}&order=createdAt.asc`,
    {
      headers: { authorization: `Bearer ${staffToken}` },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

/** The office's e-mail about a lead, as the dev outbox holds it ('' when none was written). */
function mailFor(id: string): string {
  const outbox = join(suite.site.dataDir, 'outbox');
  if (!existsSync(outbox)) return '';
  const files = readdirSync(outbox).filter((file) => file.endsWith(`-${id}.eml`));
  // The office's e-mail about the lead, not the acknowledgement sent to the homeowner (an automatic reply).
  return files
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((message) => !message.startsWith('Auto-Submitted: auto-replied'))
    .join('\n');
}
