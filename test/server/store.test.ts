// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import type { NewContact } from '../../src/server/store/contact.ts';
import { FolderLockedError } from '../../src/server/store/folder-lock.ts';
import { DuplicateLeadError } from '../../src/server/store/lead-store.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { migrate, migrations } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

const backoff = { baseMs: 1_000, maxMs: 8_000 };

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

  it('claims a delivery for exactly one of many concurrent connections', async () => {
    const contact = await store.insert(lead());
    const other = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
    try {
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? other : store).claimDelivery(contact, `owner-${i}`, 60_000, '<m@test>')),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
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
    const input = lead({ message: 'Line 1\nLine 2 <b>', city: 'lakewood' });
    const contact = await store.insert(input);
    expect(contact).toMatchObject({
      id: input.id,
      submissionKey: input.id.slice('contact_'.length),
      message: 'Line 1\nLine 2 <b>',
      city: 'lakewood',
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

  it('patches only recent leads', async () => {
    const store = getStore();
    const contact = await store.insert(lead());
    const updated = await store.patch(contact.id, { emailSent: '1' }, 3_600_000);
    expect(updated.status === 'updated' && updated.contact.emailSent).toBe('1');
    const errorSet = await store.patch(contact.id, { emailError: 'Email failed to send' }, 3_600_000);
    expect(errorSet.status === 'updated' && [errorSet.contact.emailSent, errorSet.contact.emailError]).toEqual([
      '1',
      'Email failed to send',
    ]);
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

  it('claims, completes and releases deliveries per submission, counting each attempt before it is made', async () => {
    const store = getStore();
    const contact = await store.insert(lead());
    const twin = await store.insert(lead({ id: `error_${contact.submissionKey}`, emailError: 'Sending the e-mail failed' }));
    expect(await store.claimDelivery(contact, 'a', 60_000, '<first@test>')).toMatchObject({ attempts: 1, messageId: '<first@test>' });
    expect(await store.claimDelivery(contact, 'b', 60_000, '<other@test>')).toBeUndefined();
    // The error_ copy of the same submission shares the claim.
    expect(await store.claimDelivery(twin, 'b', 60_000, '<other@test>')).toBeUndefined();
    await store.finishDelivery(contact, 'a', { state: 'pending', error: 'Mail server: connection refused' }, backoff);
    const failed = await store.get(contact.id);
    expect(failed).toMatchObject({ attempts: 1, emailError: 'Mail server: connection refused', notifiedAt: null });
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 1_000);
    expect(await store.delivery(contact.submissionKey)).toMatchObject({ state: 'pending', attempts: 1 });

    // The second attempt keeps the first Message-ID.
    expect(await store.claimDelivery(contact, 'b', 60_000, '<other@test>')).toMatchObject({ attempts: 2, messageId: '<first@test>' });
    const recipients = { 'office@test.example': { status: 'accepted' as const, at: new Date().toISOString() } };
    await store.finishDelivery(contact, 'b', { state: 'sent', recipients, error: null }, backoff);
    expect(await store.delivery(contact.submissionKey)).toMatchObject({
      state: 'sent',
      claimedBy: 'b',
      messageId: '<first@test>',
      recipients,
    });
    // Delivered: the earlier error is gone from the lead; the error_ copy keeps its own note and is linked.
    expect(await store.get(contact.id)).toMatchObject({ emailSent: '1', emailError: null, delivery: { state: 'sent', recipients } });
    expect(await store.get(twin.id)).toMatchObject({ emailError: 'Sending the e-mail failed', copyOf: contact.id });
    expect((await store.get(twin.id))?.notifiedAt).toBeInstanceOf(Date);
    expect(await store.claimDelivery(contact, 'c', 0, '<m@test>')).toBeUndefined();
    // A copy stored after its submission was delivered (the browser's last call failed) is delivered too.
    const other = await store.insert(lead());
    await store.claimDelivery(other, 'a', 60_000, '<m2@test>');
    await store.finishDelivery(other, 'a', { state: 'sent', recipients, error: null }, backoff);
    const late = await store.insert(lead({ id: `error_${other.submissionKey}`, emailError: 'Updating the request failed' }));
    expect(late.notifiedAt).toBeInstanceOf(Date);
  });

  it('lets the delivery record win over a later report from the browser', async () => {
    const store = getStore();
    const contact = await store.insert(lead());
    expect(await store.patch(contact.id, { emailError: 'Email send failed - no success flag' }, 60_000)).toMatchObject({
      status: 'updated',
      contact: { emailError: 'Email send failed - no success flag' },
    });
    await store.claimDelivery(contact, 'a', 60_000, '<m@test>');
    await store.finishDelivery(contact, 'a', { state: 'pending', error: 'Mail server: 421 try later' }, backoff);
    expect(await store.patch(contact.id, { emailSent: '1', emailError: 'Email send failed - no success flag' }, 60_000)).toMatchObject({
      status: 'updated',
      contact: { emailSent: '0', emailError: 'Mail server: 421 try later' },
    });
  });

  it('takes over a stale claim (its sender died) but not a fresh one', async () => {
    const store = getStore();
    const contact = await store.insert(lead());
    expect(await store.claimDelivery(contact, 'dead', 60_000, '<m@test>')).toBeDefined();
    expect(await store.claimDelivery(contact, 'alive', 60_000, '<m@test>')).toBeUndefined();
    await store.db.query(`UPDATE deliveries SET claimed_at = now() - interval '2 minutes' WHERE submission_key = $1`, [
      contact.submissionKey,
    ]);
    expect(await store.claimDelivery(contact, 'alive', 60_000, '<m@test>')).toMatchObject({ attempts: 2 });
    expect((await store.delivery(contact.submissionKey))?.claimedBy).toBe('alive');
  });

  it('backs off exponentially after each failure, up to the maximum', async () => {
    const store = getStore();
    const contact = await store.insert(lead());
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(await store.claimDelivery(contact, 'x', 60_000, '<m@test>')).toBeDefined();
      const start = Date.now();
      await store.finishDelivery(contact, 'x', { state: 'pending', error: 'down' }, backoff);
      waits.push(Math.round(((await store.get(contact.id))!.nextAttemptAt!.getTime() - start) / 1000));
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it('finds leads due for the retry: old enough, unnotified, not spam, error_ copies only when alone', async () => {
    const store = getStore();
    const old = await store.insert(lead());
    const fresh = await store.insert(lead());
    const spam = await store.insert(lead({ spam: true }));
    const withTwin = await store.insert(lead());
    const twin = await store.insert(lead({ id: `error_${withTwin.submissionKey}` }));
    const orphan = await store.insert(lead({ id: newLeadId('error') }));
    const backedOff = await store.insert(lead());
    const aged = [old, spam, withTwin, twin, orphan, backedOff].map((c) => c.id);
    await store.db.query(`UPDATE contacts SET created_at = now() - interval '10 minutes' WHERE id = ANY($1)`, [aged]);
    await store.db.query(`UPDATE contacts SET next_attempt_at = now() + interval '1 hour' WHERE id = $1`, [backedOff.id]);
    const due = (await store.dueForRetry(5 * 60_000, 60_000, 1000)).map((c) => c.id);
    expect(due).toEqual(expect.arrayContaining([old.id, withTwin.id, orphan.id]));
    for (const id of [fresh.id, spam.id, twin.id, backedOff.id]) expect(due).not.toContain(id);
  });
}

function lead(overrides: Partial<NewContact> = {}): NewContact {
  return {
    id: newLeadId('contact'),
    form: 'estimate',
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(239) 555-0123',
    address: '12 Palm Ave',
    city: 'denver',
    serviceType: 'Roofing',
    projectType: 'tear-off',
    timeline: 'this-week',
    budget: 'under-15k',
    message: 'Three windows',
    emailError: null,
    spam: false,
    ...overrides,
  };
}
