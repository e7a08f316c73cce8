// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/store/db.ts';
import { migrations, migrationSql } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import type { StoreOptions } from '../../src/server/store/open-store.ts';
import { openPglite } from '../../src/server/store/pglite-driver.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { createVisitStore } from '../../src/server/visits/visit-store.ts';
import { leadEmail } from '../../src/server/leads/lead-email.ts';
import { createLeadHistory } from '../../src/server/store/lead-history.ts';
import { rooferQuestions } from '../support/answers.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { startSmtp } from '../support/smtp.ts';
import { startApp } from '../support/test-app.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

/** The migrations exactly as the server at schema version 16 shipped them, and the rows such a store held. */
const fixture = join(import.meta.dirname, '../fixtures/store-v16');
const shipped = JSON.parse(readFileSync(join(fixture, 'migrations.json'), 'utf8')) as { version: number; name: string; sql: string }[];
const rows = readFileSync(join(fixture, 'rows.sql'), 'utf8');

describe('the migration list', () => {
  it('has one file per migration, named by its version, in rising order', () => {
    const files = readdirSync(join(import.meta.dirname, '../../src/server/store/migrations')).filter((file) => /^\d{3}-/.test(file));
    expect(files.map((file) => Number(file.slice(0, 3)))).toEqual(migrations.map((migration) => migration.version));
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });

  it('keeps every shipped migration under its number, word for word', () => {
    for (const old of shipped) expect(migrations.find((migration) => migration.version === old.version)).toEqual(old);
  });
});

describe('a store made at schema version 16, upgraded (PGlite)', () => {
  const cleanUps: (() => void)[] = [];
  afterAll(() => cleanUps.forEach((cleanUp) => cleanUp()));

  it('keeps every row and ends with the schema a new store has', async () => {
    const old = await freshDataDir();
    const fresh = await freshDataDir();
    cleanUps.push(old.remove, fresh.remove);
    const db = await openPglite(join(old.dir, 'db'));
    await makeOldStore(db);
    const before = await everyRow(db);
    await db.close();
    await expectUpgraded({ dataDir: old.dir }, { dataDir: fresh.dir }, before);
    await expectQueuedSent({ dataDir: old.dir });
  });
});

describe.skipIf(postgresSkipReason)('a store made at schema version 16, upgraded (PostgreSQL)', () => {
  const schemas = [uniqueSchema('upgrade_old'), uniqueSchema('upgrade_new')];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
  });

  it('keeps every row and ends with the schema a new store has', async () => {
    const data = await freshDataDir();
    const db = await openPostgres(testDatabaseUrl!, schemas[0]);
    await makeOldStore(db);
    const before = await everyRow(db);
    await db.close();
    try {
      await expectUpgraded(
        { dataDir: data.dir, databaseUrl: testDatabaseUrl, databaseSchema: schemas[0] },
        { dataDir: data.dir, databaseUrl: testDatabaseUrl, databaseSchema: schemas[1] },
        before,
      );
      await expectQueuedSent({ dataDir: data.dir, databaseUrl: testDatabaseUrl, databaseSchema: schemas[0] });
    } finally {
      data.remove();
    }
  });
});

describe('a store made at schema version 20, upgraded (PGlite)', () => {
  const cleanUps: (() => void)[] = [];
  afterAll(() => cleanUps.forEach((cleanUp) => cleanUp()));

  it('gets an escalation job for each level its waiting leads were not yet escalated to, and sends each once', async () => {
    const old = await freshDataDir();
    cleanUps.push(old.remove);
    const db = await openPglite(join(old.dir, 'db'));
    await makeStoreBeforeEscalationJobs(db);
    await db.close();
    await expectEscalationsKept({ dataDir: old.dir });
  });
});

describe.skipIf(postgresSkipReason)('a store made at schema version 20, upgraded (PostgreSQL)', () => {
  const schema = uniqueSchema('upgrade_esc');
  afterAll(() => dropSchema(schema));

  it('gets an escalation job for each level its waiting leads were not yet escalated to, and sends each once', async () => {
    const data = await freshDataDir();
    try {
      const db = await openPostgres(testDatabaseUrl!, schema);
      await makeStoreBeforeEscalationJobs(db);
      await db.close();
      await expectEscalationsKept({ dataDir: data.dir, databaseUrl: testDatabaseUrl, databaseSchema: schema });
    } finally {
      data.remove();
    }
  });
});

describe('a store made at schema version 21, upgraded (PGlite)', () => {
  const cleanUps: (() => void)[] = [];
  afterAll(() => cleanUps.forEach((cleanUp) => cleanUp()));

  it("keeps every lead's fields as its answers, in the site's words when opened with its questions", async () => {
    const old = await freshDataDir();
    const bare = await freshDataDir();
    cleanUps.push(old.remove, bare.remove);
    for (const data of [old, bare]) {
      const db = await openPglite(join(data.dir, 'db'));
      await makeStoreBeforeAnswers(db);
      await db.close();
    }
    await expectAnswersKept({ dataDir: old.dir, questions: rooferQuestions }, { dataDir: bare.dir });
    // Two embedded stores made, migrated and opened: a minute on a busy machine.
  }, 120_000);
});

describe.skipIf(postgresSkipReason)('a store made at schema version 21, upgraded (PostgreSQL)', () => {
  const schemas = [uniqueSchema('upgrade_answers'), uniqueSchema('upgrade_bare')];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
  });

  it("keeps every lead's fields as its answers, in the site's words when opened with its questions", async () => {
    const data = await freshDataDir();
    try {
      for (const schema of schemas) {
        const db = await openPostgres(testDatabaseUrl!, schema);
        await makeStoreBeforeAnswers(db);
        await db.close();
      }
      const on = (schema: string) => ({ dataDir: data.dir, databaseUrl: testDatabaseUrl, databaseSchema: schema });
      await expectAnswersKept({ ...on(schemas[0]!), questions: rooferQuestions }, on(schemas[1]!));
    } finally {
      data.remove();
    }
  });
});

// The version-16 store brought to version 21 (today's schema before answers), then a roofer's leads as that version
// stored them: every field, a retired choice, a value no list knows, and one with none of the seven fields.
async function makeStoreBeforeAnswers(db: Db): Promise<void> {
  await makeOldStore(db);
  for (const migration of migrations.filter((migration) => migration.version > 16 && migration.version <= 21)) {
    await db.exec(migrationSql(migration));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
  await db.exec(`
    INSERT INTO contacts (id, submission_key, name, email, phone, address, city, service_type, project_type, timeline, budget,
      message, created_at, form)
    VALUES ('contact_a1', 'a1', 'Roof One', 'r1@example.com', '555-0121', '9 Ridge Rd', 'lakewood', 'Roofing', 'skylight',
             'this-week', 'insurance', 'Hail hit it "hard" 50%', '2026-11-22T08:00:00Z', 'estimate'),
           ('cta_a2', 'a2', 'Roof Two', 'r2@example.com', '555-0122', '', '', 'gutter-cleaning', '', '', '', 'Moss',
             '2026-11-22T09:00:00Z', 'quote'),
           ('contact_a3', 'a3', 'Roof Three', 'r3@example.com', '555-0123', '', 'atlantis', '', 'tear-off', '', '', '',
             '2026-11-22T10:00:00Z', 'estimate');
  `);
}

// Each lead's answers, in the order staff read the fields, labelled with the words staff read for each; a choice in
// the site's words when the store was opened with its questions (a retired choice too), else as stored. The search
// finds them, and the staff e-mail reads them.
async function expectAnswersKept(withQuestions: StoreOptions, without: StoreOptions): Promise<void> {
  const worded = await openStore(withQuestions);
  const bare = await openStore(without);
  try {
    expect((await worded.get('contact_a1'))?.answers).toEqual([
      { key: 'address', label: 'Address', kind: 'short', value: '9 Ridge Rd', text: '9 Ridge Rd' },
      { key: 'city', label: 'City', kind: 'choice', value: 'lakewood', text: 'Lakewood' },
      { key: 'serviceType', label: 'Service', kind: 'choice', value: 'Roofing', text: 'Roofing' },
      { key: 'projectType', label: 'Project type', kind: 'choice', value: 'skylight', text: 'Skylight install' },
      { key: 'timeline', label: 'Timeline', kind: 'choice', value: 'this-week', text: 'This week' },
      { key: 'budget', label: 'Budget', kind: 'choice', value: 'insurance', text: 'Insurance claim' },
      { key: 'message', label: 'Message', kind: 'long', value: 'Hail hit it "hard" 50%', text: 'Hail hit it "hard" 50%' },
    ]);
    expect((await worded.get('cta_a2'))?.answers.map((answer) => [answer.key, answer.text])).toEqual([
      ['serviceType', 'gutter-cleaning'],
      ['message', 'Moss'],
    ]);
    expect((await worded.get('contact_a3'))?.answers.map((answer) => [answer.key, answer.text])).toEqual([
      ['city', 'atlantis'],
      ['projectType', 'Full tear-off'],
    ]);
    expect((await bare.get('contact_a1'))?.answers.map((answer) => answer.text)).toEqual([
      '9 Ridge Rd',
      'lakewood',
      'Roofing',
      'skylight',
      'this-week',
      'insurance',
      'Hail hit it "hard" 50%',
    ]);
    const history = createLeadHistory(worded.db, rooferQuestions);
    for (const q of ['ridge rd', 'Skylight install', 'hail hit', '"hard"']) {
      expect(
        (await history.list({ q, spam: 'all' })).leads.map((lead) => lead.id),
        q,
      ).toEqual(['contact_a1']);
    }
    expect((await history.list({ city: 'lakewood', spam: 'all' })).leads.map((lead) => lead.id)).toEqual(['contact_a1']);
    const email = leadEmail((await worded.get('contact_a1'))!, rooferQuestions, 'https://roofs.test.example');
    expect(email.subject).toBe('New Roofing Lead - Roof One');
    expect(email.text).toContain('Project type: Skylight install\nTimeline: This week\nBudget: Insurance claim\n');
  } finally {
    await worded.close();
    await bare.close();
  }
}

// The version-16 store brought to version 20 (the last before escalation jobs), then leads the escalation scan of
// that version would chase or not: waiting three days, one of them already alerted once; answered; a month old; just
// in; spam; an error_ copy of an answered lead. The sample's own waiting lead is answered, so only these count.
async function makeStoreBeforeEscalationJobs(db: Db): Promise<void> {
  await makeOldStore(db);
  for (const migration of migrations.filter((migration) => migration.version > 16 && migration.version <= 20)) {
    await db.exec(migrationSql(migration));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
  await db.exec(`
    INSERT INTO contacts (id, submission_key, name, email, phone, created_at, status, spam, form)
    VALUES ('contact_w1', 'w1', 'Waiting One', 'w1@example.com', '555-0111', now() - interval '3 days', 'new', false, 'estimate'),
           ('contact_w2', 'w2', 'Alerted Two', 'w2@example.com', '555-0112', now() - interval '3 days', 'new', false, 'estimate'),
           ('contact_w3', 'w3', 'Called Three', 'w3@example.com', '555-0113', now() - interval '3 days', 'new', false, 'estimate'),
           ('contact_w4', 'w4', 'Old Four', 'w4@example.com', '555-0114', now() - interval '40 days', 'new', false, 'estimate'),
           ('contact_w5', 'w5', 'Fresh Five', 'w5@example.com', '555-0115', now() - interval '1 minute', 'new', false, 'estimate'),
           ('contact_w6', 'w6', 'Spam Six', 'w6@example.com', '555-0116', now() - interval '3 days', 'new', true, 'estimate'),
           ('contact_w7', 'w7', 'Done Seven', 'w7@example.com', '555-0117', now() - interval '3 days', 'contacted', false, 'estimate'),
           ('error_w7', 'w7', 'Done Seven', 'w7@example.com', '555-0117', now() - interval '3 days', 'new', false, 'estimate');
    INSERT INTO lead_events (contact_id, actor, kind, to_value, text)
    VALUES ('contact_w2', 'server', 'escalation', 'first', 'Untouched for 30 min of office hours'),
           ('contact_w3', 'owner@example.com', 'contact', 'call', NULL),
           ('cta_1764300000000_bbbb', 'owner@example.com', 'contact', 'call', NULL);
  `);
}

// The jobs the upgrade adds, then a server with the office's hours: every level due is told of once (the one already
// made is not), the lead just in waits for its deadline, and a second pass sends nothing more.
async function expectEscalationsKept(store: StoreOptions): Promise<void> {
  const settings = readSiteConfig(fixtureRoot('roofer-site')).speed!;
  const smtp = await startSmtp();
  const server = await startApp({ ...store, smtpUrl: smtp.url, recipients: ['office@example.com'], speed: settings });
  try {
    const db = server.app.leads.store.db;
    const escalationJobs = async () =>
      (
        await db.query<{ key: string; state: string; run_after: Date }>(
          `SELECT key, state, run_after FROM jobs WHERE kind = 'escalation' AND key LIKE '%:w_' ORDER BY key`,
        )
      ).map((row) => ({ ...row, run_after: new Date(row.run_after) }));
    expect((await escalationJobs()).map((job) => job.key)).toEqual([
      'escalation:first:w1',
      'escalation:first:w5',
      'escalation:promise:w1',
      'escalation:promise:w2',
      'escalation:promise:w5',
    ]);
    await server.app.leads.jobs.runDue();
    await server.app.leads.jobs.runDue();
    const told = smtp.messages.filter((message) => message.rcptTo.includes(settings.escalationEmail));
    expect(told.map((message) => message.headers.subject).sort()).toEqual([
      expect.stringMatching(/^Alerted Two is near the 8-hour promise /),
      expect.stringMatching(/^Nobody has contacted Waiting One yet /),
      expect.stringMatching(/^Waiting One is near the 8-hour promise /),
    ]);
    const fresh = (await escalationJobs()).filter((job) => job.key.endsWith(':w5'));
    expect(fresh.map((job) => job.state)).toEqual(['waiting', 'waiting']);
    for (const job of fresh) expect(job.run_after.getTime()).toBeGreaterThan(Date.now());
    const history = await db.query<{ contact_id: string; to_value: string }>(
      `SELECT contact_id, to_value FROM lead_events WHERE kind = 'escalation' ORDER BY contact_id, to_value`,
    );
    expect(history).toEqual([
      { contact_id: 'contact_w1', to_value: 'first' },
      { contact_id: 'contact_w1', to_value: 'promise' },
      { contact_id: 'contact_w2', to_value: 'first' },
      { contact_id: 'contact_w2', to_value: 'promise' },
    ]);
  } finally {
    await server.close();
    await smtp.stop();
  }
}

// As the server at version 16 migrated a new store (its own runner's table and rows), then the rows it held.
async function makeOldStore(db: Db): Promise<void> {
  await db.exec(`CREATE TABLE schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  for (const migration of shipped) {
    await db.exec(migrationSql(migration));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
  await db.exec(rows);
}

async function expectUpgraded(old: StoreOptions, fresh: StoreOptions, before: Record<string, string[]>): Promise<void> {
  const upgraded = await openStore(old);
  const made = await openStore(fresh);
  try {
    const after = await everyRow(upgraded.db);
    // The acknowledgements still to send became jobs (migration 17), their table gone; every other row stays.
    // The plain hashes of addresses acknowledged that day are dropped (migration 18: they are kept keyed now).
    // The office e-mail's outbox became office-email jobs (migration 20), its table gone.
    // A lead's seven fields became its answers (migration 22): every other column of every lead is as it was.
    const {
      acknowledgements = [],
      acknowledged_addresses: plainHashes = [],
      visit_events: events = [],
      deliveries = [],
      contacts = [],
      ...kept
    } = before;
    // Every lead kept before says no language: it was sent in the main one (migration 23).
    const languages = (after.contacts ?? []).map((row) => (JSON.parse(row) as { language?: string }).language);
    expect(languages).toEqual((after.contacts ?? []).map(() => ''));
    const withoutLanguage = (row: string) => {
      const { language: _language, ...rest } = withoutFields(row);
      return rest;
    };
    expect((after.contacts ?? []).map(withoutLanguage)).toEqual(contacts.map(withoutFields));
    expect((await upgraded.get('contact_1764300000000_aaaa'))?.answers).toEqual([
      { key: 'city', label: 'City', kind: 'choice', value: 'Springfield', text: 'Springfield' },
      { key: 'serviceType', label: 'Service', kind: 'choice', value: 'roofing', text: 'roofing' },
      { key: 'message', label: 'Message', kind: 'long', value: 'Leak over the kitchen', text: 'Leak over the kitchen' },
    ]);
    expect((await upgraded.get('cta_1764300000000_bbbb'))?.answers).toEqual([]);
    expect(plainHashes.length).toBeGreaterThan(0);
    expect(after.acknowledged_addresses).toEqual([]);
    for (const [table, held] of Object.entries(kept)) expect(after[table], table).toEqual(expect.arrayContaining(held));
    // Visit events name their path by number since migration 19; read back through it, each event is as it was.
    const eventsNow = await upgraded.db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(e) - 'path_id' || jsonb_build_object('path', p.path) AS row FROM visit_events e JOIN visit_paths p ON p.id = e.path_id ORDER BY e.id`,
    );
    expect(events.length).toBeGreaterThan(0);
    // The report counts what it counted: the day's visit by its first page, source and town.
    const days = events.map((row) => (JSON.parse(row) as { at: string }).at.slice(0, 10));
    const landings = await createVisitStore(upgraded.db).landings(days.sort()[0]!, days.at(-1)!);
    expect(landings.map((row) => [row.landing, row.source, row.town, row.visits])).toEqual([['/roofing', 'flyer', 'Springfield', 1]]);
    expect(eventsNow.map((row) => (typeof row.row === 'string' ? JSON.parse(row.row) : row.row))).toEqual(
      events.map((row) => JSON.parse(row) as unknown),
    );
    expect(after.acknowledgements).toBeUndefined();
    const waiting = acknowledgements.map((row) => JSON.parse(row) as { submission_key: string; contact_id: string; state: string });
    expect(waiting.length).toBeGreaterThan(0);
    const jobs = (after.jobs ?? []).map((row) => JSON.parse(row) as { kind: string; key: string; contact_id: string; state: string });
    expect(jobs).toEqual(
      expect.arrayContaining(
        waiting
          .filter((row) => row.state === 'pending' || row.state === 'sending')
          .map((row) =>
            expect.objectContaining({
              kind: 'acknowledgement',
              key: `acknowledgement:${row.submission_key}`,
              contact_id: row.contact_id,
              state: 'waiting',
            }),
          ),
      ),
    );
    expect(contacts).toHaveLength(3);
    expect(before.staff_accounts).toHaveLength(2);
    expect(deliveries).toHaveLength(2);
    expect(after.deliveries).toBeUndefined();
    expect(jobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'office-email',
          key: 'office-email:key-a',
          contact_id: 'contact_1764300000000_aaaa',
          state: 'done',
        }),
        expect.objectContaining({ kind: 'office-email', key: 'office-email:key-b', state: 'waiting', attempts: 2 }),
      ]),
    );
    // The inbox reads the same delivery as before: sent to whom it was sent, the waiting one still waiting.
    expect((await upgraded.get('contact_1764300000000_aaaa'))?.delivery).toEqual({
      state: 'sent',
      recipients: { 'office@example.com': { status: 'accepted', reply: '250 ok', at: '2026-11-20T10:00:05Z' } },
    });
    expect(await upgraded.delivery('key-b')).toMatchObject({ state: 'pending', attempts: 2, messageId: '<b@example.com>' });
    expect((await upgraded.get('contact_1764300000000_aaaa'))?.name).toBe('Ana Lima');
    expect(await columns(upgraded.db)).toEqual(await columns(made.db));
    const versions = await upgraded.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
  } finally {
    await upgraded.close();
    await made.close();
  }
}

// The upgraded store's server sends the office e-mail that was waiting, once, with its first Message-ID, and not the
// one that was sent.
async function expectQueuedSent(store: StoreOptions): Promise<void> {
  const smtp = await startSmtp();
  const server = await startApp({ ...store, smtpUrl: smtp.url, recipients: ['office@example.com'] });
  try {
    await server.app.leads.jobs.runDue();
    expect(smtp.messages.map((message) => [message.headers['x-lead-id'], message.headers['message-id']])).toEqual([
      ['cta_1764300000000_bbbb', '<b@example.com>'],
    ]);
    expect(await server.app.leads.store.delivery('key-b')).toMatchObject({ state: 'sent', attempts: 3 });
    expect((await server.app.leads.store.get('cta_1764300000000_bbbb'))?.notifiedAt).toBeInstanceOf(Date);
  } finally {
    await server.close();
    await smtp.stop();
  }
}

// A lead's row without the fields that became answers, and without its answers.
function withoutFields(row: string): Record<string, unknown> {
  const fields = JSON.parse(row) as Record<string, unknown>;
  for (const column of ['address', 'city', 'service_type', 'project_type', 'timeline', 'budget', 'message', 'answers'])
    delete fields[column];
  return fields;
}

// Every row of every table (schema_migrations aside) as PostgreSQL writes it in JSON.
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    all[name] = (await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${name} t ORDER BY 1`)).map((r) => r.row);
  }
  return all;
}

async function columns(db: Db): Promise<unknown[]> {
  return db.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name <> 'schema_migrations' ORDER BY table_name, column_name`,
  );
}
