// @vitest-environment node
// The office is told at once and its speed is measured: a new lead reaches an open inbox over server-sent events
// (from another instance too, on PostgreSQL); a Call or E-mail tap counts as first contact; the list's waiting times
// and the weekly report come out of a fixture of leads with known answers, counted in office hours.
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { localInstant, weekOf } from '../../src/server/speed/business-hours.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import type { SpeedRow } from '../../src/server/speed/speed-report.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { contactsPath, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const settings = readSiteConfig(fixtureRoot('roofer-site')).speed!;
const zone = settings.openings.timeZone;
const minute = 60_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function app(overrides: Parameters<typeof startApp>[0] = {}): Promise<RunningApp> {
  const server = await startApp({ speed: settings, ...overrides });
  cleanups.push(() => server.close());
  return server;
}

async function post(server: RunningApp, lead: Record<string, string> = {}): Promise<string> {
  const id = newLeadId('contact');
  const body = { id, name: 'Live Lead', email: 'live@home.example', phone: '(239) 555-0142', ...lead };
  const response = await fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return id;
}

// An open inbox's stream: the ids of the leads it announces, as they come.
async function listen(server: RunningApp, who: SignedIn) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/staff/events`, { headers: { cookie: who.cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const ids: string[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: lead\ndata: (.*)$/m.exec(block)?.[1];
          if (data) ids.push((JSON.parse(data) as { id: string }).id);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  cleanups.push(() => controller.abort());
  return {
    ids,
    async next(id: string, withinMs: number): Promise<number> {
      const started = Date.now();
      while (!ids.includes(id)) {
        if (Date.now() - started > withinMs) throw new Error(`${id} was not announced within ${withinMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return Date.now() - started;
    },
    close: () => controller.abort(),
  };
}

describe('the live inbox', () => {
  it('announces a new lead to an open inbox at once, never a spam one, and only to a signed-in member', async () => {
    const server = await app();
    const refused = await fetch(`${server.url}/api/staff/events`);
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
    const who = await signedIn(server.url, 'live@office.example');
    const stream = await listen(server, who);
    const spam = await post(server, { website: 'https://spam.example' });
    const id = await post(server);
    expect(await stream.next(id, 10_000)).toBeLessThan(10_000);
    expect(stream.ids).not.toContain(spam);
    stream.close();
  });

  describe.skipIf(!testDatabaseUrl)(`two instances on PostgreSQL${postgresSkipReason ? ' (skipped)' : ''}`, () => {
    it('announces a lead stored by the other instance within 10 s', async () => {
      const schema = uniqueSchema('live');
      cleanups.push(() => dropSchema(schema));
      const a = await app({ databaseUrl: testDatabaseUrl, databaseSchema: schema, instanceId: 'a' });
      const b = await app({ databaseUrl: testDatabaseUrl, databaseSchema: schema, instanceId: 'b' });
      const stream = await listen(a, await signedIn(a.url, 'pg-live@office.example'));
      const id = await post(b);
      expect(await stream.next(id, 10_000)).toBeLessThan(10_000);
      stream.close();
    });
  });
});

describe('first contact and speed, in office hours', () => {
  it('counts a Call tap, a note or a status change from New as first contact, and the report from a fixture', async () => {
    const server = await app();
    const who = await signedIn(server.url, 'speed@office.example');
    const db = server.app.leads.store.db;
    // A week two weeks back, on the office's clock: its Monday and Tuesday.
    const monday = weekOf(new Date(Date.now() - 14 * 24 * 3_600_000), zone);
    const tuesday = new Date(Date.UTC(Number(monday.slice(0, 4)), Number(monday.slice(5, 7)) - 1, Number(monday.slice(8, 10)) + 1))
      .toISOString()
      .slice(0, 10);
    const at = (date: string, time: string) => localInstant(date, time, zone).toISOString();
    // [name, received, utm_source, referrer, how first contacted, when] -> office minutes to first contact
    const fixture: [string, string, string, string, 'call' | 'note' | 'status' | 'none', string | null, number | null][] = [
      ['Google A', at(monday, '09:00'), 'google', '', 'call', at(monday, '09:20'), 20],
      ['Google B', at(monday, '17:30'), 'Google', '', 'note', at(tuesday, '07:30'), 60],
      ['Google C', at(monday, '10:00'), 'google', '', 'status', at(monday, '13:00'), 180],
      ['Facebook', at(monday, '11:00'), '', 'https://www.facebook.com/ad', 'call', at(monday, '11:05'), 5],
      ['Direct, never', at(tuesday, '08:00'), '', '', 'none', null, null],
    ];
    for (const [name, received, utmSource, referrer, how, when] of fixture) {
      const id = await post(server, { name, utmSource, referrer });
      await db.query('UPDATE contacts SET created_at = $2::timestamptz WHERE id = $1', [id, received]);
      if (how === 'call')
        await db.query(`INSERT INTO lead_events (contact_id, actor, kind, to_value, at) VALUES ($1, 'x', 'contact', 'call', $2)`, [
          id,
          when,
        ]);
      if (how === 'note')
        await db.query(`INSERT INTO lead_events (contact_id, actor, kind, text, at) VALUES ($1, 'x', 'note', 'left a voicemail', $2)`, [
          id,
          when,
        ]);
      if (how === 'status') {
        // A later status change (contacted -> quote sent) must not count as the first contact.
        await db.query(
          `INSERT INTO lead_events (contact_id, actor, kind, from_value, to_value, at) VALUES ($1, 'x', 'status', 'new', 'contacted', $2)`,
          [id, when],
        );
        await db.query(
          `INSERT INTO lead_events (contact_id, actor, kind, from_value, to_value, at) VALUES ($1, 'x', 'status', 'contacted', 'quote-sent', $2)`,
          [id, at(monday, '09:30')],
        );
      }
    }
    const report = (await (await inboxCall(server.url, who, 'GET', '/api/staff/speed/report?weeks=4')).json()) as { rows: SpeedRow[] };
    const row = (source: string) => report.rows.find((line) => line.week === monday && line.source === source);
    expect(row('*')).toEqual({
      week: monday,
      source: '*',
      leads: 5,
      contacted: 4,
      // 5, 20, 60, 180 minutes
      medianMs: 40 * minute,
      p90Ms: 180 * minute,
      withinHour: 3 / 5,
      withinPromise: 4 / 5,
    });
    expect(row('google')).toMatchObject({ leads: 3, contacted: 3, medianMs: 60 * minute, withinHour: 2 / 3 });
    expect(row('facebook.com')).toMatchObject({ leads: 1, medianMs: 5 * minute, withinHour: 1 });
    expect(row('direct')).toMatchObject({ leads: 1, contacted: 0, medianMs: null, withinHour: 0 });

    // A new lead waits until someone taps Call on it: the list's row says how long, in office hours.
    const fresh = await post(server, { name: 'Tap Me' });
    const listed = async () => {
      const answer = (await (await inboxCall(server.url, who, 'GET', '/api/staff/leads?q=tap%20me')).json()) as {
        leads: { id: string; waitingMs: number | null }[];
        waiting: { promiseMs: number; warnAfterMs: number };
      };
      expect(answer.waiting).toEqual({ promiseMs: settings.promiseMs, warnAfterMs: settings.warnAfterMs });
      return answer.leads.find((lead) => lead.id === fresh)!;
    };
    expect((await listed()).waitingMs).toEqual(expect.any(Number));
    const tap = await inboxCall(server.url, who, 'POST', `/api/staff/leads/${fresh}/contact`, { via: 'call' });
    expect(tap.status).toBe(201);
    expect((await listed()).waitingMs).toBeNull();
    // The whole backlog is no longer sent to every open list.
    expect((await inboxCall(server.url, who, 'GET', '/api/staff/speed/waiting')).status).toBe(404);
    expect((await inboxCall(server.url, who, 'POST', `/api/staff/leads/${fresh}/contact`, { via: 'fax' })).status).toBe(400);
    expect((await inboxCall(server.url, who, 'POST', `/api/staff/leads/contact_1_x/contact`, { via: 'email' })).status).toBe(404);
  });
});
