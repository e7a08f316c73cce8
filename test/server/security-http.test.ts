// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, startOnEitherStore } from '../support/either-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { freePort, spawnServer } from '../support/server-process.ts';
import { createAccount, inboxCall, sessionAccount, signedIn } from '../support/staff-session.ts';
import { staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import type { SignedIn } from '../support/staff-session.ts';

let server: RunningApp;
let site: string;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  // A small built site: a page, a stylesheet, and the inbox's page with an inline script.
  site = mkdtempSync(join(tmpdir(), 'security-site-'));
  mkdirSync(join(site, 'about'));
  mkdirSync(join(site, 'staff/sign-in'), { recursive: true });
  writeFileSync(join(site, 'about/index.html'), '<!doctype html><title>About</title><p>About us');
  mkdirSync(join(site, 'services'));
  writeFileSync(
    join(site, 'services/index.html'),
    '<!doctype html><title>Services</title><script type="application/ld+json">{"@type":"Service"}</script><script>window.islands=1</script>',
  );
  writeFileSync(join(site, 'style.css'), 'p { color: black }');
  writeFileSync(join(site, 'staff/index.html'), '<!doctype html><title>Inbox</title><script type="module" src="/assets/a.js"></script>');
  writeFileSync(join(site, 'staff/sign-in/index.html'), '<!doctype html><title>Sign in</title><script>window.held=1</script>');
  server = await startOnEitherStore('http', { clientDir: site, trustProxy: true, requestTimeoutMs: 1500 });
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

// A GET with the path exactly as written (fetch would normalise a backslash).
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const outgoing = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('redirects', () => {
  const offSite = [
    '//attacker.example/phish/',
    '/\\attacker.example/phish/',
    '/\\/attacker.example/',
    '///attacker.example/',
    '/%2fattacker.example/phish/',
    '/%5Cattacker.example/phish/',
    '/%2F%2Fattacker.example/',
    '//attacker.example/phish/?a=1',
  ];
  it.each(offSite)('%s never leads to another site', async (path) => {
    const answer = await rawGet(path);
    if (answer.status >= 300 && answer.status < 400) {
      expect(answer.location).toMatch(/^\/(?![/\\])/);
      expect(decodeURIComponent(answer.location!)).toMatch(/^\/(?![/\\])/);
    } else {
      expect(answer.status).toBe(404);
    }
  });

  it('still sends /about/ to /about', async () => {
    expect(await rawGet('/about/?x=1')).toEqual({ status: 301, location: '/about?x=1' });
  });
});

describe('headers', () => {
  it('gives the inbox and its API a strict policy: own scripts and the inline ones by hash, no framing', async () => {
    for (const path of ['/staff/sign-in', '/api/staff/session']) {
      const response = await fetch(server.url + path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update('window.held=1').digest('base64');
    expect((await fetch(`${server.url}/staff/sign-in`)).headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('gives every page a permissions policy, HSTS for an https site, and the public pages an unframeable policy header', async () => {
    for (const path of ['/about', '/style.css', '/nowhere']) {
      const response = await fetch(server.url + path);
      expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
    expect(await (await fetch(`${server.url}/about`)).text()).toBe('<!doctype html><title>About</title><p>About us');
  });
});

describe("the public pages' scripts", () => {
  const sha = async (text: string) => `'sha256-${(await import('node:crypto')).createHash('sha256').update(text).digest('base64')}'`;

  it('lets a page run its own inline script (by hash) and what it loads, and no other inline script', async () => {
    const policy = (await fetch(`${server.url}/services`)).headers.get('content-security-policy') ?? '';
    expect(policy).toBe(
      `script-src 'strict-dynamic' ${await sha('window.islands=1')} 'self' https: 'unsafe-inline'; ` +
        "base-uri 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'self'",
    );
    // JSON-LD is data, not a script: not listed.
    expect(policy).not.toContain(await sha('{"@type":"Service"}'));
  });

  it('lets a page without inline scripts, and anything that is not a page, run none', async () => {
    for (const path of ['/about', '/style.css', '/api/leads/form']) {
      expect((await fetch(server.url + path)).headers.get('content-security-policy'), path).toMatch(/^script-src 'none'; base-uri 'self'/);
    }
  });
});

describe('slow requests', () => {
  it('cuts off a request whose body never finishes', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // The server may reset the connection while a byte is on its way: that is a cut-off too.
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.on('close', () => resolve(Date.now() - started));
    });
    socket.write(
      'POST /api/staff/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"em',
    );
    // A byte now and then would keep it alive for ever without a limit on the whole request.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const took = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 12_000))]);
    clearInterval(drip);
    socket.destroy();
    expect(took).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  }, 20_000);
});

describe('connections', () => {
  it('closes connections from one address beyond the limit, and keeps the others working', async () => {
    const limited = await startOnEitherStore('conns', { connectionsPerClient: 2 });
    try {
      const { port } = new URL(limited.url);
      const open = async () => {
        const socket = connect(Number(port), '127.0.0.1');
        // A connection beyond the limit is closed by the server, possibly with a reset.
        socket.on('error', () => {});
        await new Promise((resolve) => socket.once('connect', resolve));
        return socket;
      };
      const sockets = [await open(), await open(), await open()];
      const third = await new Promise<string>((resolve) => {
        sockets[2]!.once('close', () => resolve('closed'));
        setTimeout(() => resolve('open'), 2000);
      });
      expect(third).toBe('closed');
      let answer = '';
      sockets[0]!.on('data', (chunk) => (answer += chunk.toString()));
      sockets[0]!.write('GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answer).toMatch(/^HTTP\/1\.1 404/);
      for (const socket of sockets) socket.destroy();
    } finally {
      await limited.close();
    }
  });
});

describe('control characters', () => {
  const id = 'contact_1700000000000_abc%00def';
  const routes: [string, string, unknown][] = [
    ['POST', '/api/staff/session', { email: 'a\u0000@test.example', password: 'whatever password' }],
    ['GET', '/api/staff/session?x=%00', undefined],
    ['DELETE', '/api/staff/session?x=%01', undefined],
    ['GET', '/api/staff/leads?q=a%00b', undefined],
    ['GET', '/api/staff/leads.csv?q=a%00b', undefined],
    ['GET', `/api/staff/leads/${id}`, undefined],
    ['PATCH', `/api/staff/leads/${id}`, { status: 'won' }],
    ['POST', `/api/staff/leads/${id}/notes`, { text: 'a note' }],
    ['POST', '/api/staff/leads/contact_1700000000000_abcdefghijk/notes', { text: 'a\u0000note' }],
    ['POST', `/api/staff/leads/${id}/resend`, undefined],
    ['GET', '/api/staff/choices?x=%7f', undefined],
    ['GET', '/api/staff/sessions?x=%00', undefined],
    ['GET', '/api/staff/invitations/abc%00def', undefined],
    ['POST', '/api/staff/invitations/abc%00def', { password: 'a long enough password' }],
    ['POST', '/api/staff/password-reset', { email: 'a\u0000@test.example' }],
    ['GET', '/api/staff/accounts?x=%00', undefined],
    ['POST', '/api/staff/accounts', { email: 'new@test.example', name: 'New\u0000' }],
    ['DELETE', '/api/staff/accounts/a%00b%40test.example', undefined],
  ];

  let who: SignedIn;
  beforeAll(async () => {
    who = await signedIn(server.url, 'nul@test.example', 'nul tester password');
  });

  it.each(routes)('%s %s answers 400, never 500', async (method, path, body) => {
    const response = await inboxCall(server.url, who, method, path, body, {
      authorization: `Bearer ${staffToken}`,
      'x-forwarded-for': '10.77.0.1',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('STAFF_CONTROL_CHARACTER');
  });
});

describe('sessions', () => {
  it('ends the session a browser carried when someone signs in with it', async () => {
    const first = await signedIn(server.url, 'first@test.example', 'first person password');
    await signedIn(server.url, 'second@test.example', 'second person password');
    const second = await fetch(`${server.url}/api/staff/session`, {
      method: 'POST',
      headers: { ...json, cookie: first.cookie, 'x-forwarded-for': '10.78.0.1' },
      body: JSON.stringify({ email: 'second@test.example', password: 'second person password' }),
    });
    expect(second.status).toBe(200);
    expect(await sessionAccount(server.url, first.cookie)).toBeNull();
  });
});

describe('own sessions', () => {
  it("lists a person's signed-in browsers and ends another one, never someone else's", async () => {
    const phone = await signedIn(server.url, 'many@test.example', 'many browsers password');
    const laptop = await fetch(`${server.url}/api/staff/session`, {
      method: 'POST',
      headers: { ...json, 'user-agent': 'Laptop Browser 1.0', 'x-forwarded-for': '10.81.0.1' },
      body: JSON.stringify({ email: 'many@test.example', password: 'many browsers password' }),
    });
    expect(laptop.status).toBe(200);
    const listed = await (await inboxCall(server.url, phone, 'GET', '/api/staff/sessions')).json();
    expect(listed.sessions).toHaveLength(2);
    const other = listed.sessions.find((session: { current: boolean }) => !session.current);
    expect(other.userAgent).toBe('Laptop Browser 1.0');
    const stranger = await signedIn(server.url, 'stranger@test.example', 'stranger danger password');
    expect((await inboxCall(server.url, stranger, 'DELETE', `/api/staff/sessions/${other.id}`)).status).toBe(404);
    expect((await inboxCall(server.url, phone, 'DELETE', `/api/staff/sessions/${other.id}`)).status).toBe(204);
    const laptopCookie = laptop.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await sessionAccount(server.url, laptopCookie)).toBeNull();
    expect((await inboxCall(server.url, phone, 'GET', '/api/staff/session')).status).toBe(200);
  });
});

describe('links and tokens', () => {
  it('e-mails at most one reset link while a recent one is unused, in a burst too', async () => {
    await signedIn(server.url, 'bomb@test.example', 'bomb target password');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${server.url}/api/staff/password-reset`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `10.79.0.${i + 1}` },
          body: JSON.stringify({ email: 'bomb@test.example' }),
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [row] = await server.app.leads.store.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM staff_tokens t JOIN staff_accounts a ON a.id = t.account_id WHERE a.email = $1 AND t.purpose = 'reset'`,
      ['bomb@test.example'],
    );
    expect(Number(row!.n)).toBe(1);
    const outbox = join(server.dataDir, 'outbox');
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(outbox)) expect(statSync(join(outbox, file)).mode & 0o777).toBe(0o600);
  });

  it('refuses the commonest, repeated, sequential and blank passwords with the reason', async () => {
    const cases: [string, RegExp][] = [
      ['1234567890', /run of keys|in order/],
      ['0987654321', /run of keys|in order/],
      ['abcdefghijk', /run of keys|in order/],
      ['qwertyuiop', /run of keys|in order|common/],
      ['aaaaaaaaaa', /repeats/],
      ['abcabcabcabc', /repeats/],
      ['          ', /only spaces/],
      ['basketball', /most common/],
      ['password123', /most common/],
      ['short', /at least 10/],
    ];
    for (const [password, reason] of cases) {
      const link = await createAccount(server.url, `pw${cases.findIndex(([p]) => p === password)}@test.example`);
      const token = link.slice(link.lastIndexOf('/') + 1);
      const response = await fetch(`${server.url}/api/staff/invitations/${token}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password }),
      });
      expect(response.status, password).toBe(400);
      expect((await response.json()).message, password).toMatch(reason);
      // The link still works for a good one.
      const good = await fetch(`${server.url}/api/staff/invitations/${token}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password: 'four random words here' }),
      });
      expect(good.status).toBe(200);
    }
  });

  it('limits wrong staff tokens per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${server.url}/api/staff/accounts`, {
        headers: { authorization: `Bearer wrong-token-${i}`, 'x-forwarded-for': '10.80.0.1' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const other = await fetch(`${server.url}/api/staff/accounts`, {
      headers: { authorization: `Bearer ${staffToken}`, 'x-forwarded-for': '10.80.0.2' },
    });
    expect(other.status).toBe(200);
  });
});

describe('logs', () => {
  it('never hold an invitation or reset token', async () => {
    const data = await freshDataDir();
    const child = await spawnServer(
      {
        PORT: String(await freePort()),
        DATA_DIR: data.dir,
        SITE_DIR: join(data.dir, 'no-site'),
        LOG_LEVEL: 'info',
        STAFF_TOKEN: staffToken,
      },
      '/api/staff/accounts',
      { authorization: `Bearer ${staffToken}` },
    );
    try {
      const link = await createAccount(child.url, 'logged@test.example');
      const token = link.slice(link.lastIndexOf('/') + 1);
      await fetch(`${child.url}/api/staff/invitations/${token}`);
      await fetch(`${child.url}/staff/invite/${token}`);
      await postFrom(`${child.url}/api/staff/invitations/${token}`, '127.0.0.1', { password: 'four random words here' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(child.output()).toContain('/api/staff/invitations/[token]');
      expect(child.output()).not.toContain(token);
      // A visitor's address is not kept, in the log either; the staff side's is (who tried to sign in).
      await fetch(`${child.url}/about`);
      await fetch(`${child.url}/api/visits`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const lines = child
        .output()
        .split('\n')
        .filter((line) => line.includes('"req":'));
      const visitor = lines.filter((line) => /"url":"\/(?:about|api\/visits)"/.test(line));
      const staff = lines.filter((line) => line.includes('"url":"/api/staff/'));
      expect(visitor).toHaveLength(2);
      expect(staff.length).toBeGreaterThan(0);
      for (const line of visitor) expect(line).not.toMatch(/remoteAddress|127\.0\.0\.1"/);
      for (const line of staff) expect(line).toContain('"remoteAddress":"127.0.0.1"');
    } finally {
      child.child.kill('SIGKILL');
      data.remove();
    }
  }, 90_000);
});
