// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitLead } from '../../src/forms/contact-sequence.ts';
import type { LeadValues } from '../../src/forms/contact-sequence.ts';
import { defaultRetry } from '../../src/server/config.ts';
import { contactsPath, startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

type Fault = (request: FastifyRequest, stage: 'before' | 'after') => boolean;
let fault: Fault = () => false;
let server: RunningApp;
let noMail: RunningApp;

const values: LeadValues = {
  name: 'Sequence Test',
  email: 'seq@example.com',
  phone: '(239) 555-0155',
  address: '9 Bay St',
  city: 'littleton',
  serviceType: 'Roofing',
  message: 'Call after 5',
};

beforeAll(async () => {
  server = await startApp({
    faults: (request, stage) => fault(request, stage),
    // Enabled with a long wait for the browser: the test makes the waiting e-mails due and runs them itself.
    retry: { ...defaultRetry(), enabled: true, delayMs: 600_000, intervalMs: 600_000 },
  });
  // Nothing listens on port 1: every send fails at once.
  noMail = await startApp({ smtpUrl: 'smtp://127.0.0.1:1' });
});
afterEach(() => {
  fault = () => false;
});
afterAll(async () => {
  await server?.close();
  await noMail?.close();
});

describe('submitLead against a running server', () => {
  it('creates the record, e-mails staff once and marks the record sent', async () => {
    const result = await submitLead('estimate', values, options(server));
    expect(result).toEqual({
      ok: true,
      id: expect.stringMatching(/^contact_\d{13}_[0-9a-f]{24}$/),
      // The key that lets this sender attach photos to the lead just stored.
      uploadToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const [row] = await records(server, result.id);
    expect(row).toMatchObject({ ...values, emailSent: '1', emailError: null, userId: 'anonymous', spam: false });
    expect(row.notifiedAt).not.toBeNull();
    expect(mails(result.id)).toHaveLength(1);
    expect(await records(server, errorIdOf(result.id))).toHaveLength(0);
  });

  it("keeps the server's own delivery error when the browser then reports the spec's generic one", async () => {
    const result = await submitLead('estimate', values, options(noMail));
    expect(result.ok).toBe(true);
    const [row] = await records(noMail, result.id);
    expect(row).toMatchObject({ emailSent: '0', notifiedAt: null, attempts: 1, delivery: { state: 'pending' } });
    expect(row.emailError).toMatch(/^Mail server: .*ECONNREFUSED/);
    expect(await records(noMail, errorIdOf(result.id))).toHaveLength(0);
  });

  it('keeps the server delivery error for the quote form too', async () => {
    const result = await submitLead(
      'quote',
      { name: 'W', email: 'w@example.com', phone: '(239) 555-0142', serviceType: 'asphalt-shingles' },
      options(noMail),
    );
    expect(result.id).toMatch(/^cta_/);
    expect((await records(noMail, result.id))[0]).toMatchObject({ emailSent: '0', emailError: expect.stringMatching(/^Mail server: /) });
  });

  it('network failure creating the record: not ok, an error_ record keeps the submission', async () => {
    fault = (request, stage) => stage === 'before' && request.method === 'POST' && bodyId(request).startsWith('contact_');
    const result = await submitLead('estimate', values, options(server));
    expect(result.ok).toBe(false);
    expect(await records(server, result.id)).toHaveLength(0);
    const [copy] = await records(server, errorIdOf(result.id));
    expect(copy).toMatchObject({ ...values, emailSent: '0' });
    expect(copy.emailError).toMatch(/^Saving the request failed: /);
    // The copy is the only one of its submission, so the retry e-mails it.
    fault = () => false;
    await retryNow(server);
    expect(mails(errorIdOf(result.id))).toHaveLength(1);
  });

  it('stores where the lead came from with the lead, and with the copy kept after a failure', async () => {
    const attribution = { page: '/contact', landingPage: '/?utm_source=google', referrer: 'https://www.google.com/', utmSource: 'google' };
    const sent = await submitLead('estimate', values, { ...options(server), attribution });
    expect((await records(server, sent.id))[0]).toMatchObject({ ...attribution, utmCampaign: '' });
    fault = (request, stage) => stage === 'before' && request.method === 'POST' && bodyId(request).startsWith('contact_');
    const failed = await submitLead('estimate', values, { ...options(server), attribution });
    expect((await records(server, errorIdOf(failed.id)))[0]).toMatchObject(attribution);
  });

  it('network failure sending the e-mail: the lead is kept, then e-mailed once by the retry', async () => {
    fault = (request, stage) => stage === 'before' && request.url === '/api/notifications/email';
    const result = await submitLead('estimate', values, options(server));
    expect(result.ok).toBe(true);
    expect((await records(server, result.id))[0]).toMatchObject({ emailSent: '0', notifiedAt: null });
    expect((await records(server, errorIdOf(result.id)))[0].emailError).toMatch(/^Sending the e-mail failed: /);
    expect(mails(result.id)).toHaveLength(0);
    fault = () => false;
    await retryNow(server);
    await retryNow(server);
    expect(mails(result.id)).toHaveLength(1);
    // The error_ copy belongs to the same submission: not e-mailed a second time.
    expect(mails(errorIdOf(result.id))).toHaveLength(0);
    expect((await records(server, result.id))[0].notifiedAt).not.toBeNull();
  });

  it('network failure updating the record: the e-mail went out once and the server knows it', async () => {
    fault = (request, stage) => stage === 'before' && request.method === 'PATCH';
    const result = await submitLead('estimate', values, options(server));
    expect(result.ok).toBe(true);
    expect(mails(result.id)).toHaveLength(1);
    const [row] = await records(server, result.id);
    expect(row.notifiedAt).not.toBeNull();
    expect((await records(server, errorIdOf(result.id)))[0].emailError).toMatch(/^Updating the request failed: /);
    fault = () => false;
    await retryNow(server);
    expect(mails(result.id)).toHaveLength(1);
    expect(mails(errorIdOf(result.id))).toHaveLength(0);
  });

  it('a create whose answer was lost is retried, answered 409 and counted as created, with its upload token', async () => {
    let dropped = 0;
    fault = (request, stage) => {
      if (stage !== 'after' || request.method !== 'POST' || !request.url.startsWith(contactsPath) || dropped) return false;
      dropped++;
      return true;
    };
    const result = await submitLead('estimate', values, options(server));
    expect(dropped).toBe(1);
    expect(result.ok).toBe(true);
    // The photos can still follow the lead.
    expect(result.uploadToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const rows = await records(server, result.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ emailSent: '1' });
    expect(mails(result.id)).toHaveLength(1);
    expect(await records(server, errorIdOf(result.id))).toHaveLength(0);
  });

  it('gives up within its time limits when the server never answers', async () => {
    // Accepts connections, reads requests, never replies.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => {
      sockets.push(socket);
      socket.on('data', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      const result = await submitLead('estimate', values, {
        baseUrl: `http://127.0.0.1:${port}`,
        project: testSite.leads.project,
        timeout: 300,
        retries: 1,
      });
      expect(result.ok).toBe(false);
      // create: 2 attempts of 300 ms and a back-off; the error_ copy: the same again.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

function options(app: RunningApp) {
  return { baseUrl: app.url, project: testSite.leads.project };
}

function bodyId(request: FastifyRequest): string {
  const body = request.body as { id?: unknown } | undefined;
  return typeof body?.id === 'string' ? body.id : '';
}

// The server's wait for the browser is over: every waiting office e-mail is due, and the runner's pass sends them.
async function retryNow(app: RunningApp): Promise<void> {
  await app.app.leads.store.db.query(`UPDATE jobs SET run_after = now() WHERE kind = 'office-email' AND state = 'waiting'`);
  await app.app.leads.jobs.runDue();
}

function errorIdOf(id: string): string {
  return `error_${id.slice(id.indexOf('_') + 1)}`;
}

async function records(app: RunningApp, id: string) {
  const response = await fetch(`${app.url}${contactsPath}?id=eq.${id}`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return response.json();
}

function mails(id: string): string[] {
  const outbox = join(server.dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith(`-${id}.eml`)) : [];
}
