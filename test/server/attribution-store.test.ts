// @vitest-environment node
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import type { NewLead } from '../../src/server/store/lead.ts';
import type { Db } from '../../src/server/store/db.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { migrations, migrationSql } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { openPglite } from '../../src/server/store/pglite-driver.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { rooferAnswers } from '../support/answers.ts';

const visit = {
  page: '/contact?from=menu',
  landingPage: '/roof-replacement/asphalt-shingles?utm_source=google&utm_campaign=storm',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'storm',
  utmTerm: 'impact windows',
  utmContent: 'ad “2” <b>',
};
const blank = { page: '', landingPage: '', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' };

describe('embedded store (PGlite): attribution', () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let store: LeadStore;
  let oldLead: string;
  beforeAll(async () => {
    // A database as the release before wrote it (migrations 1 and 2, one lead), then opened by this one.
    data = await freshDataDir();
    const db = await openPglite(join(data.dir, 'db'));
    oldLead = await seedBeforeAttribution(db);
    await db.close();
    store = await openStore({ dataDir: data.dir });
  });
  afterAll(async () => {
    await store?.close();
    data?.remove();
  });

  attributionContract(() => ({ store, oldLead }));
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL store: attribution${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('attribution');
  let store: LeadStore;
  let oldLead: string;
  beforeAll(async () => {
    const db = await openPostgres(testDatabaseUrl!, schema);
    oldLead = await seedBeforeAttribution(db);
    await db.close();
    store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
  });
  afterAll(async () => {
    await store?.close();
    await dropSchema(schema);
  });

  attributionContract(() => ({ store, oldLead }));
});

function attributionContract(get: () => { store: LeadStore; oldLead: string }) {
  it('adds the columns to a database from before, its leads reading as unknown', async () => {
    const { store, oldLead } = get();
    const applied = await store.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(applied).toContainEqual({ version: 3, name: 'attribution' });
    expect(await store.get(oldLead)).toMatchObject({ name: 'Before Attribution', ...blank });
  });

  it('stores where a lead came from and reads it back the same way everywhere', async () => {
    const { store } = get();
    const input = lead({ ...visit });
    const inserted = await store.insert(input);
    expect(inserted).toMatchObject(visit);
    expect(await store.get(input.id)).toMatchObject(visit);
    const [found] = await store.find({ where: [{ column: 'id', op: 'eq', value: input.id }], order: [] });
    expect(found).toMatchObject(visit);
    const columns = await store.db.query<Record<string, string>>(
      'SELECT page, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM contacts WHERE id = $1',
      [input.id],
    );
    expect(Object.values(columns[0]!)).toEqual(Object.values(visit));
  });

  it("stores '' for what a request left out (the no-JavaScript form, an older page)", async () => {
    const { store } = get();
    const input = lead({ page: '/roof-replacement' });
    expect(await store.insert(input)).toMatchObject({ ...blank, page: '/roof-replacement' });
  });
}

// The schema of migrations 1 and 2 exactly as they shipped, and a lead stored then.
async function seedBeforeAttribution(db: Db): Promise<string> {
  await db.exec(
    `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const migration of migrations.filter((m) => m.version <= 2)) {
    await db.exec(migrationSql(migration));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
  const id = newLeadId('contact');
  await db.query(
    `INSERT INTO contacts (id, submission_key, name, email, phone) VALUES ($1, $2, 'Before Attribution', 'b@example.com', '(239) 555-0100')`,
    [id, id.slice('contact_'.length)],
  );
  return id;
}

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: newLeadId('contact'),
    form: 'estimate',
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(239) 555-0123',
    answers: rooferAnswers({ serviceType: 'Roofing' }),
    emailError: null,
    spam: false,
    ...overrides,
  };
}
