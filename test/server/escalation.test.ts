// @vitest-environment node
// Escalations are jobs due at a lead's deadline in office hours, run here by passes of the runner at chosen times on
// the office's clock (America/Denver, the roofer's Mon-Sat 06:30-16:30): none before the deadline, one after it
// (Friday 16:20 -> Saturday 06:50, Saturday evening -> Monday 07:00), recorded in the lead's history; one more near
// the promise; none for a lead answered in time; a backlog in one summary; two instances on one PostgreSQL escalate
// a lead once. On the embedded store and on PostgreSQL.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { localInstant, weekOf } from '../../src/server/speed/business-hours.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { submissionKeyOf } from '../../src/server/store/lead.ts';
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

const stores = [
  { name: 'embedded store', skip: false, overrides: () => ({}) },
  {
    name: `PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
    skip: !testDatabaseUrl,
    overrides: () => {
      const schema = uniqueSchema('escalate');
      cleanups.push(() => dropSchema(schema));
      return { databaseUrl: testDatabaseUrl, databaseSchema: schema };
    },
  },
];

// A week two weeks ahead on the office's clock, so the database's own clock never makes its jobs due during the test
// (the fixture's 30 minutes, 6 of 8 hours and Mon-Sat 06:30-16:30 are assumed below).
const monday = weekOf(new Date(Date.now() + 14 * 24 * 3_600_000), zone);
const day = (offset: number) => {
  const [y, m, d] = monday.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
};
const at = (offset: number, time: string) => localInstant(day(offset), time, zone);
const [thu, fri, sat, nextMonday] = [3, 4, 5, 7];

async function setUp(overrides: Parameters<typeof startApp>[0] = {}): Promise<{ smtp: SmtpFixture; server: RunningApp }> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const server = await startApp({ smtpUrl: smtp.url, speed: settings, ...overrides });
  cleanups.push(() => server.close());
  return { smtp, server };
}

// The lead is stored while the server's clock shows `received` (its deadlines are reckoned from it); the database
// keeps its own clock, so its stored time is set to match.
async function leadAt(server: RunningApp, received: Date, name = 'Waiting Lead'): Promise<string> {
  const id = newLeadId('contact');
  const body = { id, name, email: `${id}@home.example`, phone: '(239) 555-0142' };
  vi.useFakeTimers({ toFake: ['Date'], now: received });
  try {
    const response = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  } finally {
    vi.useRealTimers();
  }
  await server.app.speed.settled();
  await server.app.leads.store.db.query('UPDATE contacts SET created_at = $2::timestamptz WHERE id = $1', [id, received.toISOString()]);
  return id;
}

const escalationsTo = (smtp: SmtpFixture) => smtp.messages.filter((message) => message.rcptTo.includes(settings.escalationEmail));
const subjects = (smtp: SmtpFixture) => escalationsTo(smtp).map((mail) => mail.headers.subject);
const escalationJob = (server: RunningApp, level: 'first' | 'promise', id: string) =>
  server.app.leads.jobs.table.get(`escalation:${level}:${submissionKeyOf(id)}`);

async function history(server: RunningApp, id: string): Promise<string[]> {
  const events = await server.app.leads.store.db.query<{ to_value: string }>(
    `SELECT to_value FROM lead_events WHERE contact_id = $1 AND kind = 'escalation' ORDER BY id`,
    [id],
  );
  return events.map((event) => event.to_value);
}

describe.each(stores)('escalation jobs on the $name', ({ skip, overrides }) => {
  it.skipIf(skip)('waits for the next opening: Friday 16:20 is escalated on Saturday at 06:50, once, and recorded', async () => {
    const { smtp, server } = await setUp(overrides());
    const id = await leadAt(server, at(fri, '16:20'));
    expect((await escalationJob(server, 'first', id))?.runAfter).toEqual(at(sat, '06:50'));
    // 6 office hours: Friday's last 10 minutes, then Saturday until 12:20.
    expect((await escalationJob(server, 'promise', id))?.runAfter).toEqual(at(sat, '12:20'));
    await server.app.leads.jobs.runDue(at(fri, '16:50'));
    await server.app.leads.jobs.runDue(at(sat, '06:49'));
    expect(subjects(smtp)).toEqual([]);
    await server.app.leads.jobs.runDue(at(sat, '06:50'));
    await server.app.leads.jobs.runDue(at(sat, '08:00'));
    const [mail, ...others] = escalationsTo(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe('Nobody has contacted Waiting Lead yet (30 min)');
    expect(mail!.text).toContain(`/staff/leads/${id}`);
    expect(await history(server, id)).toEqual(['first']);
    expect(await escalationJob(server, 'first', id)).toMatchObject({ state: 'done', result: { state: 'escalated' } });
    expect(await escalationJob(server, 'promise', id)).toMatchObject({ state: 'waiting' });
  });

  it.skipIf(skip)('waits over the closed Sunday: Saturday 17:00 is escalated on Monday at 07:00', async () => {
    const { smtp, server } = await setUp(overrides());
    await leadAt(server, at(sat, '17:00'), 'Weekend Lead');
    await server.app.leads.jobs.runDue(at(nextMonday - 1, '12:00'));
    await server.app.leads.jobs.runDue(at(nextMonday, '06:59'));
    expect(subjects(smtp)).toEqual([]);
    await server.app.leads.jobs.runDue(at(nextMonday, '07:00'));
    expect(subjects(smtp)).toEqual(['Nobody has contacted Weekend Lead yet (30 min)']);
  });

  it.skipIf(skip)('alerts once more near the promise (6 of 8 office hours) and never for a lead answered in time', async () => {
    const { smtp, server } = await setUp(overrides());
    const waiting = await leadAt(server, at(0, '06:30'), 'Slow Lead');
    const called = await leadAt(server, at(0, '06:30'), 'Called Lead');
    const who = await signedIn(server.url, 'caller@office.example');
    expect((await inboxCall(server.url, who, 'POST', `/api/staff/leads/${called}/contact`, { via: 'call' })).status).toBe(201);
    await server.app.leads.jobs.runDue(at(0, '07:00'));
    expect(subjects(smtp)).toEqual(['Nobody has contacted Slow Lead yet (30 min)']);
    // Monday 06:30 and 6 office hours: 12:30.
    await server.app.leads.jobs.runDue(at(0, '12:29'));
    expect(subjects(smtp)).toHaveLength(1);
    await server.app.leads.jobs.runDue(at(0, '12:30'));
    await server.app.leads.jobs.runDue(at(0, '13:30'));
    expect(subjects(smtp)).toEqual(['Nobody has contacted Slow Lead yet (30 min)', 'Slow Lead is near the 8-hour promise (6 h 0 min)']);
    expect(await history(server, waiting)).toEqual(['first', 'promise']);
    expect(await history(server, called)).toEqual([]);
    expect(await escalationJob(server, 'promise', called)).toMatchObject({ state: 'done', result: { state: 'answered' } });
  });

  it.skipIf(skip)('reckons the deadline again from the stored time when it runs, and waits again when that is later', async () => {
    const { smtp, server } = await setUp(overrides());
    // Stored on the server's clock at Thursday 08:00, but received Thursday 16:20 as the database keeps it (so are an
    // upgraded store's jobs, due at once, and those of a lead stored before the office hours changed).
    const id = await leadAt(server, at(thu, '08:00'), 'Moved Lead');
    await server.app.leads.store.db.query('UPDATE contacts SET created_at = $2::timestamptz WHERE id = $1', [
      id,
      at(thu, '16:20').toISOString(),
    ]);
    await server.app.leads.jobs.runDue(at(thu, '08:30'));
    expect(subjects(smtp)).toEqual([]);
    expect(await escalationJob(server, 'first', id)).toMatchObject({ state: 'waiting', runAfter: at(fri, '06:50'), attempts: 0 });
    await server.app.leads.jobs.runDue(at(fri, '06:49'));
    expect(subjects(smtp)).toEqual([]);
    await server.app.leads.jobs.runDue(at(fri, '06:50'));
    expect(subjects(smtp)).toEqual(['Nobody has contacted Moved Lead yet (30 min)']);
  });
});

describe('a backlog of waiting leads', () => {
  it('is one summary e-mail, not one each: oldest first, 50 named with their links, the rest counted; each lead recorded once', async () => {
    const { smtp, server } = await setUp();
    const leads = 60;
    const ids: string[] = [];
    // Thursday 08:00, 08:01, ...: at 10:30 every one has waited past the first alert, none near the promise.
    for (let i = 0; i < leads; i++) ids.push(await leadAt(server, new Date(at(thu, '08:00').getTime() + i * 60_000), `Backlog Lead ${i}`));
    expect(await server.app.leads.jobs.runDue(at(thu, '10:30'))).toBeGreaterThanOrEqual(leads);
    const [mail, ...others] = escalationsTo(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe(`${leads} leads wait without contact`);
    const site = server.config.publicUrl;
    const named = mail!.text.split(/\r?\n/).filter((line) => line.startsWith('- '));
    expect(named).toHaveLength(50);
    // Thursday 08:00 on the office's clock, whatever the machine's.
    const thursday = new Date(`${day(thu)}T12:00:00Z`).toLocaleDateString('en-US', {
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
    await server.app.leads.jobs.runDue(at(thu, '11:00'));
    expect(escalationsTo(smtp)).toHaveLength(1);
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
    await Promise.all([a.app.leads.jobs.runDue(at(sat, '06:44')), b.app.leads.jobs.runDue(at(sat, '06:44'))]);
    expect(escalationsTo(smtp)).toEqual([]);
    await Promise.all([a.app.leads.jobs.runDue(at(sat, '06:50')), b.app.leads.jobs.runDue(at(sat, '06:50'))]);
    expect(subjects(smtp).sort()).toEqual(['Nobody has contacted Shared One yet (30 min)', 'Nobody has contacted Shared Two yet (35 min)']);
    await Promise.all([a.app.leads.jobs.runDue(at(sat, '09:00')), b.app.leads.jobs.runDue(at(sat, '09:00'))]);
    expect(escalationsTo(smtp)).toHaveLength(2);
    for (const id of ids) expect(await history(a, id)).toEqual(['first']);
  });
});
