// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { BackupError, restoreBackup, writeBackup } from '../../src/server/store/backup.ts';
import { openStore, type StoreOptions } from '../../src/server/store/open-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const cleanup = cleanUpAfterAll();

describe('backup and restore on the embedded store', () => {
  it('backs up under a steady stream of leads and restores every row into an empty store', { timeout: 120_000 }, async () => {
    await roundTrip(async () => {
      const data = await freshDataDir();
      cleanup(() => data.remove());
      return { dataDir: data.dir };
    });
  });
});

describe.skipIf(!testDatabaseUrl)(
  `backup and restore on PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    it('backs up under a steady stream of leads and restores every row into an empty store', { timeout: 120_000 }, async () => {
      await roundTrip(async () => {
        const schema = uniqueSchema('backup');
        cleanup(() => dropSchema(schema));
        return { databaseUrl: testDatabaseUrl, databaseSchema: schema, dataDir: '' };
      });
    });
  },
);

async function roundTrip(newStore: () => Promise<StoreOptions>): Promise<void> {
  const source = await newStore();
  // On PostgreSQL the app makes its own folder for the outbox.
  const { dataDir, ...store } = source;
  const server = await startApp(dataDir ? source : store);
  cleanup(() => server.close());
  const who = await signedIn(server.url, 'keeper@test.example', 'keeper password 1');
  const before: string[] = [];
  for (let i = 0; i < 30; i++) before.push(await postLead(server.url, `Before ${i} Müller-Ñúñez`));
  expect((await inboxCall(server.url, who, 'PATCH', `/api/staff/leads/${before[0]}`, { status: 'won' })).status).toBe(200);
  expect(
    (await inboxCall(server.url, who, 'POST', `/api/staff/leads/${before[1]}/notes`, { text: 'Call back after 5, "side gate"' })).status,
  ).toBe(201);

  // Leads keep arriving while the backup is read.
  let streaming = true;
  const during: string[] = [];
  const stream = (async () => {
    while (streaming) during.push(await postLead(server.url, 'During the backup'));
  })();
  const refused = await fetch(`${server.url}/api/staff/backup`);
  expect(refused.status).toBe(401);
  const response = await fetch(`${server.url}/api/staff/backup`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/leads-backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz/);
  const lines = gunzipSync(Buffer.from(await response.arrayBuffer()))
    .toString('utf8')
    .split('\n');
  streaming = false;
  await stream;
  expect(during.length).toBeGreaterThan(0);

  const backedUpLeads = lines
    .filter((line) => line.startsWith('{"table":"contacts"'))
    .map((line) => (JSON.parse(line) as { row: { id: string } }).row.id);
  expect(before.filter((id) => !backedUpLeads.includes(id))).toEqual([]);
  const end = JSON.parse(lines.findLast((line) => line.startsWith('{"end"'))!) as { rows: Record<string, number> };
  expect(end.rows.contacts).toBe(backedUpLeads.length);
  expect(end.rows.lead_events).toBeGreaterThanOrEqual(2);
  expect(end.rows.staff_accounts).toBe(1);

  // Into an empty store: every row equal, as the backup of the restored store shows.
  const target = await openStore(await newStore());
  cleanup(() => target.close());
  const restored = await restoreBackup(target.db, toLines(lines));
  expect(restored.rows).toEqual(end.rows);
  const again: string[] = [];
  await writeBackup(target.db, (line) => void again.push(line));
  expect(again.slice(1)).toEqual(lines.filter((line) => line !== '').slice(1));
  // Identities continue after the restored rows: a new note gets a new id.
  const [next] = await target.db.query<{ id: number }>(
    "INSERT INTO lead_events (contact_id, actor, kind, text) VALUES ($1, 'script', 'note', 'after restore') RETURNING id::int AS id",
    [before[2]],
  );
  expect(next!.id).toBeGreaterThan(end.rows.lead_events!);

  // A store that holds leads is refused unless told; a file cut short restores nothing.
  await expect(restoreBackup(target.db, toLines(lines))).rejects.toThrow(/not empty: contacts \(\d+\).*--replace/);
  const cut = lines.slice(0, Math.floor(lines.length / 2));
  await expect(restoreBackup(target.db, toLines(cut), { replace: true })).rejects.toThrow(BackupError);
  await expect(restoreBackup(target.db, toLines(cut), { replace: true })).rejects.toThrow(/cut short/);
  const [{ count } = { count: -1 }] = await target.db.query<{ count: number }>('SELECT count(*)::int AS count FROM contacts');
  expect(count).toBe(end.rows.contacts);
  await expect(restoreBackup(target.db, toLines(['{"not":"a backup"}']), { replace: true })).rejects.toThrow(/not a backup of the leads/);
  expect((await restoreBackup(target.db, toLines(lines), { replace: true })).rows).toEqual(end.rows);
}

async function postLead(url: string, name: string): Promise<string> {
  const id = newLeadId('contact');
  const response = await fetch(url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name, email: 'backup@example.com', phone: '(239) 555-0142', message: 'Line one\nline two, "quoted"' }),
  });
  expect(response.status).toBe(201);
  return id;
}

async function* toLines(lines: string[]): AsyncIterable<string> {
  yield* lines;
}
