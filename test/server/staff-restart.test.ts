// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';

describe('the embedded store (a PGlite folder)', () => {
  let data: Awaited<ReturnType<typeof freshDataDir>> | undefined;
  afterAll(() => data?.remove());

  it('keeps statuses, notes, accounts and sessions across a restart', async () => {
    data = await freshDataDir();
    await survivesRestart({ dataDir: data.dir });
  });
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL (a schema)${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('staff');
  afterAll(() => dropSchema(schema));

  it('keeps statuses, notes, accounts and sessions across a restart', async () => {
    await survivesRestart({ databaseUrl: testDatabaseUrl, databaseSchema: schema });
  });

  it('shares sessions between instances, and a removal on one ends them on the other', async () => {
    const store = { databaseUrl: testDatabaseUrl, databaseSchema: schema };
    const [one, two] = await Promise.all([startApp(store), startApp(store)]);
    try {
      const who = await signedIn(one.url, 'shared@test.example');
      expect((await inboxCall(two.url, who, 'GET', '/api/staff/leads')).status).toBe(200);
      const removed = await fetch(`${one.url}/api/staff/accounts/shared%40test.example`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(removed.status).toBe(200);
      expect((await inboxCall(two.url, who, 'GET', '/api/staff/leads')).status).toBe(401);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

async function survivesRestart(store: Partial<ServerConfig>): Promise<void> {
  const first = await startApp(store);
  const id = newLeadId('contact');
  let who;
  try {
    who = await signedIn(first.url, 'keeper@test.example', 'keeper password 1');
    const created = await fetch(first.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Kept Lead', email: 'kept@example.com', phone: '(239) 555-0142' }),
    });
    expect(created.status).toBe(201);
    expect((await inboxCall(first.url, who, 'PATCH', `/api/staff/leads/${id}`, { status: 'won' })).status).toBe(200);
    expect((await inboxCall(first.url, who, 'POST', `/api/staff/leads/${id}/notes`, { text: 'Signed the contract.' })).status).toBe(201);
  } finally {
    await first.close();
  }
  const second = await startApp(store);
  try {
    // The same browser is still signed in: sessions live in the database, not in the process.
    const detail = await inboxCall(second.url, who, 'GET', `/api/staff/leads/${id}`);
    expect(detail.status).toBe(200);
    const { lead, history } = await detail.json();
    expect(lead.status).toBe('won');
    expect(history.map(({ at: _at, ...event }: { at: string }) => event)).toEqual([
      { actor: 'server', kind: 'created' },
      { actor: 'keeper@test.example', kind: 'status', from: 'new', to: 'won' },
      { actor: 'keeper@test.example', kind: 'note', text: 'Signed the contract.' },
    ]);
    const signIn = await fetch(`${second.url}/api/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keeper@test.example', password: 'keeper password 1' }),
    });
    expect(signIn.status).toBe(200);
  } finally {
    await second.close();
  }
}
