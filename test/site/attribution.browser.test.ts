// Where a lead came from, on a fixture site in real Chromium against the real server: a visit that lands from a campaign, moves on and
// sends a form; the same with storage blocked; and the form without JavaScript. No cookie is ever set.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { builtContent, siteBuild } from '../support/site-builds';
import { parseMessage } from '../support/smtp';

const staffToken = 'attribution-test-staff-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken, PUBLIC_URL: 'https://roofs.test.example' }, { root: roofer.root });
const project = builtContent(roofer).site.leads.project;
// A service page with its own quote form.
const servicePage = '/roof-replacement/asphalt-shingles';
const landing = `${servicePage}?utm_source=google&utm_campaign=hail`;

let errors: string[];
beforeAll(() => {
  errors = [];
});

describe('a visit from a campaign', () => {
  test('lands on a service page, moves to /contact, sends the form: the lead and its e-mail say where it came from', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await watched(await context.newPage());
    await page.goto(`${suite.site.url}${landing}`, { referer: 'https://www.google.com/' });
    await page.locator('footer a[href="/contact"]').click();
    await page.waitForURL(`${suite.site.url}/contact`);
    await sendEstimate(page, 'Campaign Visitor');

    const [row] = await rows('Campaign Visitor');
    expect(row).toMatchObject({
      page: '/contact',
      landingPage: landing,
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: '',
      utmCampaign: 'hail',
      utmTerm: '',
      utmContent: '',
    });
    const mail = parseMessage(await mailFor(String(row!.id)));
    expect(mail.headers.subject).toBe('New Roofing Lead - Campaign Visitor');
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain(
      `Came from: Google / hail campaign, landed on ${servicePage}, sent from /contact\nReferring site: www.google.com\n`,
    );
    expect(text).toContain(`Open it in the staff inbox: https://roofs.test.example/staff/leads/${String(row!.id)}\n`);
    expect(mail.html).toContain(`Google / hail campaign, landed on ${servicePage}, sent from /contact`);

    // Kept for the visit in the tab's storage, never in a cookie.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with storage blocked, a form on the landing page still knows the page, the campaign and the referrer', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // As in a browser that blocks site data: reading sessionStorage throws.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    const page = await watched(await context.newPage());
    await page.goto(`${suite.site.url}${landing}`, { referer: 'https://www.bing.com/' });
    const storage = await page.evaluate(() => {
      try {
        return typeof sessionStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(storage).toBe('SecurityError');
    const quoteForm = page.locator('[data-island="QuoteRequestForm"]');
    await quoteForm.getByLabel('Full Name').fill('Blocked Storage Visitor');
    await quoteForm.getByLabel('Email Address').fill('blocked@example.com');
    await quoteForm.getByLabel('Phone Number').fill('(720) 555-0199');
    await quoteForm.getByRole('button', { name: 'Get My Free Quote' }).click();
    await page.getByRole('alert').first().waitFor({ timeout: 15_000 });
    const [row] = await rows('Blocked Storage Visitor');
    expect(row).toMatchObject({
      page: landing,
      landingPage: landing,
      referrer: 'https://www.bing.com/',
      utmSource: 'google',
      utmCampaign: 'hail',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('with JavaScript off', () => {
  test('the form records the page it was sent from', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/contact?utm_source=flyer`);
    await page.getByLabel('Full Name').fill('Static Page Visitor');
    await page.getByLabel('Phone Number').fill('720-555-0199');
    await page.getByLabel('Email Address').fill('static.page@example.com');
    await page.getByRole('button', { name: 'Get Free Estimate' }).click();
    await page.waitForURL(`${suite.site.url}/thank-you`);
    expect((await rows('Static Page Visitor'))[0]).toMatchObject({ page: '/contact?utm_source=flyer', landingPage: '' });
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

async function watched(page: Page): Promise<Page> {
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

async function sendEstimate(page: Page, name: string): Promise<void> {
  const form = page.locator('[data-island="EstimateRequestForm"]');
  // Typing before the form wakes is forms.browser.test.ts's subject: wake it first.
  await form.getByLabel('Full Name').focus();
  await page.locator('[data-island="EstimateRequestForm"][data-hydrated]').waitFor();
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill('720.555.0199');
  await form.getByLabel('Email Address').fill('campaign.visitor@example.com');
  await form.getByLabel('Service').selectOption('Roofing');
  await form.getByRole('button', { name: 'Get Free Estimate' }).click();
  await page.getByRole('alert').first().waitFor({ timeout: 15_000 });
}

async function rows(name: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${suite.site.url}/api/db/${project}/rest/v1/contacts?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

// The dev outbox's message for a lead (written once the server has sent it).
async function mailFor(id: string): Promise<string> {
  const outbox = join(suite.site.dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 100) {
    // The office's e-mail about the lead, not the acknowledgement sent to the homeowner (an automatic reply).
    const messages = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((name) => name.endsWith(`-${id}.eml`))
          .map((name) => readFileSync(join(outbox, name), 'utf8'))
      : [];
    const office = messages.find((message) => !message.startsWith('Auto-Submitted: auto-replied'));
    if (office) return office;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail in the outbox for ${id}`);
}
