// @vitest-environment node
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import type { Db } from '../../src/server/store/db.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { migrations, migrationSql } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { openPglite } from '../../src/server/store/pglite-driver.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { rooferAnswers } from '../support/answers.ts';

/** Leads stored before the form had its own column, one per id prefix. */
interface OldLeads {
  estimate: string;
  quote: string;
  copy: string;
}

describe('embedded store (PGlite): the form column', () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let store: LeadStore;
  let old: OldLeads;
  beforeAll(async () => {
    data = await freshDataDir();
    const db = await openPglite(join(data.dir, 'db'));
    old = await seedBeforeFormColumn(db);
    await db.close();
    store = await openStore({ dataDir: data.dir });
  });
  afterAll(async () => {
    await store?.close();
    data?.remove();
  });

  formContract(() => ({ store, old }));
});

describe.skipIf(!testDatabaseUrl)(
  `PostgreSQL store: the form column${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    const schema = uniqueSchema('leadform');
    let store: LeadStore;
    let old: OldLeads;
    beforeAll(async () => {
      const db = await openPostgres(testDatabaseUrl!, schema);
      old = await seedBeforeFormColumn(db);
      await db.close();
      store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
    });
    afterAll(async () => {
      await store?.close();
      await dropSchema(schema);
    });

    formContract(() => ({ store, old }));
  },
);

function formContract(get: () => { store: LeadStore; old: OldLeads }) {
  it('fills the form of leads stored before from their id: cta_ the quote form, contact_ and error_ the estimate form', async () => {
    const { store, old } = get();
    expect((await store.get(old.estimate))?.form).toBe('estimate');
    expect((await store.get(old.quote))?.form).toBe('quote');
    expect((await store.get(old.copy))?.form).toBe('estimate');
  });

  it('keeps the form a new lead was stored with, whatever its id', async () => {
    const { store } = get();
    const stored = await store.insert({ ...newLead(), id: newLeadId('error'), form: 'quote' });
    expect(stored.form).toBe('quote');
    expect((await store.get(stored.id))?.form).toBe('quote');
  });

  it('refuses a lead without a form or with another one', async () => {
    const { store } = get();
    const id = newLeadId('contact');
    const insert = (form: string | null) =>
      store.db.query(`INSERT INTO contacts (id, submission_key, form, name, email, phone) VALUES ($1, $2, $3, 'A', 'a@example.com', '1')`, [
        id,
        id.slice('contact_'.length),
        form,
      ]);
    await expect(insert(null)).rejects.toThrow();
    await expect(insert('widget')).rejects.toThrow();
    expect(await store.get(id)).toBeUndefined();
  });
}

// The schema of migrations 1 to 4 as they shipped, and one lead of each kind stored then.
async function seedBeforeFormColumn(db: Db): Promise<OldLeads> {
  await db.exec(
    `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const migration of migrations.filter((m) => m.version <= 4)) {
    await db.exec(migrationSql(migration));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
  const old = { estimate: newLeadId('contact'), quote: newLeadId('cta'), copy: newLeadId('error') };
  for (const id of Object.values(old)) {
    await db.query(
      `INSERT INTO contacts (id, submission_key, name, email, phone) VALUES ($1, $2, 'Before', 'b@example.com', '(239) 555-0100')`,
      [id, id.slice(id.indexOf('_') + 1)],
    );
  }
  return old;
}

function newLead() {
  return {
    id: newLeadId('contact'),
    form: 'estimate' as const,
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(239) 555-0123',
    answers: rooferAnswers({}),
    emailError: null,
    spam: false,
  };
}
