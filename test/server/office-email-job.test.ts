// @vitest-environment node
// The office e-mail as a job: claimed once per submission, each attempt counted before it is made, retried after a
// doubling wait, and every outcome written with the lead and its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { createJobRunner } from '../../src/server/jobs/job-runner.ts';
import type { JobRunner } from '../../src/server/jobs/job-runner.ts';
import { deliverWithin, officeEmailJob, officeEmailJobOf } from '../../src/server/leads/deliver-lead.ts';
import type { DeliveryDeps } from '../../src/server/leads/deliver-lead.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import type { NewLead } from '../../src/server/store/lead.ts';
import { createLeadHistory } from '../../src/server/store/lead-history.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { rooferAnswers, rooferQuestions } from '../support/answers.ts';

// Fastify's logger, quiet.
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, silent() {}, child: () => silent, level: 'silent' };

describe('office e-mail jobs (PGlite)', () => {
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

describe.skipIf(!testDatabaseUrl)(
  `office e-mail jobs (PostgreSQL)${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    const schema = uniqueSchema('office_email');
    let store: LeadStore;
    beforeAll(async () => {
      store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
    });
    afterAll(async () => {
      await store?.close();
      await dropSchema(schema);
    });
    contract(() => store);

    it('gives a submission to exactly one of many concurrent connections', async () => {
      const contact = await store.insert(lead());
      const other = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
      try {
        const tables = [store, other].map((one) => createJobRunner({ db: one.db, owner: 'x', log: silent }).table);
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, i) => tables[i % 2]!.claimKey(`owner-${i}`, officeEmailJobOf(contact, 0), 60_000)),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
      } finally {
        await other.close();
      }
    });
  },
);

// The same behaviour on both stores, through a real SMTP server.
function contract(getStore: () => LeadStore) {
  let smtp: SmtpFixture;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await smtp.stop();
  });

  function sender(owner = 'me'): DeliveryDeps {
    const store = getStore();
    const jobs = createJobRunner({ db: store.db, owner, log: silent, staleMs: 60_000 });
    runners.push(jobs);
    const deps: DeliveryDeps = {
      store,
      mailer: createMailer({ smtpUrl: smtp.url, from: 'no-reply@test.example', dataDir: '', log: silent, timeoutMs: 5_000 }),
      jobs,
      recipients: ['office@test.example'],
      questions: rooferQuestions,
      publicUrl: 'https://test.example',
      languages: ['en'],
      messageDomain: 'test.example',
      owner,
      backoff: { baseMs: 1_000, maxMs: 8_000 },
      health: { down: false },
      log: silent as unknown as DeliveryDeps['log'],
    };
    jobs.register('office-email', officeEmailJob(deps));
    return deps;
  }

  it('sends a submission once, with one Message-ID, counting each attempt before it is made', async () => {
    const store = getStore();
    const deps = sender();
    const contact = await store.insert(lead());
    const twin = await store.insert(lead({ id: `error_${contact.submissionKey}`, emailError: 'Sending the e-mail failed' }));
    await smtp.stop();
    expect(await deliverWithin(deps, contact, 20_000)).toBe('failed');
    const failed = await store.get(contact.id);
    expect(failed).toMatchObject({ attempts: 1, notifiedAt: null, delivery: { state: 'pending' } });
    expect(failed!.emailError).toMatch(/^Mail server: /);
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await store.delivery(contact.submissionKey)).toMatchObject({ state: 'pending', attempts: 1 });

    await smtp.start();
    smtp.behaviour.dataDelayMs = 300;
    // The lead and its error_ copy share the job: one of them sends, the other finds it taken.
    const outcomes = await Promise.all([deliverWithin(deps, contact, 20_000), deliverWithin(deps, twin, 20_000)]);
    smtp.behaviour.dataDelayMs = 0;
    expect(outcomes.sort()).toEqual(['busy', 'sent']);
    const mails = smtp.messages.filter((message) => message.headers['message-id'] === `<lead-${contact.submissionKey}@test.example>`);
    expect(mails).toHaveLength(1);
    expect(await deliverWithin(deps, contact, 20_000)).toBe('already-sent');
    expect(await store.delivery(contact.submissionKey)).toMatchObject({
      state: 'sent',
      attempts: 2,
      messageId: `<lead-${contact.submissionKey}@test.example>`,
      recipients: { 'office@test.example': { status: 'accepted' } },
    });
    // Delivered: the earlier error is gone from the lead; the error_ copy keeps its own note and is linked.
    expect(await store.get(contact.id)).toMatchObject({ emailSent: '1', emailError: null, delivery: { state: 'sent' } });
    expect(await store.get(twin.id)).toMatchObject({ emailError: 'Sending the e-mail failed', copyOf: contact.id });
    expect((await store.get(twin.id))?.notifiedAt).toBeInstanceOf(Date);
    // Each attempt is a line of the lead's history.
    const events = await createLeadHistory(store.db).events(contact.id);
    expect(events.map(({ actor, kind, to }) => ({ actor, kind, to }))).toEqual([
      { actor: 'server', kind: 'delivery', to: 'pending' },
      { actor: 'server', kind: 'delivery', to: 'sent' },
    ]);
    expect(events[1]!.text).toBe('To office@test.example');
  });

  it('stores a copy that arrives after its submission was delivered as delivered', async () => {
    const store = getStore();
    const deps = sender();
    const contact = await store.insert(lead());
    expect(await deliverWithin(deps, contact, 20_000)).toBe('sent');
    const late = await store.insert(lead({ id: `error_${contact.submissionKey}`, emailError: 'Updating the request failed' }));
    expect(late.notifiedAt).toBeInstanceOf(Date);
  });

  it('lets the delivery record win over a later report from the browser', async () => {
    const store = getStore();
    const deps = sender();
    const contact = await store.insert(lead());
    expect(await store.patch(contact.id, { emailError: 'Email send failed - no success flag' }, 60_000)).toMatchObject({
      status: 'updated',
      lead: { emailError: 'Email send failed - no success flag' },
    });
    smtp.behaviour.defer.set('office@test.example', 1);
    expect(await deliverWithin(deps, contact, 20_000)).toBe('failed');
    expect(await store.patch(contact.id, { emailSent: '1', emailError: 'Email send failed - no success flag' }, 60_000)).toMatchObject({
      status: 'updated',
      lead: { emailSent: '0', emailError: expect.stringMatching(/^Mail server deferred office@test\.example/) },
    });
  });

  it('takes over a stale claim (its sender died) but not a fresh one', async () => {
    const store = getStore();
    const { jobs } = sender();
    const contact = await store.insert(lead());
    const job = officeEmailJobOf(contact, 0);
    expect(await jobs.table.claimKey('dead', job, 60_000)).toBeDefined();
    expect(await jobs.table.claimKey('alive', job, 60_000)).toBeUndefined();
    await store.db.query(`UPDATE jobs SET claimed_at = now() - interval '2 minutes' WHERE key = $1`, [job.key]);
    expect(await jobs.table.claimKey('alive', job, 60_000)).toMatchObject({ attempts: 2 });
    expect((await store.delivery(contact.submissionKey))?.claimedBy).toBe('alive');
  });

  it('backs off exponentially after each failure, up to the maximum', async () => {
    const store = getStore();
    const deps = sender();
    const contact = await store.insert(lead());
    const waits: number[] = [];
    await smtp.stop();
    try {
      for (let i = 0; i < 5; i++) {
        const start = Date.now();
        expect(await deliverWithin(deps, contact, 20_000)).toBe('failed');
        waits.push(Math.round(((await store.get(contact.id))!.nextAttemptAt!.getTime() - start) / 1000));
        expect(await store.delivery(contact.submissionKey)).toMatchObject({ state: 'pending', attempts: i + 1 });
      }
    } finally {
      await smtp.start();
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it('sends the lead rather than its error_ copy, an error_ copy alone, and nothing for a lead marked spam', async () => {
    const store = getStore();
    const deps = sender();
    const withTwin = await store.insert(lead());
    const twin = await store.insert(lead({ id: `error_${withTwin.submissionKey}` }));
    const orphan = await store.insert(lead({ id: newLeadId('error') }));
    const spam = await store.insert(lead());
    // The copy came first, so the job names it.
    await deps.jobs.add([twin, orphan, spam].map((lead) => officeEmailJobOf(lead, 0)));
    await store.db.query('UPDATE contacts SET spam = true WHERE id = $1', [spam.id]);
    await deps.jobs.settled();
    await deps.jobs.runDue();
    const sentFor = smtp.messages.map((message) => message.headers['x-lead-id']);
    expect(sentFor).toEqual(expect.arrayContaining([withTwin.id, orphan.id]));
    expect(sentFor).not.toContain(twin.id);
    expect(sentFor).not.toContain(spam.id);
    expect((await store.get(spam.id))?.delivery).toBeNull();
    // Nor does a request's send of a lead marked spam.
    expect(await deliverWithin(deps, (await store.get(spam.id))!, 20_000)).toBe('spam');
    expect(smtp.messages.map((message) => message.headers['x-lead-id'])).not.toContain(spam.id);
  });
}

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: newLeadId('contact'),
    form: 'estimate',
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(239) 555-0123',
    answers: rooferAnswers({
      address: '12 Palm Ave',
      city: 'cape-coral',
      serviceType: 'Windows',
      projectType: 'replacement',
      timeline: 'asap',
      budget: '5k-10k',
      message: 'Three windows',
    }),
    emailError: null,
    spam: false,
    ...overrides,
  };
}
