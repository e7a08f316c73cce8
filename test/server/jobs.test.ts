// @vitest-environment node
// The job runner on both stores: a job runs once across runners, a failure waits out its backoff and ends failed
// after the limit, a stopped server's claim is taken up, and nothing runs before its time.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { defaultRetry } from '../../src/server/config.ts';
import { createJobRunner } from '../../src/server/jobs/job-runner.ts';
import type { JobHandler, JobRunner } from '../../src/server/jobs/job-runner.ts';
import type { Db } from '../../src/server/store/db.ts';
import { migrations, migrationSql } from '../../src/server/store/migrations.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { openPglite } from '../../src/server/store/pglite-driver.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { startSmtp } from '../support/smtp.ts';
import { startApp } from '../support/test-app.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const cleanup = cleanUpAfterAll();
const quiet = { info() {}, warn() {}, error() {} };

const stores: [string, () => Promise<Db>][] = [
  [
    'the embedded store',
    async () => {
      const data = await freshDataDir();
      const store = await openStore({ dataDir: data.dir });
      cleanup(() => data.remove());
      cleanup(() => store.close());
      return store.db;
    },
  ],
];
if (testDatabaseUrl) {
  stores.push([
    'PostgreSQL',
    async () => {
      const schema = uniqueSchema('jobs');
      const store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
      cleanup(() => dropSchema(schema));
      cleanup(() => store.close());
      return store.db;
    },
  ]);
}

describe.each(stores)('jobs on %s', (_name, open) => {
  it('runs each job once when two runners share the database', { timeout: 60_000 }, async () => {
    const db = await open();
    const runs = new Map<string, string[]>();
    const runner = (owner: string): JobRunner => {
      const jobs = createJobRunner({ db, owner, log: quiet, batch: 5 });
      jobs.register('push', {
        attempts: 1,
        backoff: () => 0,
        async run(job) {
          await sleep(2);
          runs.set(job.key, [...(runs.get(job.key) ?? []), owner]);
          return { by: owner };
        },
      });
      return jobs;
    };
    const [a, b] = [runner('server-a'), runner('server-b')];
    for (let n = 0; n < 30; n++) await a.table.add({ kind: 'push', key: `push:${n}` });
    // Adding a key twice keeps one job.
    expect(await b.table.add({ kind: 'push', key: 'push:0' })).toBe(0);
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs.values()].every((owners) => owners.length === 1)).toBe(true);
    expect(runs.size).toBe(30);
    const done = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE state = 'done'`);
    expect(done[0]!.n).toBe(30);
    expect((await a.table.get('push:7'))!.result).toEqual({ by: runs.get('push:7')![0] });
  });

  it('retries a failing job after its backoff and marks it failed after the last attempt', { timeout: 60_000 }, async () => {
    const db = await open();
    const jobs = createJobRunner({ db, owner: 'server-a', log: quiet });
    let tries = 0;
    const failing: JobHandler = {
      attempts: 3,
      backoff: (attempt) => 300 * 2 ** (attempt - 1),
      async run() {
        tries++;
        throw new Error(`mail server down (${tries})`);
      },
    };
    jobs.register('acknowledgement', failing);
    await jobs.table.add({ kind: 'acknowledgement', key: 'acknowledgement:x' });
    expect(await jobs.runDue()).toBe(1);
    let job = (await jobs.table.get('acknowledgement:x'))!;
    expect([job.state, job.attempts, job.error]).toEqual(['waiting', 1, 'mail server down (1)']);
    // Not again before its backoff.
    expect(await jobs.runDue()).toBe(0);
    await sleep(350);
    expect(await jobs.runDue()).toBe(1);
    job = (await jobs.table.get('acknowledgement:x'))!;
    expect([job.state, job.attempts]).toEqual(['waiting', 2]);
    // The backoff doubles: 300 ms later it is still waiting.
    await sleep(350);
    expect(await jobs.runDue()).toBe(0);
    await sleep(300);
    expect(await jobs.runDue()).toBe(1);
    job = (await jobs.table.get('acknowledgement:x'))!;
    expect([job.state, job.attempts, job.error]).toEqual(['failed', 3, 'mail server down (3)']);
    await sleep(50);
    expect(await jobs.runDue()).toBe(0);
    expect(tries).toBe(3);
  });

  it("runs a job whose claim belongs to a server that stopped, and leaves a live server's claim alone", { timeout: 60_000 }, async () => {
    const db = await open();
    const ran: string[] = [];
    const jobs = createJobRunner({ db, owner: 'server-b', log: quiet });
    jobs.register('push', { attempts: 3, backoff: () => 1000, run: async (job) => ran.push(job.key) });
    await jobs.table.add({ kind: 'push', key: 'push:cut-off' });
    await jobs.table.add({ kind: 'push', key: 'push:in-hand' });
    await db.query(
      `UPDATE jobs SET state = 'running', claimed_by = 'server-gone', claimed_at = now(), attempts = 1 WHERE key = 'push:cut-off'`,
    );
    await db.query(
      `UPDATE jobs SET state = 'running', claimed_by = 'server-live', claimed_at = now(), attempts = 1 WHERE key = 'push:in-hand'`,
    );
    if (db.kind === 'postgres') await jobs.table.heartbeat('server-live', 60_000);
    await jobs.start({ background: false });
    cleanup(() => jobs.stop());
    await jobs.settled();
    // On the embedded store only this process can hold a claim: both were cut off.
    expect(ran.sort()).toEqual(db.kind === 'postgres' ? ['push:cut-off'] : ['push:cut-off', 'push:in-hand']);
    expect((await jobs.table.get('push:cut-off'))!.attempts).toBe(2);
    await jobs.stop();
  });

  it('runs nothing before its run_after, and the oldest due first', { timeout: 60_000 }, async () => {
    const db = await open();
    const ran: string[] = [];
    const jobs = createJobRunner({ db, owner: 'server-a', log: quiet, batch: 1 });
    jobs.register('escalation', { attempts: 1, backoff: () => 0, run: async (job) => ran.push(job.key) });
    await jobs.table.add({ kind: 'escalation', key: 'escalation:later', runAfterMs: 400 });
    await jobs.table.add({ kind: 'escalation', key: 'escalation:now-2' });
    await jobs.table.add({ kind: 'escalation', key: 'escalation:now-1', runAfterMs: -1000 });
    expect(await jobs.runDue()).toBe(2);
    expect(ran).toEqual(['escalation:now-1', 'escalation:now-2']);
    expect(await jobs.runDue()).toBe(0);
    await sleep(450);
    expect(await jobs.runDue()).toBe(1);
    expect(ran.at(-1)).toBe('escalation:later');
  });

  it(
    'runs a job due at an instant in a pass at that time, and a kind that runs together in one call per pass',
    { timeout: 60_000 },
    async () => {
      const db = await open();
      const calls: { keys: string[]; now: Date }[] = [];
      const jobs = createJobRunner({ db, owner: 'server-a', log: quiet, batch: 2 });
      jobs.register('escalation', {
        attempts: 1,
        backoff: () => 0,
        run: () => Promise.reject(new Error('run alone')),
        async runAll(claimed, now) {
          calls.push({ keys: claimed.map((job) => job.key), now });
          return claimed.map((job) => ({ ran: job.key }));
        },
      });
      const tomorrow = new Date(Date.now() + 24 * 3_600_000);
      const keys = ['escalation:a', 'escalation:b', 'escalation:c', 'escalation:d', 'escalation:e'];
      await jobs.table.add(keys.map((key, i) => ({ kind: 'escalation' as const, key, runAt: new Date(tomorrow.getTime() + i * 1000) })));
      expect((await jobs.table.get('escalation:a'))!.runAfter).toEqual(tomorrow);
      expect(await jobs.runDue()).toBe(0);
      expect(await jobs.runDue(new Date(tomorrow.getTime() + 3_000))).toBe(4);
      // Four jobs claimed two at a time, run in one call with the pass's time.
      expect(calls).toEqual([{ keys: keys.slice(0, 4), now: new Date(tomorrow.getTime() + 3_000) }]);
      expect(await jobs.table.get('escalation:d')).toMatchObject({ state: 'done', result: { ran: 'escalation:d' } });
      expect(await jobs.table.get('escalation:e')).toMatchObject({ state: 'waiting' });
    },
  );
});

// A store as the version before the jobs table left it: its own outboxes, each with a lead still to e-mail.
const before = [
  [
    'the embedded store',
    async () => {
      const data = await freshDataDir();
      cleanup(() => data.remove());
      return { db: await openPglite(join(data.dir, 'db')), store: { dataDir: data.dir } };
    },
  ],
  ...(testDatabaseUrl
    ? [
        [
          'PostgreSQL',
          async () => {
            const schema = uniqueSchema('jobsup');
            cleanup(() => dropSchema(schema));
            return { db: await openPostgres(testDatabaseUrl!, schema), store: { databaseUrl: testDatabaseUrl, databaseSchema: schema } };
          },
        ],
      ]
    : []),
] as [string, () => Promise<{ db: Db; store: { dataDir?: string; databaseUrl?: string; databaseSchema?: string } }>][];

describe.each(before)('upgrading %s', (_name, open) => {
  it('sends a waiting office e-mail and a waiting acknowledgement once each', { timeout: 120_000 }, async () => {
    const { db, store } = await open();
    await db.exec(
      `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    for (const migration of migrations.filter((step) => step.version < 17)) {
      await db.exec(migrationSql(migration));
      await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    const id = 'contact_20260101000000000_upgrade1';
    await db.query(
      `INSERT INTO contacts (id, submission_key, form, name, email, phone, created_at, attempts, next_attempt_at, email_error)
       VALUES ($1, '20260101000000000_upgrade1', 'estimate', 'Waiting Lead', 'waiting@home.example', '(239) 555-0142',
         now() - interval '10 minutes', 1, now() - interval '1 minute', 'Mail server: down')`,
      [id],
    );
    await db.query(
      `INSERT INTO deliveries (submission_key, contact_id, state, claimed_by, attempts, message_id)
       VALUES ('20260101000000000_upgrade1', $1, 'pending', 'host-a:1:gone', 1, '<lead-20260101000000000_upgrade1@example.com>')`,
      [id],
    );
    await db.query(
      `INSERT INTO acknowledgements (submission_key, contact_id, state, attempts, next_attempt_at)
       VALUES ('20260101000000000_upgrade1', $1, 'pending', 1, now() - interval '1 minute')`,
      [id],
    );
    await db.close();

    const smtp = await startSmtp();
    cleanup(() => smtp.stop());
    const settings = readSiteConfig(fixtureRoot('roofer-site')).speed!;
    const server = await startApp({
      ...store,
      smtpUrl: smtp.url,
      recipients: ['office@staff.example'],
      speed: settings,
      retry: { ...defaultRetry(), enabled: true, intervalMs: 600_000 },
    });
    cleanup(() => server.close());
    await server.app.leads.jobs.runDue();
    await server.app.speed.settled();
    await server.app.leads.jobs.runDue();
    await server.app.leads.jobs.runDue();
    const office = smtp.messages.filter((message) => message.headers['x-lead-id'] === id);
    const acknowledgements = smtp.messages.filter((message) => message.rcptTo.includes('waiting@home.example'));
    expect(office).toHaveLength(1);
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]!.headers['auto-submitted']).toBe('auto-replied');
    expect((await server.app.leads.jobs.table.get('acknowledgement:20260101000000000_upgrade1'))!.state).toBe('done');
    expect((await server.app.leads.store.get(id))!.notifiedAt).not.toBeNull();
  });
});
