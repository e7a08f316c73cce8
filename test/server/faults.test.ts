// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId, submitLead } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { startSmtp } from '../support/smtp.ts';
import { serverEnv, spawnServer } from '../support/server-process.ts';
import { contactsPath, startApp, staffToken, testSite } from '../support/test-app.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('mail server down', () => {
  it('stores all 200 leads while SMTP is down, then the retry delivers each exactly once', { timeout: 90_000 }, async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    await smtp.stop();
    const server = await startApp({
      smtpUrl: smtp.url,
      retry: { enabled: true, delayMs: 200, intervalMs: 100, maxDelayMs: 1_000, batchSize: 20, staleClaimMs: 60_000 },
    });
    cleanups.push(() => server.close());
    const options = { baseUrl: server.url, project: testSite.leads.project };

    const ids: string[] = [];
    const queue = Array.from({ length: 200 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          const result = await submitLead(
            'estimate',
            { name: `Outage ${i}`, email: `o${i}@example.com`, phone: '(239) 555-0142', serviceType: 'Roofing' },
            options,
          );
          expect(result.ok).toBe(true);
          ids.push(result.id);
        }
      }),
    );
    const stored = await staffRows(server.url, 'order=createdAt.asc&limit=1000');
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(ids));
    expect(stored.every((row) => row.notifiedAt === null)).toBe(true);
    expect(smtp.messages).toHaveLength(0);

    await smtp.start();
    const deadline = Date.now() + 60_000;
    while (new Set(smtp.messages.map((m) => m.headers['x-lead-id'])).size < 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A few more retry passes: nothing may be sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const delivered = smtp.messages.map((m) => m.headers['x-lead-id']);
    expect(delivered).toHaveLength(200);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const after = await staffRows(server.url, 'order=createdAt.asc&limit=1000');
    expect(after.every((row) => row.notifiedAt !== null)).toBe(true);
  });
});

describe('server process killed with SIGKILL', () => {
  it('keeps every lead it answered 201 to, and the restarted server takes over the folder', async () => {
    const data = await freshDataDir();
    cleanups.push(() => data.remove());
    const dataDir = data.dir;
    const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
    const path = `/api/db/${project}/rest/v1/contacts`;
    const env = await serverEnv(dataDir, staffToken);
    const auth = { authorization: `Bearer ${staffToken}` };
    const first = await spawnServer(env, path, auth);
    cleanups.push(() => void first.child.kill('SIGKILL'));

    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const id = newLeadId('contact');
        try {
          const response = await fetch(first.url + path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id, name: 'Kill Test', email: 'k@example.com', phone: '(239) 555-0142', emailSent: '0' }),
          });
          if (response.status === 201) acknowledged.push(id);
        } catch {
          return; // the process is gone
        }
      }
    });
    // Kill mid-stream, once enough writes were acknowledged to make the check meaningful.
    const started = Date.now();
    while ((acknowledged.length < 100 || Date.now() - started < 500) && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    // The dead process left its lock file behind.
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);

    const second = await spawnServer(env, path, auth);
    cleanups.push(() => void second.child.kill('SIGKILL'));
    const response = await fetch(`${second.url}${path}?limit=10000`, { headers: auth });
    const stored = new Set(((await response.json()) as { id: string }[]).map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    console.info(`SIGKILL: ${acknowledged.length} leads answered 201 before the kill, ${stored.size} stored after restart, none lost`);

    // SIGTERM: a clean stop that releases the folder.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);
});

async function staffRows(url: string, query: string): Promise<{ id: string; notifiedAt: string | null }[]> {
  const response = await fetch(`${url}${contactsPath}?${query}`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return response.json();
}
