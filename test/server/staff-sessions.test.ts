// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { askForLeadEmail, contactsPath, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { cookieOf, createAccount, inboxCall, sessionAccount, signedIn } from '../support/staff-session.ts';
import { startSmtp } from '../support/smtp.ts';

let server: RunningApp;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from its own client address.
  server = await startApp({ trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});

describe('without a session', () => {
  const routes: [string, string][] = [
    ['DELETE', '/api/staff/session'],
    ['GET', '/api/staff/leads'],
    ['GET', '/api/staff/leads.csv'],
    ['GET', '/api/staff/leads/contact_1700000000000_abcdefghijk'],
    ['PATCH', '/api/staff/leads/contact_1700000000000_abcdefghijk'],
    ['POST', '/api/staff/leads/contact_1700000000000_abcdefghijk/notes'],
    ['POST', '/api/staff/leads/contact_1700000000000_abcdefghijk/resend'],
    ['GET', '/api/staff/choices'],
    ['GET', '/api/staff/accounts'],
    ['POST', '/api/staff/accounts'],
    ['DELETE', '/api/staff/accounts/someone%40test.example'],
  ];

  it.each(routes)('%s %s answers 401, with no cookie and with a made-up one', async (method, path) => {
    for (const cookie of [undefined, 'staff_session=made-up-value']) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
      const response = await fetch(server.url + path, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? json : {}) },
        body,
      });
      expect(response.status).toBe(401);
      expect(Object.keys(await response.json()).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
  });

  it('GET /api/staff/session says nobody is signed in (200, no account), with no cookie and with a made-up one', async () => {
    for (const cookie of [undefined, 'staff_session=made-up-value']) {
      const response = await fetch(`${server.url}/api/staff/session`, { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ account: null, csrfToken: '' });
    }
  });

  it('sets no cookie on the public lead API, and reads no lead field for anyone without a session or the token', async () => {
    const id = newLeadId('contact');
    const name = 'Private Visitor Zebulon';
    const responses = [
      await fetch(server.url + contactsPath, {
        method: 'POST',
        headers: { ...json, prefer: 'return=representation' },
        body: JSON.stringify({ id, name, email: 'zebulon@example.com', phone: '(239) 555-0142' }),
      }),
      await askForLeadEmail(server.url, id),
      await fetch(`${server.url}${contactsPath}?id=eq.${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ emailSent: '1' }) }),
      await fetch(`${server.url}/api/leads/form`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'form=estimate&name=Form+Person&email=form%40example.com&phone=239-555-0142',
        redirect: 'manual',
      }),
      await fetch(`${server.url}/`),
      await fetch(`${server.url}/staff`),
    ];
    expect(responses[0]!.status).toBe(201);
    for (const response of responses) expect(response.headers.getSetCookie()).toEqual([]);
    for (const path of ['/api/staff/leads', `/api/staff/leads/${id}`, '/api/staff/leads.csv?q=Zebulon', `${contactsPath}?id=eq.${id}`]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('Zebulon');
    }
  });
});

describe('signing in', () => {
  it('signs in with a cookie only this site gets, reads the session, and signs out', async () => {
    const who = await signedIn(server.url, 'ann@test.example', 'ann password 1234');
    const response = await fetch(`${server.url}/api/staff/session`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'Ann@Test.example', password: 'ann password 1234' }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ account: { email: 'ann@test.example', name: '' } });
    expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    // Plain http on this machine: not Secure, or the browser would drop it.
    expect(cookie).not.toMatch(/; Secure/i);

    const session = await fetch(`${server.url}/api/staff/session`, { headers: { cookie: cookieOf(response) } });
    // With the zone of the times the inbox shows: here, without the business's, the server's own.
    expect(await session.json()).toEqual({
      account: { email: 'ann@test.example', name: '' },
      csrfToken: body.csrfToken,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const signOut = await inboxCall(
      server.url,
      { ...who, cookie: cookieOf(response), csrfToken: body.csrfToken },
      'DELETE',
      '/api/staff/session',
    );
    expect(signOut.status).toBe(204);
    expect(await sessionAccount(server.url, cookieOf(response))).toBeNull();
    // The other browser's session is its own.
    expect(await sessionAccount(server.url, who.cookie)).toBe(who.email);
  });

  it('marks the cookie Secure for any other host', async () => {
    await createAccount(server.url, 'secure@test.example');
    const [row] = await server.app.leads.store.db.query<{ id: string }>(
      `SELECT id FROM staff_accounts WHERE email = 'secure@test.example'`,
    );
    await server.app.leads.store.db.query(`UPDATE staff_accounts SET password_hash = $2 WHERE id = $1`, [
      row!.id,
      await (await import('../../src/server/inbox/passwords.ts')).hashPassword('secure password 1'),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      headers: { ...json, host: 'inbox.example.com' },
      payload: { email: 'secure@test.example', password: 'secure password 1' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/i);
  });

  it('refuses to sign in, accept a link or send a reset from another site', async () => {
    await signedIn(server.url, 'origin@test.example', 'origin password 1');
    const token = tokenOf(await createAccount(server.url, 'origin2@test.example'));
    const evil = { ...json, origin: 'https://evil.example' };
    const requests: [string, unknown][] = [
      ['/api/staff/session', { email: 'origin@test.example', password: 'origin password 1' }],
      [`/api/staff/invitations/${token}`, { password: 'origin password 2' }],
      ['/api/staff/password-reset', { email: 'origin@test.example' }],
    ];
    for (const [path, body] of requests) {
      const response = await fetch(server.url + path, { method: 'POST', headers: evil, body: JSON.stringify(body) });
      expect(response.status, path).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // The link was not used up.
    expect((await fetch(`${server.url}/api/staff/invitations/${token}`)).status).toBe(200);
    const own = await fetch(`${server.url}/api/staff/session`, {
      method: 'POST',
      headers: { ...json, origin: server.url },
      body: JSON.stringify({ email: 'origin@test.example', password: 'origin password 1' }),
    });
    expect(own.status).toBe(200);
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    await signedIn(server.url, 'bea@test.example', 'bea password 1234');
    const answers = [];
    for (const [email, forwarded] of [
      ['bea@test.example', '10.9.0.1'],
      ['nobody@test.example', '10.9.0.2'],
    ]) {
      const response = await fetch(`${server.url}/api/staff/session`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': forwarded! },
        body: JSON.stringify({ email, password: 'not the password' }),
      });
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      answers.push(await response.json());
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses the tenth wrong password within a minute from one client (429), even a right one after it', async () => {
    await signedIn(server.url, 'cat@test.example', 'cat password 1234');
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(`guess${i}@test.example`, 'wrong password', '10.1.0.1')).status);
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    expect((await signIn('cat@test.example', 'cat password 1234', '10.1.0.1')).status).toBe(429);
    // Another client is not held back.
    expect((await signIn('cat@test.example', 'cat password 1234', '10.1.0.2')).status).toBe(200);
  });

  it('slows the guesses at one address whichever clients send them, and lets its owner in from a new place', async () => {
    await signedIn(server.url, 'dan@test.example', 'dan password 1234');
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn('dan@test.example', `wrong ${i}`, `10.2.0.${i + 1}`)).status);
    // The turns are timed from the ninth's: the clock starts before it is sent.
    const started = Date.now();
    statuses.push((await signIn('dan@test.example', 'wrong 8', '10.2.0.9')).status);
    expect(statuses).toEqual(Array(9).fill(401));
    // The tenth waits its turn (a second after the ninth), and is still checked: nobody is locked out.
    expect((await signIn('dan@test.example', 'wrong 10', '10.2.0.10')).status).toBe(401);
    // The next two seconds after the tenth's turn.
    const fresh = await signIn('dan@test.example', 'dan password 1234', '10.2.1.1');
    expect(fresh.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2950);
    // Another address from those clients signs in at once.
    await signedIn(server.url, 'eve@test.example', 'eve password 1234');
    expect((await signIn('eve@test.example', 'eve password 1234', '10.2.0.3')).status).toBe(200);
  });
});

describe('CSRF', () => {
  it('lets a change through only with the session token and from this site', async () => {
    const who = await signedIn(server.url, 'fay@test.example');
    const id = await lead();
    const path = `/api/staff/leads/${id}`;
    const cases: [string, Record<string, string>, number][] = [
      ['from another site, with the right token', { origin: 'https://evil.example' }, 403],
      ['from another site per Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }, 403],
      ['without the token', { 'x-csrf-token': '' }, 403],
      ['with a wrong token', { 'x-csrf-token': 'x'.repeat(43) }, 403],
      ['with another session token', { 'x-csrf-token': (await signedIn(server.url, 'gus@test.example')).csrfToken }, 403],
    ];
    for (const [label, headers, status] of cases) {
      const response = await inboxCall(server.url, who, 'PATCH', path, { status: 'won' }, headers);
      expect(response.status, label).toBe(status);
    }
    const detail = await inboxCall(server.url, who, 'GET', path);
    expect((await detail.json()).lead.status).toBe('new');
    const own = await inboxCall(server.url, who, 'PATCH', path, { status: 'won' }, { origin: server.url });
    expect(own.status).toBe(200);
    expect((await own.json()).lead.status).toBe('won');
    // Sign-out is a change too.
    expect((await inboxCall(server.url, who, 'DELETE', '/api/staff/session', undefined, { 'x-csrf-token': '' })).status).toBe(403);
  });
});

describe('accounts', () => {
  it("ends a removed account's sessions and links", async () => {
    const who = await signedIn(server.url, 'hal@test.example');
    const link = await createAccount(server.url, 'ida@test.example');
    expect((await inboxCall(server.url, who, 'GET', '/api/staff/leads')).status).toBe(200);
    for (const email of ['hal@test.example', 'ida@test.example']) {
      const removed = await fetch(`${server.url}/api/staff/accounts/${encodeURIComponent(email)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(removed.status).toBe(200);
    }
    expect((await inboxCall(server.url, who, 'GET', '/api/staff/leads')).status).toBe(401);
    const session = await inboxCall(server.url, who, 'GET', '/api/staff/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ account: null, csrfToken: '' });
    expect((await signIn('hal@test.example', 'correct horse battery', '10.3.0.1')).status).toBe(401);
    expect((await fetch(`${server.url}/api/staff/invitations/${tokenOf(link)}`)).status).toBe(404);
    const again = await fetch(`${server.url}/api/staff/accounts/hal%40test.example`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(again.status).toBe(404);
    // The address may be given access again.
    await signedIn(server.url, 'hal@test.example');
  });

  it('keeps only hashes of passwords, links and session ids', async () => {
    const link = await createAccount(server.url, 'hash@test.example');
    const token = tokenOf(link);
    const accepted = await fetch(`${server.url}/api/staff/invitations/${token}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: 'hash password 1234' }),
    });
    const session = cookieOf(accepted).split('=')[1]!;
    const dump = JSON.stringify(
      await server.app.leads.store.db.query(
        `SELECT a.*, t.*, s.* FROM staff_accounts a JOIN staff_tokens t ON t.account_id = a.id JOIN staff_sessions s ON s.account_id = a.id
         WHERE a.email = 'hash@test.example'`,
      ),
    );
    expect(dump).toContain('scrypt$');
    for (const secret of [token, session, 'hash password 1234']) expect(dump).not.toContain(secret);
  });

  it('answers 409 to an address that has an account', async () => {
    await createAccount(server.url, 'jo@test.example', 'Jo Doe');
    const response = await fetch(`${server.url}/api/staff/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, ...json },
      body: JSON.stringify({ email: 'JO@test.example' }),
    });
    expect(response.status).toBe(409);
  });

  it('uses an invitation once, checks the password length, and lets it expire', async () => {
    const link = await createAccount(server.url, 'kim@test.example', 'Kim Lee');
    expect(link).toMatch(new RegExp(`^${server.config.publicUrl}/staff/invite/[A-Za-z0-9_-]{40,}$`));
    const url = `${server.url}/api/staff/invitations/${tokenOf(link)}`;
    expect(await (await fetch(url)).json()).toEqual({ email: 'kim@test.example', purpose: 'invite' });
    const short = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify({ password: 'short' }) });
    expect(short.status).toBe(400);
    expect((await short.json()).details).toMatch(/^password: .*10 characters/);
    const accepted = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify({ password: 'kim password 1234' }) });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).account).toEqual({ email: 'kim@test.example', name: 'Kim Lee' });
    expect(accepted.headers.getSetCookie()[0]).toMatch(/^staff_session=/);
    const twice = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify({ password: 'another password 1' }) });
    expect(twice.status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    expect((await signIn('kim@test.example', 'kim password 1234', '10.4.0.1')).status).toBe(200);

    const late = tokenOf(await createAccount(server.url, 'lou@test.example'));
    await server.app.leads.store.db.query(
      `UPDATE staff_tokens SET expires_at = now() - interval '1 second'
       WHERE account_id = (SELECT id FROM staff_accounts WHERE email = 'lou@test.example')`,
    );
    expect((await fetch(`${server.url}/api/staff/invitations/${late}`)).status).toBe(404);
    const expired = await fetch(`${server.url}/api/staff/invitations/${late}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: 'lou password 1234' }),
    });
    expect(expired.status).toBe(404);
  });

  it('lists who has access', async () => {
    await createAccount(server.url, 'max@test.example', 'Max Roe');
    const response = await fetch(`${server.url}/api/staff/accounts`, { headers: { authorization: `Bearer ${staffToken}` } });
    const { accounts } = await response.json();
    expect(accounts.find((account: { email: string }) => account.email === 'max@test.example')).toMatchObject({
      name: 'Max Roe',
      passwordSet: false,
      lastSignInAt: null,
    });
    expect(accounts.find((account: { email: string }) => account.email === 'kim@test.example')).toMatchObject({ passwordSet: true });
  });
});

describe('forgotten password', () => {
  it('e-mails a one-hour link (dev outbox) that sets a new password and ends the old sessions', async () => {
    const before = await signedIn(server.url, 'ned@test.example', 'old password 1234');
    const message = 'If this address has an account';
    for (const email of ['ned@test.example', 'nobody-here@test.example']) {
      const response = await fetch(`${server.url}/api/staff/password-reset`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(202);
      expect((await response.json()).message).toContain(message);
    }
    const mail = await waitForOutbox(server.dataDir, 'ned@test.example', '/staff/reset/');
    expect(mail).not.toContain('nobody-here');
    const token = /\/staff\/reset\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const url = `${server.url}/api/staff/invitations/${token}`;
    expect(await (await fetch(url)).json()).toEqual({ email: 'ned@test.example', purpose: 'reset' });
    const reset = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify({ password: 'new password 1234' }) });
    expect(reset.status).toBe(200);
    expect(await sessionAccount(server.url, before.cookie)).toBeNull();
    expect((await signIn('ned@test.example', 'old password 1234', '10.5.0.1')).status).toBe(401);
    expect((await signIn('ned@test.example', 'new password 1234', '10.5.0.2')).status).toBe(200);
    const [expiry] = await server.app.leads.store.db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM staff_tokens WHERE purpose = 'reset'`,
    );
    expect(Number(expiry!.minutes)).toBeCloseTo(60, 0);
  });

  it('e-mails the invitation through a real mail server when SMTP is configured', async () => {
    const smtp = await startSmtp();
    const mailing = await startApp({ smtpUrl: smtp.url });
    try {
      const response = await fetch(`${mailing.url}/api/staff/accounts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}`, ...json },
        body: JSON.stringify({ email: 'ola@test.example', name: 'Ola' }),
      });
      const body = await response.json();
      expect(response.status).toBe(201);
      expect(body.emailed).toBe(true);
      const mail = smtp.messages.find((message) => message.rcptTo.includes('ola@test.example'))!;
      expect(mail.text).toContain(body.invitationUrl);
      expect(mail.headers.subject).toMatch(/lead inbox/);
    } finally {
      await mailing.close();
      await smtp.stop();
    }
  });
});

function signIn(email: string, password: string, client: string) {
  return fetch(`${server.url}/api/staff/session`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });
}

async function lead(): Promise<string> {
  const id = newLeadId('contact');
  const response = await fetch(server.url + contactsPath, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ id, name: 'Csrf Target', email: 'target@example.com', phone: '(239) 555-0142' }),
  });
  expect(response.status).toBe(201);
  return id;
}

function tokenOf(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}

// The decoded text of the outbox message to `to` that contains `needle`.
async function waitForOutbox(dataDir: string, to: string, needle: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (text.includes(`To: ${to}`) && text.includes(needle)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No outbox message to ${to} with ${needle}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
