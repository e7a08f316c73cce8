// @vitest-environment node
// A send cut off by a crash: its claim names a server that is gone, and the next server hands it back at once.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRetry, type ServerConfig } from '../../src/server/config.ts';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { contactsPath, startApp, type RunningApp } from '../support/test-app.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const cleanup = cleanUpAfterAll();

describe('the embedded store', () => {
  it(
    'sends a lead whose send was cut off by a killed server at the next start, not after the stale limit',
    { timeout: 120_000 },
    async () => {
      const data = await freshDataDir();
      cleanup(() => data.remove());
      const first = await start({ dataDir: data.dir });
      const id = await cutOffSend(first, 'host-a:111:dead');
      await first.close();
      // The killed process also left half a message in the outbox.
      mkdirSync(join(data.dir, 'outbox'), { recursive: true });
      writeFileSync(join(data.dir, 'outbox', '2026-01-01T00-00-00-000Z-contact_x.eml.tmp'), 'From: half');

      const second = await start({ dataDir: data.dir });
      // The half message is gone (the new server may already be writing the handed-back lead's own).
      expect(existsSync(join(data.dir, 'outbox', '2026-01-01T00-00-00-000Z-contact_x.eml.tmp'))).toBe(false);
      await second.app.leads.jobs.runDue();
      expect(await notified(second, id)).toBe(true);
      expect(existsSync(join(data.dir, 'outbox'))).toBe(true);
      expect(readdirSync(join(data.dir, 'outbox')).filter((name) => name.includes(id))).toHaveLength(1);
      await second.close();
    },
  );
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL, two servers${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  it("hands back a stopped server's send, and leaves a live server's send alone", { timeout: 120_000 }, async () => {
    const schema = uniqueSchema('claims');
    cleanup(() => dropSchema(schema));
    const store = { databaseUrl: testDatabaseUrl, databaseSchema: schema };
    const one = await start(store);
    const two = await start(store);
    cleanup(() => one.close());
    cleanup(() => two.close());
    // A claim held by a live server (two) stays with it.
    const live = await cutOffSend(one, two.config.instanceId);
    // A claim held by a server that never said it was alive (killed before this start, or long gone).
    const dead = await cutOffSend(one, 'host-b:222:gone');
    const [deadJob, liveJob] = await Promise.all([jobOf(one, dead), jobOf(one, live)]);
    expect(await one.app.leads.jobs.table.rescue(600_000)).toEqual([deadJob]);
    expect(await two.app.leads.jobs.table.rescue(600_000)).toEqual([]);
    expect(liveJob).not.toBe(deadJob);
    await one.app.leads.jobs.runDue();
    expect(await notified(one, dead)).toBe(true);
    expect(await notified(one, live)).toBe(false);
  });
});

async function start(store: Partial<ServerConfig>): Promise<RunningApp> {
  // The browser's own call is waited for 5 minutes and a claim is stale after 10: neither may be what sends here.
  return startApp({
    ...store,
    retry: { ...defaultRetry(), enabled: true, delayMs: 300_000, intervalMs: 3_600_000, staleClaimMs: 600_000 },
  });
}

// A lead whose send was claimed by `owner` and never finished, as a server killed mid-send leaves it.
async function cutOffSend(server: RunningApp, owner: string): Promise<string> {
  const id = newLeadId('contact');
  const response = await fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name: 'Cut Off', email: 'cut@example.com', phone: '(239) 555-0142', emailSent: '0' }),
  });
  expect(response.status).toBe(201);
  await server.app.leads.store.db.query(
    `UPDATE jobs SET state = 'running', claimed_by = $2, claimed_at = now(), attempts = 1
     WHERE key = (SELECT 'office-email:' || submission_key FROM contacts WHERE id = $1)`,
    [id, owner],
  );
  return id;
}

async function jobOf(server: RunningApp, id: string): Promise<number> {
  const [row] = await server.app.leads.store.db.query<{ id: string }>(
    `SELECT id FROM jobs WHERE contact_id = $1 AND kind = 'office-email'`,
    [id],
  );
  return Number(row!.id);
}

async function notified(server: RunningApp, id: string): Promise<boolean> {
  const [row] = await server.app.leads.store.db.query<{ notified: boolean }>(
    'SELECT notified_at IS NOT NULL AS notified FROM contacts WHERE id = $1',
    [id],
  );
  return row!.notified;
}
