// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId, submitLead } from '../../src/forms/contact-sequence.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { contactsPath, startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

describe.skipIf(!testDatabaseUrl)(
  `two app instances on one PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    const schema = uniqueSchema('instances');
    let smtp: SmtpFixture;
    let apps: RunningApp[] = [];

    beforeAll(async () => {
      smtp = await startSmtp();
      const instance = (name: string) =>
        startApp({
          databaseUrl: testDatabaseUrl,
          databaseSchema: schema,
          smtpUrl: smtp.url,
          instanceId: name,
          retry: { enabled: true, delayMs: 300, intervalMs: 50, maxDelayMs: 1_000, batchSize: 5, staleClaimMs: 60_000 },
        });
      // Started together: the migrations take turns under an advisory lock.
      apps = await Promise.all([instance('instance-a'), instance('instance-b')]);
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await smtp?.stop();
      await dropSchema(schema);
    });

    it('shares leads: a duplicate id on the other instance is a 409', async () => {
      const [a, b] = apps as [RunningApp, RunningApp];
      const lead = { id: newLeadId('contact'), name: 'Shared', email: 's@example.com', phone: '(239) 555-0142' };
      const post = (app: RunningApp) =>
        fetch(app.url + contactsPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
      expect((await post(a)).status).toBe(201);
      expect((await post(b)).status).toBe(409);
      const read = await fetch(`${b.url}${contactsPath}?id=eq.${lead.id}`, { headers: { authorization: `Bearer ${staffToken}` } });
      expect(await read.json()).toHaveLength(1);
    });

    it('runs the browser sequence on either instance', async () => {
      const result = await submitLead(
        'quote',
        { name: 'Via B', email: 'b@example.com', phone: '(239) 555-0142', serviceType: 'asphalt-shingles' },
        { baseUrl: apps[1]!.url, project: testSite.leads.project },
      );
      expect(result.ok).toBe(true);
      expect(smtp.messages.filter((message) => message.headers['x-lead-id'] === result.id)).toHaveLength(1);
    });

    it('both retry loops compete for the same unnotified leads and each is e-mailed once', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 60; i++) {
        const id = newLeadId('contact');
        const response = await fetch(apps[i % 2]!.url + contactsPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, name: `Race ${i}`, email: `r${i}@example.com`, phone: '(239) 555-0142' }),
        });
        expect(response.status).toBe(201);
        ids.push(id);
      }
      const sentFor = () => smtp.messages.map((message) => message.headers['x-lead-id']).filter((id) => ids.includes(id!));
      const deadline = Date.now() + 30_000;
      while (new Set(sentFor()).size < ids.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(sentFor().sort()).toEqual([...ids].sort());
      const senders = await apps[0]!.app.leads.store.db.query<{ claimed_by: string; n: number }>(
        `SELECT claimed_by, count(*)::int AS n FROM jobs WHERE kind = 'office-email' AND contact_id = ANY($1) GROUP BY claimed_by`,
        [ids],
      );
      console.info(`Deliveries per instance: ${senders.map((row) => `${row.claimed_by}=${row.n}`).join(', ')}`);
      expect(senders.reduce((sum, row) => sum + row.n, 0)).toBe(ids.length);
    });
  },
);
