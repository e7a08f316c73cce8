// @vitest-environment node
// "Delete this lead and everything about it", on both stores: afterwards a dump of the whole database holds none of
// its values (fields, history, delivery, the events of the visit that sent it), only a record that a deletion
// happened, by whom and when. The other lead and other visits stay as they were.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import type { Db } from '../../src/server/store/db.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { askForLeadEmail, startApp, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { cameraPhoto } from '../support/camera-photo.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';

const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const settings = { keepDays: 90, ratePerMinute: 10_000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: true };
const site = { ...testSite, leads: { ...testSite.leads, project } };

describe('embedded store (PGlite): deleting a lead', () => {
  eraseContract(() => startApp({ site, visits: settings }));
});

describe.skipIf(!testDatabaseUrl)(
  `PostgreSQL store: deleting a lead${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    const schema = uniqueSchema('erase');
    afterAll(() => dropSchema(schema));
    eraseContract(() => startApp({ databaseUrl: testDatabaseUrl, databaseSchema: schema, site, visits: settings }), schema);
  },
);

function eraseContract(start: () => Promise<RunningApp>, schema?: string) {
  let server: RunningApp;
  let db: Db;
  const lead = newLeadId('contact');
  const kept = newLeadId('contact');
  const session = 'session-erase-7f3a9c01';
  const otherSession = 'session-keep-5b2e8d44';
  // Values found nowhere else in the database.
  const values = {
    name: 'Zebulon Quarrington',
    email: 'zebulon.quarrington@example.com',
    phone: '(239) 555-0199',
    address: '4417 Xylophone Ct',
    message: 'Please call after 6, the gate code is 8842',
    utmCampaign: 'erase-campaign-q7',
    landingPage: '/gallery?utm_campaign=erase-campaign-q7',
  };
  const note = 'Called back, wife prefers bronze frames';
  const photoName = 'erase-porch-door-q7.jpg';

  beforeAll(async () => {
    server = await start();
    db = server.app.leads.store.db;
    const uploadToken = await create({ id: lead, ...values, page: '/contact', serviceType: 'Roofing' });
    // A photo sent with it, under a name found nowhere else.
    const photo = await fetch(`${server.url}/api/leads/${lead}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'x-upload-token': uploadToken, 'x-file-name': photoName },
      body: new Uint8Array(await cameraPhoto({ width: 320, height: 240 })),
    });
    expect(photo.status).toBe(201);
    await create({
      id: `error_${lead.slice(lead.indexOf('_') + 1)}`,
      ...values,
      page: '/contact',
      serviceType: 'Roofing',
      emailError: 'timeout',
    });
    await create({ id: kept, name: 'Kept Visitor', email: 'kept@example.com', phone: '(239) 555-0100', serviceType: 'Roofing' });
    // The visit that sent it, and another visit.
    await send(session, [
      { k: 'view', p: '/gallery', l: 1, uc: 'erase-campaign-q7' },
      { k: 'view', p: '/contact' },
      { k: 'sent', p: '/contact', f: 'estimate', id: lead },
    ]);
    await send(otherSession, [{ k: 'view', p: '/', l: 1 }]);
    // The office's notes and the e-mail's delivery.
    const owner = await signedIn(server.url, 'owner@test.example');
    expect((await inboxCall(server.url, owner, 'POST', `/api/staff/leads/${lead}/notes`, { text: note })).status).toBe(201);
    const notified = await askForLeadEmail(server.url, lead);
    expect(notified.status).toBeLessThan(300);
  });
  afterAll(() => server?.close());

  it('leaves none of its data in a dump of the database, only who deleted it and when', async () => {
    const before = await dump(db, schema);
    for (const value of [...Object.values(values), note, lead, session, photoName]) expect(before, value).toContain(value);
    expect(outboxFiles().some((file) => file.endsWith(`-${lead}.eml`))).toBe(true);

    const owner = await signedIn(server.url, 'office.manager@test.example');
    // Without the CSRF token: refused, nothing deleted.
    const refused = await fetch(`${server.url}/api/staff/leads/${lead}`, { method: 'DELETE', headers: { cookie: owner.cookie } });
    expect(refused.status).toBe(403);
    expect(await dump(db, schema)).toContain(values.email);

    const startedAt = Date.now();
    expect((await inboxCall(server.url, owner, 'DELETE', `/api/staff/leads/${lead}`)).status).toBe(204);
    const after = await dump(db, schema);
    for (const value of [...Object.values(values), note, lead.slice(lead.indexOf('_') + 1), session, photoName])
      expect(after, value).not.toContain(value);
    expect(await db.query('SELECT 1 FROM lead_photos')).toHaveLength(0);
    expect(outboxFiles().some((file) => file.includes(lead.slice(lead.indexOf('_') + 1)))).toBe(false);

    const deletions = await db.query<Record<string, unknown>>('SELECT * FROM lead_deletions');
    expect(deletions).toHaveLength(1);
    expect(Object.keys(deletions[0]!).sort()).toEqual(['actor', 'at', 'id']);
    expect(deletions[0]!.actor).toBe('office.manager@test.example');
    expect((deletions[0]!.at as Date).getTime()).toBeGreaterThanOrEqual(startedAt - 5000);

    // The rest stays: the other lead, the other visit.
    expect(after).toContain('kept@example.com');
    expect(after).toContain(otherSession);
    expect((await inboxCall(server.url, owner, 'GET', `/api/staff/leads/${lead}`)).status).toBe(404);
    expect((await inboxCall(server.url, owner, 'DELETE', `/api/staff/leads/${lead}`)).status).toBe(404);
  });

  if (schema) {
    it('pg_dump of the schema agrees', () => {
      const text = execFileSync('pg_dump', ['--data-only', `--schema=${schema}`, testDatabaseUrl!], { encoding: 'utf8' });
      expect(text).toContain('kept@example.com');
      for (const value of [...Object.values(values), note, session]) expect(text, value).not.toContain(value);
    });
  }

  function outboxFiles(): string[] {
    const outbox = join(server.dataDir, 'outbox');
    return existsSync(outbox) ? readdirSync(outbox) : [];
  }

  // Returns the lead's upload token.
  async function create(fields: Record<string, string>): Promise<string> {
    const response = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.headers.get('x-upload-token') ?? '';
  }

  async function send(id: string, events: Record<string, unknown>[]) {
    const response = await fetch(`${server.url}/api/visits`, {
      method: 'POST',
      body: JSON.stringify({ s: id, e: events }),
      headers: { 'content-type': 'text/plain', 'user-agent': browser },
    });
    expect(response.status).toBe(204);
  }
}

// Every row of every table of the store's schema, as text: what a logical dump holds.
async function dump(db: Db, schema?: string): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1`,
    [schema ?? 'public'],
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['contacts', 'lead_events', 'jobs', 'visit_events']));
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
    parts.push(`-- ${name}`, ...rows.map((row) => row.row));
  }
  return parts.join('\n');
}
