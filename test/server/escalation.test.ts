// @vitest-environment node
// Escalation on a controlled clock: a lead nobody contacts alerts staff again after 30 office minutes (Friday 16:20
// -> Saturday 06:50, not 16:50), once, recorded in its history; one near the promise once more; a lead contacted in
// time never; a backlog in one summary; two instances on one PostgreSQL escalate it once.
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { localInstant, weekOf } from '../../src/server/speed/business-hours.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { contactsPath, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const settings = readSiteConfig(fixtureRoot('roofer-site')).speed!;
const zone = settings.openings.timeZone;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// A week two weeks back on the office's clock (the fixture's 30 minutes, 6 of 8 hours and Mon-Sat 06:30-16:30 are assumed below).
const monday = weekOf(new Date(Date.now() - 14 * 24 * 3_600_000), zone);
const day = (offset: number) => {
  const [y, m, d] = monday.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
};
const at = (offset: number, time: string) => localInstant(day(offset), time, zone);
const [thu, fri, sat] = [3, 4, 5];

async function setUp(overrides: Parameters<typeof startApp>[0] = {}): Promise<{ smtp: SmtpFixture; server: RunningApp }> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const server = await startApp({ smtpUrl: smtp.url, speed: settings, ...overrides });
  cleanups.push(() => server.close());
  return { smtp, server };
}

async function leadAt(server: RunningApp, received: Date, name = 'Waiting Lead'): Promise<string> {
  const id = newLeadId('contact');
  const body = { id, name, email: `${id}@home.example`, phone: '(239) 555-0142' };
  const response = await fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  await server.app.speed.settled();
  await server.app.leads.store.db.query('UPDATE contacts SET created_at = $2::timestamptz WHERE id = $1', [id, received.toISOString()]);
  return id;
}

const escalationsTo = (smtp: SmtpFixture) => smtp.messages.filter((message) => message.rcptTo.includes(settings.escalationEmail));

describe('escalation (embedded store)', () => {
  it('waits for the next opening: Friday 16:20 is escalated on Saturday at 06:50, once, and recorded', async () => {
    const { smtp, server } = await setUp();
    const id = await leadAt(server, at(fri, '16:20'));
    expect(await server.app.speed.runOnce(at(fri, '16:50'))).toEqual([]);
    expect(await server.app.speed.runOnce(at(sat, '06:49'))).toEqual([]);
    const [made, ...more] = await server.app.speed.runOnce(at(sat, '06:50'));
    expect(more).toEqual([]);
    expect(made).toMatchObject({ id, level: 'first', waitedMs: 30 * 60_000 });
    expect(await server.app.speed.runOnce(at(sat, '08:00'))).toEqual([]);
    const [mail, ...others] = escalationsTo(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe('Nobody has contacted Waiting Lead yet (30 min)');
    expect(mail!.text).toContain(`/staff/leads/${id}`);
    const events = await server.app.leads.store.db.query<{ to_value: string }>(
      `SELECT to_value FROM lead_events WHERE contact_id = $1 AND kind = 'escalation'`,
      [id],
    );
    expect(events).toEqual([{ to_value: 'first' }]);
  });

  it('alerts once more near the promise (6 of 8 office hours) and never for a lead contacted in time', async () => {
    const { smtp, server } = await setUp();
    const waiting = await leadAt(server, at(0, '06:30'), 'Slow Lead');
    const called = await leadAt(server, at(0, '06:30'), 'Called Lead');
    const who = await signedIn(server.url, 'caller@office.example');
    expect((await inboxCall(server.url, who, 'POST', `/api/staff/leads/${called}/contact`, { via: 'call' })).status).toBe(201);
    expect((await server.app.speed.runOnce(at(0, '07:00'))).map((made) => [made.id, made.level])).toEqual([[waiting, 'first']]);
    // Monday 06:30 and 6 office hours: 12:30.
    expect(await server.app.speed.runOnce(at(0, '12:29'))).toEqual([]);
    expect((await server.app.speed.runOnce(at(0, '12:30'))).map((made) => [made.id, made.level])).toEqual([[waiting, 'promise']]);
    expect(await server.app.speed.runOnce(at(0, '13:30'))).toEqual([]);
    expect(escalationsTo(smtp).map((mail) => mail.headers.subject)).toEqual([
      'Nobody has contacted Slow Lead yet (30 min)',
      'Slow Lead is near the 8-hour promise (6 h 0 min)',
    ]);
  });
});

describe('a backlog of waiting leads', () => {
  it('is one summary e-mail, not one each: oldest first, 50 named with their links, the rest counted; each lead recorded once', async () => {
    const { smtp, server } = await setUp();
    const leads = 60;
    const ids: string[] = [];
    // Thursday 08:00, 08:01, ...: at 10:30 every one has waited past the first alert, none near the promise.
    for (let i = 0; i < leads; i++) ids.push(await leadAt(server, new Date(at(thu, '08:00').getTime() + i * 60_000), `Backlog Lead ${i}`));
    const made = await server.app.speed.runOnce(at(thu, '10:30'));
    expect(made.map((escalation) => escalation.level)).toEqual(Array(leads).fill('first'));
    const [mail, ...others] = escalationsTo(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe(`${leads} leads wait without contact`);
    const site = server.config.publicUrl;
    const named = mail!.text.split(/\r?\n/).filter((line) => line.startsWith('- '));
    expect(named).toHaveLength(50);
    // Thursday 08:00 on the office's clock, whatever the machine's.
    const thursday = new Date(`${day(3)}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const received = `received ${thursday}, 8:00 AM M[DS]T`;
    expect(named[0]).toMatch(
      new RegExp(`^- Backlog Lead 0, \\(239\\) 555-0142, ${received}, waiting 2 h 30 min: ${site}/staff/leads/${ids[0]}$`),
    );
    expect(mail!.text).toContain(`And 10 more: every new lead is in the inbox's list, ${site}/staff?status=new`);
    expect(mail!.text).toContain(`Times are the office's, ${zone}.`);
    expect(mail!.html).toMatch(
      new RegExp(
        `<li[^>]*><a href="${site}/staff/leads/${ids[0]}">Backlog Lead 0</a>, <a href="tel:\\+12395550142">\\(239\\) 555-0142</a>, ${received}, waiting 2 h 30 min</li>`,
      ),
    );
    const recorded = await server.app.leads.store.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lead_events WHERE kind = 'escalation' AND to_value = 'first'`,
    );
    expect(recorded).toEqual([{ n: leads }]);
    expect(await server.app.speed.runOnce(at(thu, '11:00'))).toEqual([]);
    expect(escalationsTo(smtp)).toHaveLength(1);
  });

  it('ends the pass on a stop with those claimed so far in the summary, so a backlog never holds the shutdown', async () => {
    const { smtp, server } = await setUp();
    const leads = 150;
    for (let i = 0; i < leads; i++) await leadAt(server, at(thu, '08:00'), `Backlog Lead ${i}`);
    const pass = server.app.speed.runOnce(at(thu, '10:30'));
    // Stopped once the first escalation is claimed, while the rest of the pass is still to go.
    const claimed = () =>
      server.app.leads.store.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_events WHERE kind = 'escalation'`);
    await expect.poll(async () => (await claimed())[0]!.n, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
    await server.app.speed.stop();
    const made = await pass;
    expect(made.length).toBeGreaterThan(0);
    expect(made.length).toBeLessThan(leads);
    expect((await claimed())[0]!.n).toBe(made.length);
    const [mail, ...others] = escalationsTo(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe(`${made.length} leads wait without contact`);
  });
});

describe.skipIf(!testDatabaseUrl)(`escalation on two instances${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  it('escalates a lead once, whichever instance claims it', async () => {
    const schema = uniqueSchema('escalate');
    cleanups.push(() => dropSchema(schema));
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    const instance = async (name: string) => {
      const server = await startApp({
        smtpUrl: smtp.url,
        speed: settings,
        databaseUrl: testDatabaseUrl,
        databaseSchema: schema,
        instanceId: name,
      });
      cleanups.push(() => server.close());
      return server;
    };
    const a = await instance('a');
    const b = await instance('b');
    const ids = [await leadAt(a, at(fri, '16:20'), 'Shared One'), await leadAt(b, at(fri, '16:15'), 'Shared Two')];
    const [fromA, fromB] = await Promise.all([a.app.speed.runOnce(at(sat, '06:50')), b.app.speed.runOnce(at(sat, '06:50'))]);
    expect([...fromA!, ...fromB!].map((made) => made.id).sort()).toEqual([...ids].sort());
    expect(escalationsTo(smtp)).toHaveLength(2);
    expect(await a.app.speed.runOnce(at(sat, '09:00'))).toEqual([]);
    expect(await b.app.speed.runOnce(at(sat, '09:00'))).toEqual([]);
  });
});
