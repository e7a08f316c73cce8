// `npx tsx scripts/bench/store-cpu.ts`: CPU time of the lead sequence's store calls alone (create, read, claim,
// record, mark), in this process, without HTTP or mail: for comparing store and driver changes quickly.
// Embedded store in a fresh folder, or PostgreSQL with `--database-url URL` (its own schema, dropped after).
// `--sequences N` (default 1000) after a warm-up of 200. On PostgreSQL on this machine, the CPU of its server
// processes serving this run is shown too (read from /proc, found by their application_name).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { newLeadId } from '../../src/forms/lead-id';
import type { FastifyBaseLogger } from 'fastify';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { deliverWithin, officeEmailJob } from '../../src/server/leads/deliver-lead';
import type { DeliveryDeps } from '../../src/server/leads/deliver-lead';
import { storeLead } from '../../src/server/leads/store-lead';
import type { LeadStoredDeps } from '../../src/server/leads/store-lead';
import { readSiteConfig } from '../../src/server/site-config';
import { openStore } from '../../src/server/store/open-store';
import type { LeadStore } from '../../src/server/store/lead-store';

const { values: args } = parseArgs({ options: { sequences: { type: 'string', default: '1000' }, 'database-url': { type: 'string' } } });
const sequences = Number(args.sequences);
const databaseUrl = args['database-url'];
const schema = `bench_store_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-store-'));
// pg reads it for every connection it opens: how this run's server processes are found.
process.env.PGAPPNAME = schema;

const store = await openStore({ dataDir, databaseUrl, databaseSchema: databaseUrl ? schema : undefined });
try {
  await run(store, 200);
  const backendsBefore = await backendsCpuNs(store);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(store, sequences);
  const used = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  const backendsAfter = await backendsCpuNs(store);
  console.log(
    `${sequences} store sequences on ${store.db.kind}: CPU ${((used.user + used.system) / 1000 / sequences).toFixed(3)} ms per sequence ` +
      `(user ${(used.user / 1000 / sequences).toFixed(3)}, system ${(used.system / 1000 / sequences).toFixed(3)}), ` +
      `wall ${(ms / sequences).toFixed(3)} ms`,
  );
  if (backendsBefore !== undefined && backendsAfter !== undefined) {
    console.log(`PostgreSQL server processes: CPU ${((backendsAfter - backendsBefore) / 1e6 / sequences).toFixed(3)} ms per sequence`);
  }
} finally {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropSchema(databaseUrl);
}

// What the three calls of one visitor's sequence ask of the store, one sequence after another: the lead stored with
// its office-email job, read back, its job claimed and recorded (a mail server that takes every message at once),
// then marked by the browser.
async function run(leads: LeadStore, count: number): Promise<void> {
  const log = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
  const jobs = createJobRunner({ db: leads.db, owner: 'bench', log });
  const delivery: DeliveryDeps = {
    store: leads,
    jobs,
    mailer: {
      target: 'nowhere',
      send: async (mail) => ({ messageId: mail.messageId ?? '', accepted: mail.to, rejected: [] }),
      verify: async () => {},
      close() {},
    },
    recipients: ['office@example.com'],
    questions: readSiteConfig(process.cwd()).questions,
    publicUrl: 'https://example.com',
    languages: ['en'],
    messageDomain: 'example.com',
    owner: 'bench',
    backoff: { baseMs: 60_000, maxMs: 3_600_000 },
    health: { down: false },
    log,
  };
  jobs.register('office-email', officeEmailJob(delivery));
  const stored: LeadStoredDeps = {
    store: leads,
    jobs,
    questions: delivery.questions,
    acknowledges: false,
    pushes: false,
    officeEmailDelayMs: 300_000,
    announce() {},
  };
  for (let i = 0; i < count; i++) {
    const lead = await storeLead(stored, {
      id: newLeadId('contact'),
      form: 'estimate',
      name: 'Bench Visitor',
      email: 'visitor@example.com',
      phone: '(239) 555-0100',
      answers: [
        { key: 'city', label: 'City', kind: 'choice', value: 'cape-coral', text: 'Cape Coral' },
        { key: 'serviceType', label: 'Service', kind: 'choice', value: 'Windows', text: 'Windows' },
        { key: 'message', label: 'Message', kind: 'long', value: `Sequence ${i} of a load test.`, text: `Sequence ${i} of a load test.` },
      ],
      emailError: null,
      spam: false,
    });
    const recent = await leads.getRecent(lead.id, 3_600_000);
    const outcome = await deliverWithin(delivery, recent!, 60_000);
    if (outcome !== 'sent') throw new Error(`The lead was not sent: ${outcome}`);
    const patched = await leads.patch(lead.id, { emailSent: '1' }, 3_600_000);
    if (patched.status !== 'updated') throw new Error(`The lead was not marked: ${patched.status}`);
  }
}

// CPU (ns) of the PostgreSQL server processes serving this run's connections, when they run on this machine.
async function backendsCpuNs(leads: LeadStore): Promise<number | undefined> {
  if (leads.db.kind !== 'postgres') return undefined;
  const rows = await leads.db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [schema]);
  try {
    return rows.reduce((sum, { pid }) => sum + Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]), 0);
  } catch {
    return undefined;
  }
}

async function dropSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}
