// @vitest-environment node
// The homeowner's acknowledgement over a real SMTP server, on the embedded store and on PostgreSQL: it arrives with
// the office as Reply-To, once per address and day, never for spam, without a visitor's words, and a refusal of it
// never stops the staff e-mail.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { forgetPastAddresses } from '../../src/server/speed/address-hash.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { startSmtp } from '../support/smtp.ts';
import type { ReceivedMail, SmtpFixture } from '../support/smtp.ts';
import { askForLeadEmail, contactsPath, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const settings = readSiteConfig(fixtureRoot('roofer-site')).speed!;
const staff = ['office@staff.example', 'estimates@staff.example'];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const stores = [
  { name: 'embedded store', skip: false, overrides: () => ({}) },
  {
    name: `PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
    skip: !testDatabaseUrl,
    overrides: () => {
      const schema = uniqueSchema('ack');
      cleanups.push(() => dropSchema(schema));
      return { databaseUrl: testDatabaseUrl, databaseSchema: schema };
    },
  },
];

async function setUp(overrides: Parameters<typeof startApp>[0]): Promise<{ smtp: SmtpFixture; server: RunningApp }> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const server = await startApp({ smtpUrl: smtp.url, recipients: staff, speed: settings, ...overrides });
  cleanups.push(() => server.close());
  return { smtp, server };
}

interface Lead {
  name?: string;
  email: string;
  website?: string;
  serviceType?: string;
  city?: string;
}

// The browser's two calls, then the acknowledgement's own work is waited for.
async function submit(server: RunningApp, lead: Lead): Promise<string> {
  const id = newLeadId('contact');
  const body = { id, name: 'Jane Doe', phone: '(239) 555-0142', serviceType: 'Roofing', city: 'lakewood', emailSent: '0', ...lead };
  const created = await fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(201);
  const notified = await askForLeadEmail(server.url, id);
  expect(notified.status).toBe(200);
  await server.app.speed.settled();
  return id;
}

function acknowledgementsTo(smtp: SmtpFixture, address: string): ReceivedMail[] {
  return smtp.messages.filter((message) => message.rcptTo.includes(address) && message.headers['auto-submitted'] === 'auto-replied');
}

async function history(server: RunningApp, id: string): Promise<{ to_value: string; text: string }[]> {
  return server.app.leads.store.db.query(
    `SELECT to_value, text FROM lead_events WHERE contact_id = $1 AND kind = 'acknowledgement' ORDER BY id`,
    [id],
  );
}

for (const store of stores) {
  describe.skipIf(store.skip)(`the acknowledgement (${store.name})`, () => {
    it('reaches the visitor from the business, Reply-To the office, with the words of site.yaml, and is recorded', async () => {
      const { smtp, server } = await setUp(store.overrides());
      const id = await submit(server, { email: 'jane@home.example' });
      const [mail, ...more] = acknowledgementsTo(smtp, 'jane@home.example');
      expect(more).toEqual([]);
      expect(mail!.rcptTo).toEqual(['jane@home.example']);
      expect(mail!.headers['reply-to']).toBe(settings.business.email);
      expect(mail!.headers.from).toContain('no-reply@test.example');
      expect(mail!.headers.subject).toBe(settings.words.subject);
      // What they asked for, as the site's labels; what happens next; the phone as a tap-to-call link.
      expect(mail!.text).toContain('Hi Jane,');
      expect(mail!.text).toContain(`${settings.words.serviceLabel}: Roofing`);
      expect(mail!.text).toContain(`${settings.words.townLabel}: Lakewood`);
      expect(mail!.text).toContain(settings.business.responseTime);
      expect(mail!.text).toContain(settings.business.hours);
      expect(mail!.html).toContain(`<a href="tel:+17205550142">${settings.business.phone}</a>`);
      // The only links: the phone and the business's website.
      const links = [...mail!.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(links.every((href) => href === 'tel:+17205550142' || href === settings.business.website)).toBe(true);
      // The staff e-mail went out as ever, to the office, with the visitor as Reply-To.
      const staffMail = smtp.messages.find((message) => message.headers['x-lead-id'] === id);
      expect(staffMail?.rcptTo.sort()).toEqual([...staff].sort());
      expect(await history(server, id)).toEqual([{ to_value: 'sent', text: 'Accepted by the mail server' }]);
    });

    it('sends none to an address that had one within 24 hours, whatever its capitals, and none for spam', async () => {
      const { smtp, server } = await setUp(store.overrides());
      await submit(server, { email: 'repeat@home.example' });
      const second = await submit(server, { email: 'Repeat@Home.example' });
      await submit(server, { email: 'repeat@home.example' });
      expect(acknowledgementsTo(smtp, 'repeat@home.example')).toHaveLength(1);
      expect(acknowledgementsTo(smtp, 'Repeat@Home.example')).toHaveLength(0);
      expect((await history(server, second))[0]?.to_value).toBe('skipped');
      // Only a keyed hash of the address is kept (HMAC under the store's own key): not its plain SHA-256.
      const db = server.app.leads.store.db;
      const [kept] = await db.query<{ address_hash: string }>('SELECT address_hash FROM acknowledged_addresses');
      const [key] = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'address-hash'`);
      expect(key!.value).toMatch(/^[0-9a-f]{64}$/);
      expect(kept!.address_hash).toBe(createHmac('sha256', Buffer.from(key!.value, 'hex')).update('repeat@home.example').digest('hex'));
      const plain = createHash('sha256').update('repeat@home.example').digest('hex');
      expect(await db.query('SELECT 1 FROM acknowledged_addresses WHERE address_hash = $1', [plain])).toEqual([]);

      await submit(server, { email: 'bot@home.example', website: 'https://spam.example' });
      expect(acknowledgementsTo(smtp, 'bot@home.example')).toHaveLength(0);
      // A day later the address may hear from the business again.
      await server.app.leads.store.db.query(`UPDATE acknowledged_addresses SET last_at = now() - interval '25 hours'`);
      await submit(server, { email: 'repeat@home.example' });
      expect(acknowledgementsTo(smtp, 'repeat@home.example')).toHaveLength(2);
      // An address's hash is gone after its day, by the hourly task, whether or not another lead came.
      await db.query(`UPDATE acknowledged_addresses SET last_at = now() - interval '25 hours'`);
      await forgetPastAddresses(db);
      expect(await db.query('SELECT 1 FROM acknowledged_addresses')).toEqual([]);
    });

    it('carries nothing the visitor typed but a plain first name', async () => {
      const { smtp, server } = await setUp(store.overrides());
      await submit(server, {
        name: 'Win a prize at http://x.example',
        email: 'victim@home.example',
        serviceType: 'Visit http://y.example',
      });
      const [mail] = acknowledgementsTo(smtp, 'victim@home.example');
      for (const part of [mail!.text, mail!.html, mail!.headers.subject!]) {
        expect(part).not.toMatch(/prize|x\.example|y\.example/);
      }
      expect(mail!.text.startsWith(settings.words.greetingWithoutName)).toBe(true);
    });

    it('is refused for good without stopping the staff e-mail, and a deferred one is tried again', async () => {
      const { smtp, server } = await setUp(store.overrides());
      smtp.behaviour.refuse.add('gone@home.example');
      const refused = await submit(server, { email: 'gone@home.example' });
      expect(smtp.messages.find((message) => message.headers['x-lead-id'] === refused)?.rcptTo.sort()).toEqual([...staff].sort());
      expect(await history(server, refused)).toEqual([
        { to_value: 'refused', text: expect.stringMatching(/^Refused by the mail server: 550/) },
      ]);
      const row = (await server.app.leads.store.get(refused))!;
      expect(row.notifiedAt).not.toBeNull();

      smtp.behaviour.defer.set('later@home.example', 1);
      const deferred = await submit(server, { email: 'later@home.example' });
      expect(acknowledgementsTo(smtp, 'later@home.example')).toHaveLength(0);
      await server.app.leads.store.db.query(`UPDATE jobs SET run_after = now() WHERE kind = 'acknowledgement' AND state = 'waiting'`);
      await server.app.leads.jobs.runDue();
      expect(acknowledgementsTo(smtp, 'later@home.example')).toHaveLength(1);
      expect((await history(server, deferred)).map((event) => event.to_value)).toEqual(['deferred', 'sent']);
    });

    it('goes to a visitor of the form without JavaScript too', async () => {
      const { smtp, server } = await setUp(store.overrides());
      const body = new URLSearchParams({
        form: 'estimate',
        returnTo: '/contact',
        name: 'Noscript Person',
        email: 'noscript@home.example',
        phone: '(239) 555-0111',
        city: 'golden',
        serviceType: 'Roofing',
        website: '',
      });
      const response = await fetch(`${server.url}/api/leads/form`, { method: 'POST', body, redirect: 'manual' });
      expect(response.status).toBe(303);
      await server.app.speed.settled();
      const [mail] = acknowledgementsTo(smtp, 'noscript@home.example');
      expect(mail?.text).toContain('Hi Noscript,');
    });
  });
}
