// @vitest-environment node
// Lead e-mail against a real SMTP server that misbehaves as real ones do: one address refused for now or
// for good, 250 only after the client gave up, an outage of an hour.
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { startSmtp } from '../support/smtp.ts';
import type { ReceivedMail, SmtpFixture } from '../support/smtp.ts';
import { askForLeadEmail, contactsPath, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const staff = ['office@staff.example', 'estimates@staff.example'];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function setUp(overrides: Parameters<typeof startApp>[0] = {}): Promise<{ smtp: SmtpFixture; server: RunningApp }> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const server = await startApp({ smtpUrl: smtp.url, recipients: staff, ...overrides });
  cleanups.push(() => server.close());
  return { smtp, server };
}

// The browser's first two calls: create the lead, ask for its e-mail.
async function submit(url: string, name: string): Promise<{ id: string; success: unknown }> {
  const id = newLeadId('contact');
  const lead = { id, name, email: 'visitor@example.com', phone: '(239) 555-0142', serviceType: 'Roofing', emailSent: '0' };
  const created = await fetch(url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  expect(created.status).toBe(201);
  const notified = await askForLeadEmail(url, id);
  expect(notified.status).toBe(200);
  return { id, success: ((await notified.json()) as { success: unknown }).success };
}

interface StaffRow {
  id: string;
  emailSent: string;
  emailError: string | null;
  notifiedAt: string | null;
  delivery: { state: string; to: string[]; deferred: string[]; refused: string[] } | null;
}

async function staffRow(url: string, id: string): Promise<StaffRow> {
  const response = await fetch(`${url}${contactsPath}?id=eq.${id}`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as StaffRow[])[0]!;
}

function mailsOf(smtp: SmtpFixture, id: string): ReceivedMail[] {
  return smtp.messages.filter((message) => message.headers['x-lead-id'] === id);
}

// Makes every waiting lead due, as its backoff running out would.
async function dueNow(server: RunningApp): Promise<void> {
  // The leads tried before: their office-email jobs wait out a backoff.
  await server.app.leads.store.db.query(`UPDATE jobs SET run_after = now() WHERE kind = 'office-email' AND attempts > 0`);
}

describe('a staff address refused by the mail server', () => {
  it('retries an address refused for now (4xx) until it gets the lead, once, with the same Message-ID', async () => {
    const { smtp, server } = await setUp();
    smtp.behaviour.defer.set('estimates@staff.example', 1);
    const { id } = await submit(server.url, 'Deferred Recipient');
    expect(mailsOf(smtp, id).map((m) => m.rcptTo)).toEqual([['office@staff.example']]);
    const waiting = await staffRow(server.url, id);
    expect(waiting.notifiedAt).toBeNull();
    expect(waiting.delivery).toMatchObject({ state: 'pending', to: ['office@staff.example'], deferred: ['estimates@staff.example'] });
    expect(waiting.emailError).toMatch(/deferred estimates@staff\.example \(451/);

    await dueNow(server);
    await deliverDue(server);
    const mails = mailsOf(smtp, id);
    // Each address got the lead exactly once, both copies under one Message-ID.
    expect(mails.flatMap((m) => m.rcptTo).sort()).toEqual([...staff].sort());
    expect(new Set(mails.map((m) => m.headers['message-id'])).size).toBe(1);
    const done = await staffRow(server.url, id);
    expect(done).toMatchObject({ emailSent: '1', emailError: null, delivery: { state: 'sent', deferred: [], refused: [] } });
    expect(done.notifiedAt).not.toBeNull();
  });

  it('records an address refused for good (5xx), logs it, shows it, and does not try it again', async () => {
    const { smtp, server } = await setUp();
    smtp.behaviour.refuse.add('estimates@staff.example');
    const { id } = await submit(server.url, 'Refused Recipient');
    const row = await staffRow(server.url, id);
    expect(row.delivery).toMatchObject({ state: 'sent', to: ['office@staff.example'], refused: ['estimates@staff.example'] });
    expect(row.emailError).toMatch(/refused estimates@staff\.example \(550/);
    await dueNow(server);
    await deliverDue(server);
    expect(mailsOf(smtp, id)).toHaveLength(1);
  });
});

describe('a mail server that answers 250 after the client gave up', () => {
  it('sends the retry under the same Message-ID and counts both attempts', async () => {
    const { smtp, server } = await setUp({ mailTimeoutMs: 1_000 });
    smtp.behaviour.dataDelayMs = 2_500;
    const { id, success } = await submit(server.url, 'Slow Server');
    expect(success).toBe(false);
    // The message did arrive, late.
    await until(() => mailsOf(smtp, id).length === 1);
    expect((await staffRow(server.url, id)).delivery?.state).toBe('pending');
    smtp.behaviour.dataDelayMs = 0;
    await dueNow(server);
    await deliverDue(server);
    const mails = mailsOf(smtp, id);
    expect(mails).toHaveLength(2);
    const delivery = await server.app.leads.store.delivery(id.slice(id.indexOf('_') + 1));
    expect(delivery).toMatchObject({ state: 'sent', attempts: 2 });
    expect(mails.map((m) => m.headers['message-id'])).toEqual([delivery!.messageId, delivery!.messageId]);
  });
});

describe('an hour-long mail outage', () => {
  it('sends every waiting lead within a minute of recovery, oldest first', { timeout: 90_000 }, async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    await smtp.stop();
    // The retry looks every second here (every 30 s with the default 5-minute delay).
    const server = await startApp({
      smtpUrl: smtp.url,
      recipients: staff,
      retry: { enabled: true, delayMs: 5 * 60_000, intervalMs: 1_000, maxDelayMs: 60 * 60_000, batchSize: 20, staleClaimMs: 10 * 60_000 },
    });
    cleanups.push(() => server.close());
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id, success } = await submit(server.url, `Outage ${i}`);
      expect(success).toBe(false);
      ids.push(id);
    }
    // As an hour of failed attempts leaves them: created long ago, next attempt up to an hour away; the newest
    // arrived a minute before the end and failed once.
    await server.app.leads.store.db.query(
      `UPDATE contacts SET created_at = now() - interval '70 minutes' + interval '1 minute' * o.n,
         attempts = 6, next_attempt_at = now() + interval '1 hour' - interval '1 minute' * o.n
       FROM (SELECT id AS lead, row_number() OVER (ORDER BY created_at) AS n FROM contacts) o
       WHERE o.lead = contacts.id AND contacts.id <> $1`,
      [ids.at(-1)],
    );
    await server.app.leads.store.db.query(`UPDATE contacts SET created_at = now() - interval '1 minute' WHERE id = $1`, [ids.at(-1)]);
    await server.app.leads.store.db.query(
      `UPDATE jobs SET run_after = c.next_attempt_at FROM contacts c WHERE c.id = jobs.contact_id AND c.next_attempt_at IS NOT NULL`,
    );
    await smtp.start();
    const recovered = Date.now();
    await until(() => ids.every((id) => mailsOf(smtp, id).length === 1), 60_000);
    expect(Date.now() - recovered).toBeLessThan(60_000);
    expect(smtp.messages.map((m) => m.headers['x-lead-id'])).toEqual(ids);
    for (const id of ids) expect((await staffRow(server.url, id)).delivery?.state).toBe('sent');
  });
});

async function deliverDue(server: RunningApp): Promise<void> {
  // The app's own job runner (its polling is off in these apps): every due office e-mail.
  await server.app.leads.jobs.runDue();
}

async function until(condition: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
