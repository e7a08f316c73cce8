// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { createLeadHistory } from '../../src/server/store/lead-history.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { createStaffStore } from '../../src/server/store/staff-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { rooferAnswers } from '../support/answers.ts';

const hour = 60 * 60_000;

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
  contract(() => store);
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL store${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('staff_store');
  let store: LeadStore;
  beforeAll(async () => {
    store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
  });
  afterAll(async () => {
    await store?.close();
    await dropSchema(schema);
  });
  contract(() => store);
});

function contract(getStore: () => LeadStore) {
  it('keeps a lead history that can be added to but not rewritten, and that goes with its lead', async () => {
    const store = getStore();
    const history = createLeadHistory(store.db);
    const lead = await store.insert(newLead());
    expect(await history.setStatus(lead.id, 'contacted', 'a@test.example')).toBe(true);
    expect(await history.setStatus(lead.id, 'contacted', 'a@test.example')).toBe(true);
    expect(await history.setStatus('contact_1700000000000_nosuchleadxx', 'won', 'a@test.example')).toBe(false);
    expect(await history.setSpam(lead.id, true, 'a@test.example')).toBe(true);
    expect(await history.addEvent(lead.id, 'b@test.example', 'note', 'First call')).toBe(true);
    const events = await history.events(lead.id);
    expect(events.map(({ actor, kind, from, to, text }) => ({ actor, kind, from, to, text }))).toEqual([
      { actor: 'a@test.example', kind: 'status', from: 'new', to: 'contacted', text: null },
      { actor: 'a@test.example', kind: 'spam', from: 'false', to: 'true', text: null },
      { actor: 'b@test.example', kind: 'note', from: null, to: null, text: 'First call' },
    ]);
    await expect(store.db.query(`UPDATE lead_events SET text = 'rewritten' WHERE contact_id = $1`, [lead.id])).rejects.toThrow(
      /history is kept as written/,
    );
    await store.remove({ where: [{ column: 'id', op: 'eq', value: lead.id }], order: [] });
    expect(await history.events(lead.id)).toEqual([]);
  });

  it('ends sessions when idle, at their longest, on sign-out and when the account goes', async () => {
    const store = getStore();
    const staff = createStaffStore(store.db);
    const account = (await staff.createAccount(`s${Date.now()}@test.example`, 'S'))!;
    expect(await staff.createAccount(account.email, 'Again')).toBeUndefined();
    const start = async (id: string) => {
      await staff.startSession(account.id, id, `csrf-${id}`, 12 * hour, 7 * 24 * hour);
      return id;
    };
    const idle = await start(`idle-${Date.now()}`);
    const old = await start(`old-${Date.now()}`);
    const out = await start(`out-${Date.now()}`);
    const kept = await start(`kept-${Date.now()}`);
    expect(await staff.session(kept, 12 * hour, 7 * 24 * hour)).toEqual({ email: account.email, name: 'S', csrfToken: `csrf-${kept}` });
    await store.db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1`, [idle]);
    expect(await staff.session(idle, 12 * hour, 7 * 24 * hour)).toBeUndefined();
    // Activity pushes the idle expiry back, but never past seven days from sign-in.
    await store.db.query(`UPDATE staff_sessions SET created_at = now() - interval '7 days' + interval '1 hour' WHERE id_hash = $1`, [old]);
    expect(await staff.session(old, 12 * hour, 7 * 24 * hour)).toBeDefined();
    const [row] = await store.db.query<{ left: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS left FROM staff_sessions WHERE id_hash = $1`,
      [old],
    );
    expect(Number(row!.left)).toBeLessThan(1.01);
    await staff.endSession(out);
    expect(await staff.session(out, 12 * hour, 7 * 24 * hour)).toBeUndefined();
    expect(await staff.removeAccount(account.email)).toBe(true);
    expect(await staff.session(kept, 12 * hour, 7 * 24 * hour)).toBeUndefined();
    expect(await staff.removeAccount(account.email)).toBe(false);
  });
}

function newLead() {
  return {
    id: newLeadId('contact'),
    form: 'estimate' as const,
    name: 'History Person',
    email: 'history@example.com',
    phone: '(239) 555-0142',
    answers: rooferAnswers({}),
    emailError: null,
    spam: false,
  };
}
