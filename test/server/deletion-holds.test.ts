// @vitest-environment node
// A deleted lead stays deleted, on both stores: a backup taken before the deletion (the API's backup), restored
// (the CLI's restore on the embedded store), brings back the other leads and not it; the daily backups no longer hold
// its name, e-mail, phone, note, message or photo bytes; on the embedded store, once the space is reclaimed, no file
// of the data folder (database files, WAL, backups decompressed) holds any of them.
import { randomBytes, randomInt } from 'node:crypto';
import { copyFileSync, createReadStream, createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../scripts/leads.ts';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { reclaimSpace } from '../../src/server/privacy/reclaim-job.ts';
import { restoreBackup } from '../../src/server/store/backup.ts';
import { backupLines } from '../../src/server/store/backup-lines.ts';
import { idHash } from '../../src/server/store/deletion-log.ts';
import { cameraPhoto } from '../support/camera-photo.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const cleanup = cleanUpAfterAll();
const visits = { keepDays: 90, ratePerMinute: 10_000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: true };
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const schema = uniqueSchema('forget');
const lockSchema = uniqueSchema('reclaimlock');
afterAll(() => Promise.all([dropSchema(schema), dropSchema(lockSchema)]));

describe('embedded store (PGlite): deletion that holds', () => {
  it('keeps a deleted lead out of restores, daily backups and every file of the data folder', { timeout: 240_000 }, async () => {
    const data = await freshDataDir();
    cleanup(() => data.remove());
    let server = await startApp({ dataDir: data.dir, dailyBackups: 7, visits });
    cleanup(() => server.close());
    const { lead, kept, values, backup } = await leadsAndBackup(server);
    // Two daily backups that hold it (the server writes them the same way, a day apart).
    mkdirSync(join(data.dir, 'backups'), { recursive: true });
    for (const day of ['2026-11-20', '2026-11-21']) copyFileSync(backup, join(data.dir, 'backups', `leads-backup-${day}.jsonl.gz`));
    expect(dataFolderHolds(data.dir, values).length).toBeGreaterThan(0);

    await deleteAndReclaim(server, lead);
    expect(dailyBackupsHold(data.dir, values)).toEqual([]);
    expect(dailyBackupsHold(data.dir, { kept: 'Kept Through Deletion' })).toHaveLength(2);
    expect(dataFolderHolds(data.dir, values)).toEqual([]);

    // The week-old backup, restored with the CLI over the store: the other lead comes back, the deleted one not.
    await server.close();
    const said = { out: '', err: '' };
    const io = { out: (text: string) => void (said.out += text), err: (text: string) => void (said.err += text) };
    expect(await run(['restore', backup, '--replace'], { DATA_DIR: data.dir }, io), said.err).toBe(0);
    expect(said.out).toMatch(/Restored .* contacts 2,.*rows of deleted leads left out/);
    server = await startApp({ dataDir: data.dir, dailyBackups: 7, visits });
    cleanup(() => server.close());
    await expectOnlyKept(server, lead, kept);
    expect(dataFolderHolds(data.dir, values)).toEqual([]);
    // Restored again into a store that was never told (a new data folder): the backup's own log is not needed, the
    // live one was kept; a backup taken after the deletion carries the log into a fresh store.
    const after = join(data.dir, 'after-deletion.jsonl.gz');
    await saveBackup(server, after);
    const fresh = await freshDataDir();
    cleanup(() => fresh.remove());
    // The old backup alone into the fresh store brings the lead back: the restore says so, with the backup's date and
    // the way out (the newest backup first, then the old one).
    said.out = '';
    expect(await run(['restore', backup], { DATA_DIR: fresh.dir }, io)).toBe(0);
    expect(said.out).toMatch(
      /held no record of deleted leads, so a lead deleted after this backup was made \d{4}-\d\d-\d\d \d\d:\d\d UTC is back/,
    );
    expect(said.out).toContain('restore your newest backup first');
    expect(await run(['restore', after, '--replace'], { DATA_DIR: fresh.dir }, io)).toBe(0);
    said.out = '';
    expect(await run(['restore', backup, '--replace'], { DATA_DIR: fresh.dir }, io)).toBe(0);
    expect(said.out).toMatch(/rows of deleted leads left out/);
    expect(said.out).not.toContain('held no record');
    const other = await startApp({ dataDir: fresh.dir });
    cleanup(() => other.close());
    await expectOnlyKept(other, lead, kept);
    // A rewritten daily backup restores whole: its last line counts what it now holds.
    const daily = await freshDataDir();
    cleanup(() => daily.remove());
    const rewritten = join(data.dir, 'backups', 'leads-backup-2026-11-21.jsonl.gz');
    expect(await run(['restore', rewritten], { DATA_DIR: daily.dir }, io), said.err).toBe(0);
    const third = await startApp({ dataDir: daily.dir });
    cleanup(() => third.close());
    await expectOnlyKept(third, lead, kept);
  });
});

describe.skipIf(!testDatabaseUrl)(
  `PostgreSQL store: deletion that holds${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    it('rewrites the lead tables without stalling the site behind a long reader', { timeout: 60_000 }, async () => {
      const server = await startApp({ databaseUrl: testDatabaseUrl, databaseSchema: lockSchema });
      cleanup(() => server.close());
      expect(
        (await post(server, { id: newLeadId('contact'), name: 'Before Reclaim', email: 'before@example.com', phone: '(555) 555-0101' }))
          .status,
      ).toBe(201);
      // A reader (a long export, say) holds the contacts table; the rewrite queues for its exclusive lock, and every
      // later statement on the table would queue behind the rewrite until the reader ends, were it not bounded.
      const reader = new pg.Client({ connectionString: testDatabaseUrl, options: `-c search_path=${lockSchema}` });
      await reader.connect();
      cleanup(() => reader.end());
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM contacts');
      const reclaim = reclaimSpace(server.app.leads.store.db, 500).then(
        () => undefined,
        (error: { code?: string }) => error,
      );
      // Sent while the rewrite waits: answered while the reader still holds the table (else the two wait on each other).
      await new Promise((resolve) => setTimeout(resolve, 100));
      const during = await post(server, {
        id: newLeadId('contact'),
        name: 'During Reclaim',
        email: 'during@example.com',
        phone: '(555) 555-0102',
      });
      expect(during.status).toBe(201);
      expect((await reclaim)?.code).toBe('55P03');
      await reader.query('COMMIT');
      // Once the reader is done, the job's next try goes through.
      await expect(reclaimSpace(server.app.leads.store.db, 500)).resolves.toBeUndefined();
      expect(await server.app.leads.store.db.query('SELECT count(*)::int AS count FROM contacts')).toEqual([{ count: 2 }]);
    });

    it('keeps a deleted lead out of a restore of an older backup', { timeout: 240_000 }, async () => {
      const server = await startApp({ databaseUrl: testDatabaseUrl, databaseSchema: schema, visits });
      cleanup(() => server.close());
      const { lead, kept, values, backup } = await leadsAndBackup(server);
      await deleteAndReclaim(server, lead);
      const summary = await restoreBackup(server.app.leads.store.db, backupLines(createReadStream(backup).pipe(createGunzip())), {
        replace: true,
      });
      expect(summary.forgotten).toBeGreaterThan(0);
      await expectOnlyKept(server, lead, kept);
      const dump = JSON.stringify(await server.app.leads.store.db.query('SELECT * FROM contacts'));
      for (const value of Object.values(values).filter((value) => typeof value === 'string')) expect(dump).not.toContain(value);
      expect(await server.app.leads.store.db.query('SELECT 1 FROM lead_photos')).toEqual([]);
    });
  },
);

type Values = Record<string, string | Buffer>;

// A lead with distinctive values (a note, a photo, the visit that sent it), another lead, and a backup of both.
async function leadsAndBackup(server: RunningApp): Promise<{ lead: string; kept: string; values: Values; backup: string }> {
  const tag = randomBytes(6).toString('hex');
  const lead = newLeadId('contact');
  const kept = newLeadId('contact');
  const values = {
    name: `Ottoline Vandersloot ${tag}`,
    email: `forget-${tag}@example.com`,
    phone: `(941) 3${randomInt(10, 99)}-${randomInt(1000, 9999)}`,
    message: `The side gate code is ${tag}`,
    note: `Called back about ${tag}, wants bronze frames`,
    session: `visit-${tag}`,
  };
  const created = await post(server, { id: lead, name: values.name, email: values.email, phone: values.phone, message: values.message });
  expect(created.status).toBe(201);
  const token = created.headers.get('x-upload-token');
  const photo = await fetch(`${server.url}/api/leads/${lead}/photos`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', 'x-upload-token': String(token), 'x-file-name': 'porch.jpg' },
    body: new Uint8Array(await cameraPhoto({ width: 320, height: 240 })),
  });
  expect(photo.status).toBe(201);
  // The photo as stored (re-encoded): a run of its bytes from the middle.
  const [stored] = await server.app.leads.store.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM lead_photos WHERE contact_id = $1', [
    lead,
  ]);
  const bytes = Buffer.from(stored!.bytes);
  const photoBytes = bytes.subarray(bytes.length / 2, bytes.length / 2 + 48);
  expect((await post(server, { id: kept, name: 'Kept Through Deletion', email: 'kept@example.com', phone: '(239) 555-0100' })).status).toBe(
    201,
  );
  // The visit that sent it: its events go with it, the one naming the lead and the others.
  const sent = await fetch(`${server.url}/api/visits`, {
    method: 'POST',
    body: JSON.stringify({
      s: values.session,
      e: [
        { k: 'view', p: '/gallery', l: 1 },
        { k: 'sent', p: '/contact', f: 'estimate', id: lead },
      ],
    }),
    headers: { 'content-type': 'text/plain', 'user-agent': browser },
  });
  expect(sent.status).toBe(204);
  const owner = await signedIn(server.url, 'owner@test.example');
  expect((await inboxCall(server.url, owner, 'POST', `/api/staff/leads/${lead}/notes`, { text: values.note })).status).toBe(201);
  const backup = join(server.config.dataDir, `older-${tag}.jsonl.gz`);
  await saveBackup(server, backup);
  expect(gunzipSync(readFileSync(backup)).includes(values.email as string)).toBe(true);
  return { lead, kept, values: { ...values, photo: photoBytes }, backup };
}

async function deleteAndReclaim(server: RunningApp, lead: string): Promise<void> {
  const owner = await signedIn(server.url, 'office.manager@test.example');
  expect((await inboxCall(server.url, owner, 'DELETE', `/api/staff/leads/${lead}`)).status).toBe(204);
  const db = server.app.leads.store.db;
  for (let waited = 0; ; waited += 100) {
    const [job] = await db.query<{ state: string; error: string | null }>(`SELECT state, error FROM jobs WHERE key = $1`, [
      `reclaim:${idHash(lead)}`,
    ]);
    if (job?.state === 'done') break;
    expect(job?.state, job?.error ?? '').not.toBe('failed');
    expect(waited).toBeLessThan(120_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.app.leads.jobs.settled();
}

async function expectOnlyKept(server: RunningApp, lead: string, kept: string): Promise<void> {
  const rows = await server.app.leads.store.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id');
  expect(rows.map((row) => row.id)).toEqual([kept]);
  for (const table of ['lead_events', 'lead_photos', 'jobs'])
    expect(await server.app.leads.store.db.query(`SELECT 1 FROM ${table} WHERE contact_id = $1`, [lead])).toEqual([]);
  expect(await server.app.leads.store.db.query(`SELECT 1 FROM visit_events WHERE session LIKE 'visit-%'`)).toEqual([]);
}

function post(server: RunningApp, body: Record<string, string>): Promise<Response> {
  return fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serviceType: 'Roofing', ...body }),
  });
}

async function saveBackup(server: RunningApp, file: string): Promise<void> {
  const response = await fetch(`${server.url}/api/staff/backup`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(file));
}

// Every file under the folder, raw bytes (the database's files and WAL); a gzip file is also searched decompressed.
function dataFolderHolds(folder: string, values: Values): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder, { recursive: true }) as string[]) {
    const path = join(folder, name);
    if (!statSync(path).isFile() || name.startsWith('older-') || name === 'after-deletion.jsonl.gz') continue;
    const raw = readFileSync(path);
    const contents = name.endsWith('.gz') ? [raw, gunzipSync(raw)] : [raw];
    for (const [key, value] of Object.entries(values))
      if (contents.some((bytes) => bytes.includes(value) || (Buffer.isBuffer(value) && bytes.includes(value.toString('hex')))))
        found.push(`${key} in ${name}`);
  }
  return found;
}

function dailyBackupsHold(folder: string, values: Values): string[] {
  const backups = join(folder, 'backups');
  return readdirSync(backups).flatMap((name) => {
    const text = gunzipSync(readFileSync(join(backups, name)));
    return Object.entries(values)
      .filter(([, value]) => text.includes(value) || (Buffer.isBuffer(value) && text.includes(value.toString('hex'))))
      .map(([key]) => `${key} in ${name}`);
  });
}
