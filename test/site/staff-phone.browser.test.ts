// The inbox on a phone, on the business's clock, saying where its e-mails went. The server runs in UTC with no mail
// server (its e-mails go to the outbox folder), the business is in Chicago and the browser's clock in Tokyo: every
// time staff read is Chicago's, each screen names that zone once, and no screen says an e-mail was delivered. At
// 390 px the bar is one row with a menu, a lead's page hides its empty rows and keeps its id out of the way, its
// photos turn with buttons, arrow keys and a swipe, and at 360 px the response times fit without a sideways scroll.
process.env.TZ = 'UTC';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newLeadId } from '../../src/forms/contact-sequence';
import { readSiteConfig } from '../../src/server/site-config';
import { browserSuite } from '../support/browser-suite';
import { siteBuild } from '../support/site-builds';
import { staffSessionCookie } from '../support/staff-account';

const staffToken = 'staff-phone-test-token';
const roofer = siteBuild('roofer-site');
const content = readSiteConfig(roofer.root);
const zone = 'America/Chicago';
const suite = browserSuite(
  { STAFF_TOKEN: staffToken },
  { root: roofer.root, config: { speed: { ...content.speed!, openings: { ...content.speed!.openings, timeZone: zone } } } },
);
const project = content.site.leads.project;
// 03:30 UTC on 25 November 2026: 9:30 PM the day before in Chicago, 12:30 PM in Tokyo.
const received = '2026-11-25T03:30:00.000Z';
const shownReceived = 'Nov 24, 2026, 9:30';
const zoneNamed = 'Central Time (America/Chicago)';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Tokyo' };
const shots = 'test-results';

test(
  'on a phone: one-row bar and its menu, times in the business zone, outbox wording, photos that turn',
  { timeout: 180_000 },
  async () => {
    const id = await leadWithPhotos('Pat Photo', 3);
    const office = await signedInContext(phone, 'phone@office.example');
    const page = await office.newPage();
    const errors = watchErrors(page);

    await page.goto(`${suite.site.url}/staff`);
    const row = page.locator(`tr[data-lead="${id}"]`);
    await row.waitFor();
    // The bar: the inbox's name, the alerts button and the menu button side by side in one row.
    const bar = await barRow(page);
    expect(bar.rows).toBe(1);
    expect(bar.height).toBeLessThan(56);
    await expect(page.getByRole('link', { name: 'Response times' }).isVisible()).resolves.toBe(false);
    await expect(row.textContent()).resolves.toContain(shownReceived);
    await expect(page.locator('[data-zone]').textContent()).resolves.toBe(`Times in ${zoneNamed}`);
    await shoot(page, 'staff-phone-list-390');

    // The lead: times on Chicago's clock, where its e-mail really went, no empty rows, its id at the foot.
    await row.getByRole('link', { name: 'Pat Photo' }).click();
    await page.getByRole('heading', { name: 'Pat Photo' }).waitFor();
    const main = page.locator('main');
    await expect(main.textContent()).resolves.toContain(`received ${shownReceived}`);
    const history = page.getByRole('list', { name: 'History' });
    await history
      .getByText(/written to the outbox folder \(no mail server set\)/)
      .first()
      .waitFor();
    await expect(history.locator('li').first().textContent()).resolves.toContain(shownReceived);
    await expect(page.locator('[data-zone]').textContent()).resolves.toBe(`Times in ${zoneNamed}`);
    await expect(page.locator('[data-outbox]').textContent()).resolves.toContain('written to the outbox folder (no mail server set)');
    const text = (await main.textContent()) ?? '';
    for (const untrue of ['delivered', 'E-mailed', 'accepted']) expect(text).not.toContain(untrue);
    const fields = await page.evaluate(() =>
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
    );
    expect(fields.map(([, value]) => value)).not.toContain('—');
    expect(fields.map(([label]) => label)).toEqual(expect.arrayContaining(['utm_source', 'Received']));
    expect(fields.map(([label]) => label)).not.toEqual(expect.arrayContaining(['utm_medium', 'Lead id', 'Address']));
    // The id is the page's last words, small.
    const foot = page.locator('[data-lead-id]');
    await expect(foot.textContent()).resolves.toBe(`Lead id: ${id}`);
    await expect(
      main.evaluate((element) => element.querySelector('[data-lead-id]') === element.querySelector('div')?.lastElementChild),
    ).resolves.toBe(true);
    await shoot(page, 'staff-phone-lead-390');

    // The photos: Next and Previous, the arrow keys, and a swipe, all the way round.
    await page.getByRole('button', { name: 'Open photo 1 of 3 from pat photo' }).click();
    const dialog = page.getByRole('dialog');
    const showing = () => dialog.locator('img').getAttribute('alt');
    await expect(showing()).resolves.toBe('Photo 1 of 3 from Pat Photo');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(showing).toBe('Photo 2 of 3 from Pat Photo');
    await page.keyboard.press('ArrowRight');
    await expect.poll(showing).toBe('Photo 3 of 3 from Pat Photo');
    await page.keyboard.press('ArrowRight');
    await expect.poll(showing).toBe('Photo 1 of 3 from Pat Photo');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(showing).toBe('Photo 3 of 3 from Pat Photo');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect.poll(showing).toBe('Photo 2 of 3 from Pat Photo');
    await expect(dialog.getByText('2 of 3', { exact: true }).isVisible()).resolves.toBe(true);
    await swipe(page, office, dialog.locator('img'), -150);
    await expect.poll(showing).toBe('Photo 3 of 3 from Pat Photo');
    await swipe(page, office, dialog.locator('img'), 150);
    await expect.poll(showing).toBe('Photo 2 of 3 from Pat Photo');
    await shoot(page, 'staff-phone-photo-390');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The menu: the screens beside the list, where this person is signed in, and signing out.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Inbox' });
    await expect(menu.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await shoot(page, 'staff-phone-menu-390');
    await menu.getByRole('link', { name: /Where you are signed in/ }).click();
    await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByText('This browser').waitFor();
    await expect(page.locator('[data-zone]').textContent()).resolves.toBe(`Times in ${zoneNamed}`);
    const signedInAt = (await page.getByText(/^Signed in /).textContent()) ?? '';
    const now = new Date();
    expect(signedInAt).toContain(now.toLocaleDateString('en-US', { timeZone: zone, month: 'short', day: 'numeric' }));
    await shoot(page, 'staff-phone-sessions-390');

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Response times' }).click();
    await page.getByRole('heading', { name: 'Response times' }).waitFor();
    await page.getByText(`Weeks start on Monday, in ${zoneNamed}.`).waitFor();
    const week = page.locator('[data-week]').first();
    await week.waitFor();
    // The lead arrived on Tuesday 24 November in Chicago: its week is Chicago's, from Monday the 23rd.
    await expect(page.locator('[data-week="2026-11-23"]').count()).resolves.toBe(1);
    await shoot(page, 'staff-phone-speed-390');

    // At 360 px every figure of the table is in view, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    const all = page.locator('[data-week="2026-11-23"] [data-source="*"]');
    for (const label of ['Leads', 'Median', '90%', 'Within 1 h', `Within ${content.speed!.promiseMs / 3_600_000} h`]) {
      const figure = all.getByText(label, { exact: true });
      await expect(figure.isVisible()).resolves.toBe(true);
      const box = (await figure.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    const scrolled = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter(
          (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible',
        ).length,
    );
    expect(scrolled).toBe(0);
    await expect((await barRow(page)).rows).toBe(1);
    await shoot(page, 'staff-phone-speed-360');
    expect(errors).toEqual([]);
    await office.close();
  },
);

test('on a desktop: the bar holds every screen in one row; the response times are a table', { timeout: 120_000 }, async () => {
  const office = await signedInContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' }, 'desk@office.example');
  const page = await office.newPage();
  const errors = watchErrors(page);
  await page.goto(`${suite.site.url}/staff`);
  await page.locator('tr[data-lead]').first().waitFor();
  await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
  for (const name of ['Visits and jobs', 'Response times', 'desk@office.example']) {
    await expect(page.getByRole('link', { name }).isVisible()).resolves.toBe(true);
  }
  expect((await barRow(page)).rows).toBe(1);
  await shoot(page, 'staff-desk-list-1280');
  await page.getByRole('link', { name: 'Response times' }).click();
  const table = page.getByRole('table', { name: 'Response times by week and source' });
  await table.waitFor();
  await expect(table.locator('tr[data-source="*"] td').first().textContent()).resolves.toMatch(/^[A-Z][a-z]{2} \d+, \d{4}$/);
  await shoot(page, 'staff-desk-speed-1280');
  const lead = await page.evaluate(
    async () => ((await (await fetch('/api/staff/leads')).json()) as { leads: { id: string }[] }).leads[0]!.id,
  );
  await page.goto(`${suite.site.url}/staff/leads/${lead}`);
  await page.locator('[data-lead-id]').waitFor();
  await shoot(page, 'staff-desk-lead-1280');
  expect(errors).toEqual([]);
  await office.close();
});

// A lead received at `received`, from an advert, with `count` photos, whose office e-mail has been tried.
async function leadWithPhotos(name: string, count: number): Promise<string> {
  const id = newLeadId('contact');
  const created = await fetch(`${suite.site.url}/api/db/${project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      name,
      email: 'pat@home.example',
      phone: '(720) 555-0177',
      city: 'aurora',
      utmSource: 'google',
      photosComing: String(count),
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const token = created.headers.get('x-upload-token') ?? '';
  for (let n = 0; n < count; n++) {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 * n, g: 120, b: 200 - 40 * n } } })
      .jpeg()
      .toBuffer();
    const sent = await fetch(`${suite.site.url}/api/leads/${id}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'x-upload-token': token, 'x-file-name': `photo-${n}.jpg` },
      body: new Uint8Array(photo),
    });
    expect(sent.status).toBe(201);
  }
  const notified = await fetch(`${suite.site.url}/api/notifications/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ submissionId: id }),
  });
  expect(await notified.json()).toEqual({ success: true });
  await suite.site.app.speed.settled();
  await suite.site.app.leads.store.db.query('UPDATE contacts SET created_at = $2 WHERE id = $1', [id, received]);
  return id;
}

async function signedInContext(options: Parameters<typeof suite.browser.newContext>[0], email: string): Promise<BrowserContext> {
  const context = await suite.browser.newContext(options);
  await context.addCookies([await staffSessionCookie(suite.site.url, staffToken, email)]);
  return context;
}

// How many rows the bar's visible parts take, and its height.
async function barRow(page: Page): Promise<{ rows: number; height: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const row = header.querySelector('.mantine-Group-root')!;
    const tops = [...row.querySelectorAll('a, button')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => Math.round(box.top + box.height / 2));
    const rows = new Set(tops.map((middle) => Math.round(middle / 12)));
    return { rows: rows.size, height: row.getBoundingClientRect().height };
  });
}

// A finger drawn sideways across an element, as the phone's touchscreen reports it.
async function swipe(page: Page, context: BrowserContext, target: ReturnType<Page['locator']>, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y: y + step }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png` });
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
