// @vitest-environment node
// What staff read of a lead's e-mail: with no mail server set, the server writes it to its outbox folder, and the
// inbox's answers and the leads command say so (never delivered, e-mailed or accepted); with a real mail server they
// say delivered, as ever. The homeowner's acknowledgement too.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { run } from '../../scripts/leads.ts';
import { startSmtp } from '../support/smtp.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { askForLeadEmail, startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

// The leads command reads the project's name from content/site.yaml, so the app uses that one.
const content = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url)));
const site = { ...testSite, leads: { ...testSite.leads, project: content.site.leads.project } };
const outboxSentence = 'written to the outbox folder (no mail server set)';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('with no mail server set (the outbox folder)', () => {
  it(
    'the lead, its list row, its history and the leads command say the e-mail went to the outbox folder',
    { timeout: 120_000 },
    async () => {
      const server = await app();
      const id = await notifiedLead(server, 'Olive Outbox');
      const who = await signedIn(server.url, 'office@test.example');

      const detail = await json(inboxCall(server.url, who, 'GET', `/api/staff/leads/${id}`));
      expect(detail.delivery.state).toBe('outbox');
      for (const address of testSite.leads.staffEmails) {
        expect(detail.delivery.recipients[address]).toMatchObject({ status: 'accepted', outbox: true });
      }
      const delivered = detail.history.filter((event: { kind: string }) => event.kind === 'delivery');
      expect(delivered).toEqual([expect.objectContaining({ to: 'outbox', text: expect.stringContaining('office@test.example') })]);
      // The homeowner's automatic answer went the same way, and its history says so.
      const acknowledged = detail.history.find((event: { kind: string }) => event.kind === 'acknowledgement');
      expect(acknowledged).toMatchObject({ to: 'outbox', text: outboxSentence });

      const row = (await json(inboxCall(server.url, who, 'GET', '/api/staff/leads?q=olive'))).leads[0];
      expect(row).toMatchObject({ id, delivery: 'outbox' });

      const listed = await cli(server, ['list']);
      expect(listed.code).toBe(0);
      const line = listed.out.split('\n').find((text) => text.includes(id))!;
      expect(line).toContain(outboxSentence);
      expect(line).not.toMatch(/\byes\b/);
    },
  );
});

describe('with a mail server', () => {
  it('the same places say it was delivered', { timeout: 120_000 }, async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    const server = await app({ smtpUrl: smtp.url });
    const id = await notifiedLead(server, 'Sam Smtp');
    expect(smtp.messages.some((message) => message.headers['x-lead-id'] === id)).toBe(true);
    const who = await signedIn(server.url, 'office@test.example');

    const detail = await json(inboxCall(server.url, who, 'GET', `/api/staff/leads/${id}`));
    expect(detail.delivery.state).toBe('sent');
    expect(detail.delivery.recipients['office@test.example']).toEqual({ status: 'accepted', at: expect.any(String) });
    expect(detail.history.filter((event: { kind: string }) => event.kind === 'delivery')).toEqual([
      expect.objectContaining({ to: 'sent', text: expect.stringContaining('office@test.example') }),
    ]);
    const acknowledged = detail.history.find((event: { kind: string }) => event.kind === 'acknowledgement');
    expect(acknowledged).toMatchObject({ to: 'sent', text: 'Accepted by the mail server' });
    expect((await json(inboxCall(server.url, who, 'GET', '/api/staff/leads?q=sam'))).leads[0].delivery).toBe('sent');

    const listed = await cli(server, ['list']);
    const line = listed.out.split('\n').find((text) => text.includes(id))!;
    expect(line).toMatch(/\byes$/);
    expect(listed.out).not.toContain('outbox');
  });
});

async function app(overrides: Parameters<typeof startApp>[0] = {}): Promise<RunningApp> {
  const server = await startApp({ site, speed: content.speed, ...overrides });
  cleanups.push(() => server.close());
  return server;
}

// A stored lead whose office e-mail and acknowledgement have been tried.
async function notifiedLead(server: RunningApp, name: string): Promise<string> {
  const id = newLeadId('contact');
  const created = await fetch(`${server.url}/api/db/${site.leads.project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name, email: 'home@home.example', phone: '(239) 555-0142' }),
  });
  expect(created.status).toBe(201);
  expect(await (await askForLeadEmail(server.url, id)).json()).toEqual({ success: true });
  await server.app.speed.settled();
  return id;
}

async function json(response: Promise<Response>) {
  const answer = await response;
  expect(answer.status).toBe(200);
  return answer.json();
}

async function cli(server: RunningApp, argv: string[]) {
  let out = '';
  let err = '';
  const env = { LEADS_API_URL: server.url, STAFF_TOKEN: staffToken };
  const code = await run(argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}
