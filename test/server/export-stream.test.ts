// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { insertLeads } from '../support/lead-fixture.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { serverEnv, spawnServer } from '../support/server-process.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { staffSessionCookie } from '../support/staff-account.ts';
import { staffToken } from '../support/test-app.ts';

const leads = 50_000;
const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
const cleanups: (() => Promise<void> | void)[] = [];
// The server's JavaScript heap (each thread's) may not grow past this: the server holds its usual ~50 MB (with the
// forms' questions and their schemas) and one page of leads, but 50,000 leads read at once (well over 200 MB as rows
// with their answers) do not fit, so the export then fails.
const heapCap = { NODE_OPTIONS: '--max-old-space-size=96' };
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('exports of 50,000 leads from a server process on the embedded store', () => {
  it('streams', { timeout: 300_000 }, async () => {
    const data = await freshDataDir();
    cleanups.push(() => data.remove());
    const store = await openStore({ dataDir: data.dir });
    await insertLeads(store.db, leads);
    await store.close();
    // The embedded database's own memory (its WebAssembly heap and cache) is in the process too, and moves by hundreds
    // of MB as it reads: the heap cap is the bound here.
    await exportContract(await serverEnv(data.dir, staffToken, heapCap));
  });
});

describe.skipIf(!testDatabaseUrl)(
  `exports of 50,000 leads on PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    it('streams', { timeout: 300_000 }, async () => {
      const schema = uniqueSchema('export');
      cleanups.push(() => dropSchema(schema));
      const store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
      await insertLeads(store.db, leads);
      await store.close();
      const data = await freshDataDir();
      cleanups.push(() => data.remove());
      const url = new URL(testDatabaseUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      await exportContract(await serverEnv(data.dir, staffToken, { ...heapCap, DATABASE_URL: url.href }), 150 * 1024 * 1024);
    });
  },
);

// The inbox's CSV of every lead, from a server whose heap is capped: complete, its first bytes long before its last,
// and (where given) the process's resident memory grows by less than `rssGrowthMax` while it is sent (young objects,
// socket buffers and code are outside the cap; the figure moves by tens of MB from run to run). The staff-token export: a lead stored after its first bytes arrived
// is in it (oldest first, so on its last page): the last page was read after the first bytes left.
async function exportContract(env: Record<string, string>, rssGrowthMax?: number): Promise<void> {
  const server = await spawnServer(env, `/api/db/${project}/rest/v1/contacts?limit=1`, { authorization: `Bearer ${staffToken}` });
  cleanups.push(() => stop(server));
  try {
    await exportsOf(server, rssGrowthMax);
  } catch (error) {
    // A connection the server cut: what it said, and whether it is still running (a process that died cuts its
    // connections a moment before its end is heard of).
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const state = server.child.exitCode ?? server.child.signalCode ?? 'still running';
    throw new Error(`${String(error)}\nThe server (${state}) wrote:\n${server.output()}`, { cause: error });
  }
}

async function exportsOf(server: ServerProcess, rssGrowthMax: number | undefined): Promise<void> {
  const cookie = await staffSessionCookie(server.url, staffToken, 'export@office.example');
  const headers = { cookie: `${cookie.name}=${cookie.value}` };
  // Warm: the statements prepared, and every lead read once (a short search reads them all) into the database's cache,
  // which the embedded store keeps in the process.
  expect((await fetch(`${server.url}/api/staff/leads?pageSize=25`, { headers })).status).toBe(200);
  expect((await fetch(`${server.url}/api/staff/leads?pageSize=25&spam=all&q=zz`, { headers })).status).toBe(200);
  const before = rss(server);

  const sampler = sample(server);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/staff/leads.csv?spam=all`, { headers });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let firstByteMs: number | undefined;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.length;
    for (const byte of value) if (byte === 0x0a) lines++;
  }
  const totalMs = performance.now() - started;
  const peak = sampler.stop();
  // Every lead once (an error_ copy's lead stands for it), a line each: the fixture has no line break in a cell.
  expect(lines).toBe(1 + leads);
  expect(bytes).toBeGreaterThan(5_000_000);
  expect(firstByteMs!).toBeLessThan(totalMs / 5);
  const seen = `RSS ${mb(before)} MB before, peak ${mb(peak)} MB; first byte after ${Math.round(firstByteMs!)} ms of ${Math.round(totalMs)} ms`;
  console.info(`CSV of ${leads} leads, ${mb(bytes)} MB: ${seen}`);
  if (rssGrowthMax !== undefined) expect(peak - before, seen).toBeLessThan(rssGrowthMax);

  const exported = await fetch(`${server.url}/api/staff/export?format=json`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(exported.status).toBe(200);
  const exportReader = exported.body!.getReader();
  const chunks: Uint8Array[] = [];
  chunks.push((await exportReader.read()).value!);
  const late = newLeadId('contact');
  const created = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: late, name: 'Late Arrival', email: 'late@example.com', phone: '(239) 555-0142' }),
  });
  expect(created.status).toBe(201);
  for (;;) {
    const { done, value } = await exportReader.read();
    if (done) break;
    chunks.push(value);
  }
  const rows = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }[];
  // Every row, error_ copies (one per 50 leads) too, and the late one last.
  expect(rows.length).toBe(leads + leads / 50 + 1);
  expect(rows.at(-1)?.id).toBe(late);
}

function rss(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

// The highest resident size seen, every 10 ms.
function sample(server: ServerProcess): { stop(): number } {
  let peak = rss(server);
  const timer = setInterval(() => (peak = Math.max(peak, rss(server))), 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rss(server));
    },
  };
}

function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}
