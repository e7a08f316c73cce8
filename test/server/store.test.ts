// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import type { Answer } from '../../src/content/questions.ts';
import type { NewLead } from '../../src/server/store/lead.ts';
import { FolderLockedError } from '../../src/server/store/folder-lock.ts';
import { DuplicateLeadError } from '../../src/server/store/lead-store.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { migrate, migrations } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { rooferAnswers } from '../support/answers.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

describe('embedded store (PGlite)', () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let store: LeadStore;
  beforeAll(async () => {
    data = await freshDataDir();
    store = await openStore({ dataDir: data.dir });
  });
  afterAll(async () => {
    await store?.close();
    data?.remove();
  });

  storeContract(() => store);

  it('refuses a second opener of the same folder in this process, naming the holder', async () => {
    const error = await openStore({ dataDir: data.dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FolderLockedError);
    expect((error as Error).message).toContain(`process ${process.pid}`);
    expect((error as Error).message).toContain('DATABASE_URL');
  });

  it('refuses a second process loudly while the folder is open', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../support/open-store-child.ts'), data.dir], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.status).toBe(3);
    expect(child.stderr).toContain('is already open in process');
  });
});

describe('embedded store folder lock', () => {
  it('takes over the lock of a dead process and removes its own lock on close', async () => {
    const data = await freshDataDir();
    try {
      // A pid far above pid_max belongs to no process: the previous owner crashed.
      writeFileSync(join(data.dir, 'db.lock'), JSON.stringify({ pid: 2 ** 30, host: (await import('node:os')).hostname(), since: 'x' }));
      const store = await openStore({ dataDir: data.dir });
      expect(JSON.parse((await import('node:fs')).readFileSync(join(data.dir, 'db.lock'), 'utf8')).pid).toBe(process.pid);
      await store.close();
      expect(existsSync(join(data.dir, 'db.lock'))).toBe(false);
    } finally {
      data.remove();
    }
  });
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL store${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('store');
  let store: LeadStore;
  beforeAll(async () => {
    // No catch: with TEST_DATABASE_URL set, an unreachable database fails the run.
    store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
  });
  afterAll(async () => {
    await store?.close();
    await dropSchema(schema);
  });

  storeContract(() => store);
});

// The same behaviour on both drivers.
function storeContract(getStore: () => LeadStore) {
  it('applies migrations once', async () => {
    const store = getStore();
    expect(await migrate(store.db)).toEqual([]);
    const versions = await store.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
  });

  it('stores a lead with server-side defaults and refuses a duplicate id', async () => {
    const store = getStore();
    const before = Date.now();
    const input = lead({ answers: rooferAnswers({ message: 'Line 1\nLine 2 <b>', city: 'lakewood' }) });
    const contact = await store.insert(input);
    expect(contact).toMatchObject({
      id: input.id,
      submissionKey: input.id.slice('contact_'.length),
      answers: [
        { key: 'city', label: 'City', kind: 'choice', value: 'lakewood', text: 'Lakewood' },
        { key: 'message', label: 'Message', kind: 'long', value: 'Line 1\nLine 2 <b>', text: 'Line 1\nLine 2 <b>' },
      ],
      emailSent: '0',
      emailError: null,
      userId: 'anonymous',
      spam: false,
      notifiedAt: null,
      attempts: 0,
    });
    expect(contact.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    await expect(store.insert({ ...input, name: 'Someone else' })).rejects.toBeInstanceOf(DuplicateLeadError);
    expect((await store.get(input.id))?.name).toBe(input.name);
  });

  it('keeps every kind of answer as it was sent, in order, with the words of its question then', async () => {
    const store = getStore();
    const answers: Answer[] = [
      { key: 'roofAge', label: 'Roof age', kind: 'choice', value: '20-plus', text: '20+ years' },
      { key: 'trouble', label: 'What you see', kind: 'several', value: ['leak', 'moss'], text: 'A leak, Moss' },
      { key: 'insured', label: 'Insurance claim?', kind: 'yes-no', value: 'yes', text: 'Yes' },
      { key: 'squares', label: 'Squares', kind: 'number', value: '24', text: '24' },
      { key: 'notes', label: 'Notes', kind: 'long', value: 'Ridge "vent" \\ 50% ç', text: 'Ridge "vent" \\ 50% ç' },
    ];
    const input = lead({ answers });
    expect((await store.insert(input)).answers).toEqual(answers);
    expect((await store.get(input.id))?.answers).toEqual(answers);
    expect((await store.find({ where: [{ column: 'id', op: 'eq', value: input.id }], order: [] }))[0]?.answers).toEqual(answers);
  });

  it("filters and orders on a question's answer, '' when unanswered", async () => {
    const store = getStore();
    const tag = `Answer ${Math.random().toString(36).slice(2)}`;
    const golden = await store.insert(lead({ name: `${tag} 1`, answers: rooferAnswers({ city: 'golden' }) }));
    const arvada = await store.insert(lead({ name: `${tag} 2`, answers: rooferAnswers({ city: 'arvada', message: 'hi' }) }));
    const none = await store.insert(lead({ name: `${tag} 3`, answers: [] }));
    const mine = (found: { id: string; name: string }[]) => found.filter((c) => c.name.startsWith(tag)).map((c) => c.id);
    const city = { answer: 'city' };
    expect(mine(await store.find({ where: [{ column: city, op: 'eq', value: 'golden' }], order: [] }))).toEqual([golden.id]);
    expect(mine(await store.find({ where: [{ column: city, op: 'eq', value: '' }], order: [] }))).toEqual([none.id]);
    const ordered = await store.find({ where: [{ column: 'name', op: 'gte', value: tag }], order: [{ column: city, descending: false }] });
    expect(mine(ordered)).toEqual([none.id, arvada.id, golden.id]);
    const removed = await store.remove({ where: [{ column: { answer: 'message' }, op: 'eq', value: 'hi' }], order: [] });
    expect(removed.map((c) => c.id)).toEqual([arvada.id]);
  });

  it('patches only recent leads', async () => {
    const store = getStore();
    const contact = await store.insert(lead());
    const updated = await store.patch(contact.id, { emailSent: '1' }, 3_600_000);
    expect(updated.status === 'updated' && updated.lead.emailSent).toBe('1');
    const errorSet = await store.patch(contact.id, { emailError: 'Email failed to send' }, 3_600_000);
    expect(errorSet.status === 'updated' && [errorSet.lead.emailSent, errorSet.lead.emailError]).toEqual(['1', 'Email failed to send']);
    await store.db.query(`UPDATE contacts SET created_at = now() - interval '2 hours' WHERE id = $1`, [contact.id]);
    expect((await store.patch(contact.id, { emailSent: '0' }, 3_600_000)).status).toBe('too-old');
    expect((await store.patch(newLeadId('contact'), { emailSent: '1' }, 3_600_000)).status).toBe('missing');
  });

  it('filters, orders, pages and deletes like the staff API asks', async () => {
    const store = getStore();
    const tag = `Filter ${Math.random().toString(36).slice(2)}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await store.insert(lead({ name: `${tag} ${i}` }))).id);
    await store.db.query(`UPDATE contacts SET created_at = now() - ($2::int * interval '1 minute') WHERE id = $1`, [ids[0], 10]);
    const newestFirst = await store.find({
      where: [
        { column: 'id', op: 'gte', value: ids[0]!.slice(0, 8) },
        { column: 'spam', op: 'eq', value: false },
      ],
      order: [{ column: 'createdAt', descending: true }],
    });
    const mine = newestFirst.filter((c) => c.name.startsWith(tag));
    expect(mine.at(-1)?.id).toBe(ids[0]);
    const recent = await store.find({
      where: [
        { column: 'createdAt', op: 'gte', value: new Date(Date.now() - 5 * 60_000).toISOString() },
        { column: 'notifiedAt', op: 'is', value: null },
      ],
      order: [],
    });
    expect(recent.map((c) => c.id)).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    expect(recent.map((c) => c.id)).not.toContain(ids[0]);
    const page = await store.find({ where: [{ column: 'id', op: 'eq', value: ids[1]! }], order: [], limit: 1, offset: 0 });
    expect(page.map((c) => c.id)).toEqual([ids[1]]);
    const removed = await store.remove({ where: [{ column: 'id', op: 'eq', value: ids[2]! }], order: [] });
    expect(removed.map((c) => c.id)).toEqual([ids[2]]);
    expect(await store.get(ids[2]!)).toBeUndefined();
  });
}

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: newLeadId('contact'),
    form: 'estimate',
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(239) 555-0123',
    answers: rooferAnswers({
      address: '12 Palm Ave',
      city: 'denver',
      serviceType: 'Roofing',
      projectType: 'tear-off',
      timeline: 'this-week',
      budget: 'under-15k',
      message: 'Three squares',
    }),
    emailError: null,
    spam: false,
    ...overrides,
  };
}
