// The staff inbox of a fixture site end to end in real Chromium against the real server: a visitor from an advert sends the quote
// form on another page; an invited staff member sets a password, signs in, finds the lead, reads it as the visitor
// chose it with where it came from, follows it up, and exports the filtered CSV.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newLeadId } from '../../src/forms/contact-sequence';
import { leadSetup } from '../../src/forms/lead-setup';
import { browserSuite } from '../support/browser-suite';
import { builtContent, siteBuild } from '../support/site-builds';
import { staffSessionCookie } from '../support/staff-account';
import { parseCsv } from '../support/csv';
import { readSiteConfig } from '../../src/server/site-config';
import { choiceLabel } from '../support/answers';

const staffToken = 'staff-inbox-test-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: roofer.root });
const { site } = builtContent(roofer);
const staffEmail = 'jane@office.example';
const password = 'correct horse battery';
const visitor = {
  name: 'Rosa Ridge-Vent',
  email: 'rosa@example.com',
  phone: '(720) 555-0199',
  message: 'Shingles blew off over the garage.',
};
const landing = '/roof-replacement?utm_source=google&utm_campaign=hail';
// A page with a quote form of its own, reached from the landing page's menu.
const formPage = '/roof-replacement/asphalt-shingles';
const serviceLabel = choiceLabel(readSiteConfig(roofer.root).questions, 'quote', 'serviceType', 'asphalt-shingles');
const shots = 'test-results';
const sent = leadSetup(site, 'quote').successMessage;

test('a lead from an advert reaches the inbox, is followed up and exported', { timeout: 180_000 }, async () => {
  expect(serviceLabel).toBeTruthy();
  // Another lead the search must leave out.
  await sendLeadDirectly('Other Person');

  // The visitor: lands from the advert, moves on, sends the sidebar form there.
  const visit = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await visit.newPage();
  await page.goto(`${suite.site.url}${landing}`);
  // Through one of the site's own links (in the menu).
  await Promise.all([
    page.waitForURL(`${suite.site.url}${formPage}`),
    page
      .locator(`a[href="${formPage}"]`)
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click()),
  ]);
  const quoteForm = page.locator('[data-island="QuoteRequestForm"]');
  // Typing before the form wakes is another test's subject (forms.browser.test.ts): wake it first.
  await quoteForm.getByLabel('Full Name').focus();
  await page.locator('[data-island="QuoteRequestForm"][data-hydrated]').waitFor();
  await quoteForm.getByLabel('Full Name').fill(visitor.name);
  await quoteForm.getByLabel('Email Address').fill(visitor.email);
  await quoteForm.getByLabel('Phone Number').fill(visitor.phone);
  await quoteForm.getByLabel('Message').fill(visitor.message);
  const stored = page.waitForResponse((r) => r.url().includes('/rest/v1/contacts') && r.request().method() === 'POST', { timeout: 30_000 });
  await quoteForm.getByRole('button', { name: 'Get My Free Quote' }).click();
  const answer = await stored.catch(async (error: unknown) => {
    await page.screenshot({ path: `${shots}/staff-visitor-failure.png`, fullPage: true });
    throw error;
  });
  expect(answer.status()).toBe(201);
  await page.getByText(sent).first().waitFor({ state: 'attached', timeout: 20_000 });
  await visit.close();

  // The office: an account made with the staff token, its password chosen on the invitation page.
  const created = await fetch(`${suite.site.url}/api/staff/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: staffEmail, name: 'Jane' }),
  });
  expect(created.status).toBe(201);
  const invitation = new URL(((await created.json()) as { invitationUrl: string }).invitationUrl);
  expect(invitation.pathname).toMatch(/^\/staff\/invite\/[\w-]+$/);

  const office = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const staff = await office.newPage();
  const errors = watchErrors(staff);
  await staff.goto(`${suite.site.url}${invitation.pathname}`);
  await staff.getByText(staffEmail).waitFor();
  await staff.getByLabel('New password').fill('short');
  await staff.getByLabel('The same password again').fill('short');
  await staff.getByRole('button', { name: 'Save password and sign in' }).click();
  await staff.getByText('Use at least 10 characters.').waitFor();
  await staff.getByLabel('New password').fill(password);
  await staff.getByLabel('The same password again').fill(password);
  await staff.getByRole('button', { name: 'Save password and sign in' }).click();
  await staff.getByRole('heading', { name: 'Leads' }).waitFor();

  // Signing out and in again, with a wrong password first.
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await staff.waitForURL(/\/staff\/sign-in\b/);
  // A fresh visit without a session: the server sends the list's address to the sign-in page, drawn at build time,
  // which the app then takes over (a hydration mismatch would show in the console errors checked at the end).
  await staff.goto(`${suite.site.url}/staff`);
  await staff.waitForURL(`${suite.site.url}/staff/sign-in?next=%2Fstaff`);
  await expect(staff.locator('#root[data-prerendered]').count()).resolves.toBe(1);
  // Typing before the app takes the drawn form over is staff-app.test.ts's subject: wait for it here.
  await staff.waitForFunction(() => (window as { staffApp?: boolean }).staffApp === true);
  await staff.getByLabel('E-mail').fill(staffEmail);
  await staff.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
  await staff.getByRole('textbox', { name: 'Password' }).fill(password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.waitForURL(`${suite.site.url}/staff`);
  await staff.getByRole('heading', { name: 'Leads' }).waitFor();
  await expect(staff.getByText('2 new').textContent()).resolves.toBe('2 new');
  await staff.locator('tr[data-lead]').nth(1).waitFor();

  // The search narrows the list and is kept in the address.
  await staff.getByLabel('Search').fill('ridge-vent');
  await staff.waitForURL(/[?&]q=ridge-vent/);
  await staff.getByText('1 lead', { exact: true }).waitFor();
  await expect(staff.locator('tr[data-lead]').count()).resolves.toBe(1);
  await staff.reload();
  // The list's frame arrives drawn with an empty search box; the app fills it from the address once it takes over.
  await expect.poll(() => staff.getByLabel('Search').inputValue(), { timeout: 20_000 }).toBe('ridge-vent');
  await staff.getByText('1 lead', { exact: true }).waitFor();
  await screenshots(staff, 'staff-list');

  // The lead: labels, not codes, and where it came from.
  await staff.getByRole('link', { name: visitor.name }).click();
  await staff.getByRole('heading', { name: visitor.name }).waitFor();
  const fields = await definitionList(staff);
  expect(fields).toMatchObject({
    Name: visitor.name,
    Email: visitor.email,
    Phone: visitor.phone,
    Service: serviceLabel,
    Message: visitor.message,
    'Sent from page': formPage,
    'First page of the visit': landing,
    utm_source: 'google',
    utm_campaign: 'hail',
  });
  // Empty rows are left out; the lead's id is at the foot of the page, not among what the visitor sent.
  expect(Object.keys(fields)).not.toContain('utm_medium');
  expect(Object.keys(fields)).not.toContain('Lead id');
  expect(await staff.locator('[data-lead-id]').textContent()).toMatch(/^Lead id: cta_\d+_\w+$/);
  expect(await staff.getByRole('link', { name: 'Call' }).getAttribute('href')).toMatch(/^tel:/);
  expect(await staff.getByRole('link', { name: 'E-mail', exact: true }).getAttribute('href')).toMatch(/^mailto:rosa@example\.com/);

  // Follow-up: status and a note, each kept with who and when.
  await staff.getByLabel('Follow-up status').selectOption('contacted');
  await staff.getByText('Status set to Contacted').waitFor();
  await staff.getByLabel('Add a note').fill('Called back; visit booked Tuesday 9am.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  const history = staff.getByRole('list', { name: 'History' });
  await history.getByText('Called back; visit booked Tuesday 9am.').waitFor();
  await history.getByText('Status: New → Contacted').waitFor();
  await expect(history.getByText(staffEmail).count()).resolves.toBe(2);
  await screenshots(staff, 'staff-lead');
  // What is on screen is what was stored: a reload shows the same.
  await staff.reload();
  await expect(staff.getByLabel('Follow-up status').inputValue()).resolves.toBe('contacted');
  await history.getByText('Called back; visit booked Tuesday 9am.').waitFor();

  // Back to the same filtered list, then its CSV.
  await staff.getByRole('link', { name: '← All leads' }).click();
  await staff.waitForURL(/[?&]q=ridge-vent/);
  await staff.getByText('1 lead', { exact: true }).waitFor();
  await expect(staff.getByText('1 new').textContent()).resolves.toBe('1 new');
  const exportLink = staff.getByRole('link', { name: 'Export CSV' });
  expect(await exportLink.getAttribute('href')).toBe('/api/staff/leads.csv?q=ridge-vent');
  const [download] = await Promise.all([staff.waitForEvent('download'), exportLink.click()]);
  const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
  expect(rows).toHaveLength(1);
  const row = Object.values(rows[0]!);
  expect(row).toEqual(expect.arrayContaining([visitor.name, visitor.email, 'Contacted', 'google', 'hail', serviceLabel]));
  expect(row.some((cell) => cell.includes(formPage))).toBe(true);

  // Guessing passwords: refused with a wait once ten wrong ones came from this address within the minute.
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await staff.waitForURL(/\/staff\/sign-in\b/);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10 && !statuses.includes(429); attempt++) {
    await staff.getByLabel('E-mail').fill('guess@office.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill(`guess number ${attempt}`);
    const answer = staff.waitForResponse((r) => r.url().endsWith('/api/staff/session') && r.request().method() === 'POST');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    statuses.push((await answer).status());
  }
  expect(statuses.at(-1)).toBe(429);
  expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
  const refusal = staff.getByRole('alert').filter({ hasText: 'Too many' });
  await refusal.waitFor();
  expect(await refusal.textContent()).toMatch(/Too many wrong passwords\. Try again in \d+ s\./);
  expect(errors.filter((error) => !/status of 429/.test(error))).toEqual([]);
  await office.close();
});

test('pages and filters live in the address: Back and reload show the same list', { timeout: 120_000 }, async () => {
  // 27 leads: more than one page of 25; every third in Aurora.
  for (let n = 1; n <= 27; n++) await sendLeadDirectly(`Paging Lead ${n}`, n % 3 === 0 ? 'aurora' : 'denver');
  const office = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await office.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'pages@office.example')]);
  const staff = await office.newPage();
  const errors = watchErrors(staff);
  await staff.goto(`${suite.site.url}/staff?q=paging`);
  await staff.getByText('27 leads, page 1 of 2').waitFor();
  await expect(staff.locator('tr[data-lead]').count()).resolves.toBe(25);
  // Newest first.
  await expect(staff.locator('tr[data-lead] a').first().textContent()).resolves.toBe('Paging Lead 27');

  await staff.getByRole('button', { name: '2', exact: true }).click();
  await staff.waitForURL(`${suite.site.url}/staff?q=paging&page=2`);
  await staff.getByText('27 leads, page 2 of 2').waitFor();
  await expect(staff.locator('tr[data-lead]').count()).resolves.toBe(2);

  // A filter starts again from page 1.
  await staff.getByLabel('City').selectOption('aurora');
  await staff.waitForURL(`${suite.site.url}/staff?q=paging&city=aurora`);
  await staff.getByText('9 leads', { exact: true }).waitFor();

  await staff.goBack();
  await staff.waitForURL(`${suite.site.url}/staff?q=paging&page=2`);
  await staff.getByText('27 leads, page 2 of 2').waitFor();
  await expect(staff.getByLabel('City').inputValue()).resolves.toBe('');
  await staff.goForward();
  await staff.getByText('9 leads', { exact: true }).waitFor();
  await staff.reload();
  await staff.getByText('9 leads', { exact: true }).waitFor();
  await expect(staff.getByLabel('City').inputValue()).resolves.toBe('aurora');
  await expect(staff.getByLabel('Search').inputValue()).resolves.toBe('paging');
  expect(errors).toEqual([]);
  await office.close();
});

test(
  'on a phone, the list paints as it stays: its rows arrive without moving anything; sign-in logs nothing',
  { timeout: 120_000 },
  async () => {
    for (let n = 1; n <= 3; n++) await sendLeadDirectly(`Steady Lead ${n}`);
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

    const visitor = await suite.browser.newContext(phone);
    const signIn = await visitor.newPage();
    const logged: string[] = [];
    signIn.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    await signIn.goto(`${suite.site.url}/staff/sign-in`);
    await signIn.locator('#root[data-prerendered]').waitFor({ state: 'attached' });
    await signIn.waitForLoadState('networkidle');
    await signIn.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(logged).toEqual([]);
    await visitor.close();

    const office = await suite.browser.newContext(phone);
    await office.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'steady@office.example')]);
    const staff = await office.newPage();
    // Every layout shift from the first paint on, as Lighthouse counts them (none after an input).
    await staff.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await staff.goto(`${suite.site.url}/staff`);
    await staff.locator('tr[data-lead]').first().waitFor();
    await staff.getByText(/\d+ new/).waitFor();
    await staff.waitForLoadState('networkidle');
    expect(await staff.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await office.close();
  },
);

async function sendLeadDirectly(name: string, city = 'denver'): Promise<void> {
  const response = await fetch(`${suite.site.url}/api/db/${site.leads.project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: newLeadId('contact'),
      name,
      email: 'other@example.com',
      phone: '(720) 555-0100',
      address: '12 Colfax Ave',
      city,
      serviceType: 'Roofing',
      roofAge: 'over-20',
      roofType: 'metal',
      message: 'Another request.',
      emailSent: '0',
    }),
  });
  expect(response.status).toBe(201);
}

// The lead's "label -> value" pairs as shown (dt/dd).
async function definitionList(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])),
  );
}

// Full-page pictures at a phone's and a desktop's width, to look at; and no sideways scrolling at 360 px.
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const context: BrowserContext = page.context();
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(page.url());
  await phone.waitForLoadState('networkidle');
  await phone.locator('main').getByRole('heading').first().waitFor();
  await phone.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  // The smallest phone in use: nothing sticks out sideways.
  await phone.setViewportSize({ width: 360, height: 740 });
  await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  await phone.close();
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The wrong password's 401 is the browser logging a failed request, not a script error.
    if (message.type() === 'error' && !/status of 40[14]/.test(message.text())) errors.push(message.text());
  });
  return errors;
}
