// The office is alerted at once, as staff would see it on a phone: the inbox is open with alerts on (the browser's
// permission granted); a lead arrives and shows within 10 s without a reload, with a system notification; a tap on
// the notification opens the lead, a tap on Call records the first contact, and the speed report counts the lead as
// contacted within the hour.
import { expect, test } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence';
import { browserSuite } from '../support/browser-suite';
import { builtContent, siteBuild } from '../support/site-builds';
import { staffSessionCookie } from '../support/staff-account';

const staffToken = 'lead-alerts-test-token';
const roofer = siteBuild('roofer-site');
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: roofer.root });
const project = builtContent(roofer).site.leads.project;

test('a new lead shows in an open inbox within 10 s with a notification that opens it', { timeout: 120_000 }, async () => {
  const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.grantPermissions(['notifications'], { origin: suite.site.url });
  await phone.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'alerts@office.example')]);
  // Alerts turned on earlier on this device; each notification the page shows is kept for the test to tap (the real
  // constructor still shows it).
  await phone.addInitScript(() => {
    localStorage.setItem('inbox-alerts', 'on');
    const Real = window.Notification;
    const shown: Notification[] = [];
    (window as unknown as { shown: Notification[] }).shown = shown;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(this);
      }
    } as typeof Notification;
  });
  const page = await phone.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/staff/events'));
  await page.goto(`${suite.site.url}/staff`);
  await page.getByRole('heading', { name: 'Leads' }).waitFor();
  await page.getByRole('button', { name: 'Alerts on' }).waitFor();
  // The stream is open before the lead is sent.
  expect((await streamOpen).status()).toBe(200);

  const id = newLeadId('contact');
  const sent = Date.now();
  const response = await fetch(`${suite.site.url}/api/db/${project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      name: 'Alert Tester',
      email: 'alert@home.example',
      phone: '(720) 555-0123',
      city: 'aurora',
      serviceType: 'Roofing',
      utmSource: 'google',
    }),
  });
  expect(response.status).toBe(201);
  await page.locator(`tr[data-lead="${id}"]`).waitFor({ timeout: 10_000 });
  expect(Date.now() - sent).toBeLessThan(10_000);
  await page.locator(`[data-waiting="${id}"]`).waitFor();
  await page.waitForFunction(() => (window as unknown as { shown: Notification[] }).shown.length > 0, null, { timeout: 10_000 });
  const notification = await page.evaluate(() => {
    const [first] = (window as unknown as { shown: Notification[] }).shown;
    return { title: first!.title, body: first!.body, tag: first!.tag };
  });
  expect(notification).toEqual({ title: 'New lead', body: 'Alert Tester · Roofing · Aurora', tag: id });

  // A tap on the notification lands on the lead; Call is tapped there.
  await page.evaluate(() => {
    const [first] = (window as unknown as { shown: Notification[] }).shown;
    first!.onclick?.(new Event('click'));
  });
  await page.waitForURL(`${suite.site.url}/staff/leads/${id}`);
  const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/staff/leads/${id}/contact`));
  // The tel: link itself would leave the page for the phone app: the tap is what is recorded.
  await page.getByRole('link', { name: 'Call' }).evaluate((link: HTMLAnchorElement) => {
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
  });
  expect((await recorded).status()).toBe(201);

  // On a phone the response times are in the bar's menu, a card per week.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Response times' }).click();
  const weeks = page.getByRole('list', { name: 'Response times by week and source' });
  await weeks.waitFor();
  const google = weeks.locator('[data-source="google"]').first();
  await expect(google.locator('dd').allTextContents()).resolves.toEqual([
    '1',
    expect.stringMatching(/^\d+ min$/),
    expect.stringMatching(/^\d+ min$/),
    '100%',
    '100%',
  ]);
  expect(errors).toEqual([]);
  await phone.close();
});

test('the service worker shows a delivered push as a notification that opens the lead', { timeout: 120_000 }, async () => {
  const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.grantPermissions(['notifications'], { origin: suite.site.url });
  await phone.addCookies([await staffSessionCookie(suite.site.url, staffToken, 'push@office.example')]);
  const page = await phone.newPage();
  const cdp = await phone.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  await page.goto(`${suite.site.url}/staff`);
  await page.getByRole('heading', { name: 'Leads' }).waitFor();
  // The manifest that makes the inbox installable.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await fetch(`${suite.site.url}${manifestHref}`)).json()) as {
    start_url: string;
    scope: string;
    display: string;
  };
  expect(manifest).toMatchObject({ start_url: '/staff', scope: '/staff', display: 'standalone' });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${suite.site.url}/staff`);
  const registration = registrations.find((entry) => entry.scopeURL === scope);
  expect(registration).toBeDefined();

  // `ready` resolves while the worker may still be activating: a push is delivered to an activated one.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', null, {
    polling: 100,
  });

  const message = { title: 'New lead', body: 'Pushed Person · Roofing · Aurora', url: '/staff/leads/contact_1_pushed', tag: 'pushed-lead' };
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.site.url,
      registrationId: registration!.registrationId,
      data: JSON.stringify(message),
    });
  await deliver();
  let looks = 0;
  // Polled from here: page.evaluate awaits the page's promise, so each look is the real list.
  let shown: { title: string; body: string; data: unknown }[] = [];
  await expect
    .poll(
      async () => {
        shown = await page.evaluate(async () => {
          const notifications = await (await navigator.serviceWorker.ready).getNotifications({ tag: 'pushed-lead' });
          return notifications.map((notification) => ({
            title: notification.title,
            body: notification.body,
            data: notification.data as unknown,
          }));
        });
        // As a push service does, delivered again while it has not shown (the tag keeps it to one notification).
        if (shown.length === 0 && ++looks % 25 === 0) await deliver();
        return shown.length;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(1);
  const [notification] = shown;
  expect(notification).toEqual({ title: message.title, body: message.body, data: { url: message.url } });
  await phone.close();
});
