// @vitest-environment node
// The server's two doors: nothing a client sends answers 500, every staff route refuses control characters before the
// database, every lead route shares one allowance per client, and wrong credentials are limited wherever they are taken.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { startOnEitherStore } from '../support/either-store.ts';
import { routeList } from '../support/route-list.ts';
import { signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { contactsPath, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

let server: RunningApp;
let staff: SignedIn;
beforeAll(async () => {
  server = await startOnEitherStore('doors', { trustProxy: true });
  staff = await signedIn(server.url, 'doors@test.example');
});
afterAll(async () => {
  await server?.close();
});

const tokenRoutes = ['GET /api/db/:project/rest/v1/:table', 'DELETE /api/db/:project/rest/v1/:table', 'GET /api/visits/report'];
const formFields = { form: 'estimate', returnTo: '/contact', name: 'Door Person', email: 'door@example.com', phone: '(239) 555-0177' };

describe('the staff door', () => {
  it('holds every /api/staff route and no other', () => {
    const routes = routeList(server.app).map((route) => `${route.method} ${route.url}`);
    const staffSide = routes.filter((route) => route.split(' ')[1]!.startsWith('/api/staff'));
    // The inbox's sign-in, sessions, leads, accounts, reports, photos, exports, backup, live list and pushes.
    expect(staffSide.length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((route) => route.includes('staff') && !route.includes('/api/staff') && !route.includes(' /staff/'))).toEqual([]);
  });

  it("answers a NUL or another control character in any staff route's address with 400, never 500", async () => {
    const failures: string[] = [];
    for (const { method, url } of staffRoutes()) {
      for (const character of ['%00', '%01', '%7F']) {
        const path = url.replace(/:\w+/g, `x${character}y`) + `?q=a${character}b`;
        const response = await fetch(server.url + path, { method, headers: inboxHeaders(method) });
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        if (response.status !== 400 || body.code !== 'STAFF_CONTROL_CHARACTER') failures.push(`${method} ${path}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a NUL or another control character in any staff route's body with 400, never 500", async () => {
    const failures: string[] = [];
    const changes = staffRoutes().filter(({ method }) => method !== 'GET');
    expect(changes.length).toBeGreaterThanOrEqual(12);
    for (const { method, url } of changes) {
      for (const character of ['\u0000', '\u0007']) {
        const path = url.replace(/:\w+/g, 'x');
        // Every field a route reads, each holding the character: the body is refused whoever would read it.
        const body = Object.fromEntries(
          ['via', 'note', 'email', 'password', 'endpoint', 'status', 'name'].map((key) => [key, `a${character}b`]),
        );
        const response = await fetch(server.url + path, {
          method,
          headers: { ...inboxHeaders(method), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = (await response.json().catch(() => ({}))) as { code?: string };
        if (response.status !== 400 || answer.code !== 'STAFF_CONTROL_CHARACTER') failures.push(`${method} ${path}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('stores a first contact and a push subscription with NUL as a refusal, not a database error', async () => {
    const contact = await fetch(`${server.url}/api/staff/leads/x%00y/contact`, {
      method: 'POST',
      headers: { ...inboxHeaders('POST'), 'content-type': 'application/json' },
      body: JSON.stringify({ via: 'call' }),
    });
    expect(contact.status).toBe(400);
    const push = await fetch(`${server.url}/api/staff/push/subscriptions`, {
      method: 'POST',
      headers: { ...inboxHeaders('POST'), 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'https://push.example/\u0000', keys: { p256dh: 'abc', auth: 'abc' } }),
    });
    expect(push.status).toBe(400);
  });
});

describe("a route's schema", () => {
  it("words what it refuses in the API's error body", async () => {
    const refusals = [];
    for (const body of [{ via: 'fax' }, { via: 'call', extra: 1 }, {}, ['call']]) {
      const response = await fetch(`${server.url}/api/staff/leads/x/contact`, {
        method: 'POST',
        headers: { ...inboxHeaders('POST'), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      refusals.push({ status: response.status, ...((await response.json()) as object) });
    }
    expect(refusals).toMatchInlineSnapshot(`
      [
        {
          "code": "PGRST102",
          "details": "via: one of call, email",
          "hint": null,
          "message": "Invalid request body",
          "status": 400,
        },
        {
          "code": "PGRST102",
          "details": "Unknown field(s): extra",
          "hint": null,
          "message": "Invalid request body",
          "status": 400,
        },
        {
          "code": "PGRST102",
          "details": "via: required",
          "hint": null,
          "message": "Invalid request body",
          "status": 400,
        },
        {
          "code": "PGRST102",
          "details": "the body: object expected",
          "hint": null,
          "message": "Invalid request body",
          "status": 400,
        },
      ]
    `);
  });
});

describe('wrong credentials', () => {
  it('are limited per client on every route that takes the staff token', async () => {
    const routes = [...tokenRoutes, 'GET /api/staff/backup', 'GET /api/staff/export', 'GET /api/staff/photos/1', 'GET /api/staff/accounts'];
    for (const [i, route] of routes.entries()) {
      const [method, url] = route.split(' ') as [string, string];
      const path = url.replace(':project', server.config.site.leads.project).replace(':table', 'contacts');
      const statuses: number[] = [];
      for (let n = 0; n < 12; n++) {
        const response = await fetch(server.url + path, {
          method,
          headers: { authorization: `Bearer wrong-token-${n}`, 'x-forwarded-for': `10.90.${i}.1` },
        });
        statuses.push(response.status);
      }
      expect(statuses, route).toEqual([...Array(10).fill(401), 429, 429]);
      // The right token from another client still gets in.
      const right = await fetch(server.url + path, {
        method: method === 'DELETE' ? 'GET' : method,
        headers: { authorization: `Bearer ${staffToken}`, 'x-forwarded-for': `10.90.${i}.2` },
      });
      expect(right.status, route).toBeLessThan(500);
      expect([401, 429], route).not.toContain(right.status);
    }
  });
});

describe('the public door', () => {
  it('answers every malformed body on every public route with a 4xx, in JSON except the plain form', async () => {
    const routes = routeList(server.app).filter(({ method, url }) => method !== 'GET' && !url.startsWith('/api/staff'));
    const paths: Record<string, string> = {
      '/api/db/:project/rest/v1/:table': contactsPath,
      '/api/leads/:id/photos': `/api/leads/${newLeadId('contact')}/photos`,
    };
    const bodies: [string, string, string][] = [
      ['cut-off JSON', 'application/json', '{"name": "Jo'],
      ['JSON of the wrong shape', 'application/json', '[1, 2, 3]'],
      ['a NUL in JSON', 'application/json', '{"name": "a\\u0000b"}'],
      ['a number where text goes', 'application/json', '{"id": 5, "name": 5, "submissionId": 5, "s": 5, "e": 5}'],
      ['an unknown field', 'application/json', '{"isAdmin": true}'],
      ['multipart with no boundary', 'multipart/form-data', '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\nJo\r\n--x--\r\n'],
      ['multipart cut off', 'multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\nJo'],
      ['urlencoded', 'application/x-www-form-urlencoded', 'name=%E0%A4%A'],
      ['plain text', 'text/plain', 'hello'],
    ];
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const [label, type, body] of bodies) {
        const response = await fetch(server.url + (paths[url] ?? url), {
          method,
          headers: { 'content-type': type },
          body,
          redirect: 'manual',
        });
        const answer = response.headers.get('content-type') ?? '';
        const form = url === '/api/leads/form';
        const shape = form && answer.startsWith('text/html') ? 'html' : answer.startsWith('application/json') ? 'json' : answer;
        if (response.status < 400 || response.status >= 500 || (shape !== 'json' && !(form && shape === 'html'))) {
          failures.push(`${method} ${url} ${label}: ${response.status} ${answer}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a form with photos that did not arrive whole with its page, keeping what was typed', async () => {
    const fields = Object.entries(formFields)
      .map(([name, value]) => `--x\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const response = await fetch(`${server.url}/api/leads/form`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: `${fields}--x\r\ncontent-disposition: form-data; name="photos"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\nabc`,
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('did not arrive whole');
    expect(page).toContain('door@example.com');
  });
});

describe('one allowance per client', () => {
  let limited: RunningApp;
  beforeAll(async () => {
    limited = await startOnEitherStore('doors_budget', { trustProxy: true, rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('is shared by the JSON leads and the plain form', async () => {
    const from = { 'x-forwarded-for': '10.91.0.1' };
    for (let i = 0; i < 3; i++) {
      const response = await fetch(limited.url + contactsPath, {
        method: 'POST',
        headers: { ...from, 'content-type': 'application/json' },
        body: JSON.stringify({ id: newLeadId('contact'), name: 'Maria Lopez', email: 'maria@example.com', phone: '(239) 555-0123' }),
      });
      expect(response.status).toBe(201);
    }
    const form = await fetch(`${limited.url}/api/leads/form`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...from, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(formFields).toString(),
    });
    expect(form.status).toBe(429);
    const page = await form.text();
    // The page again, with what was typed and the phone.
    expect(page).toContain('door@example.com');
    expect(page).toContain(limited.config.site.phone.replace('(', '').slice(0, 3));
    const notify = await fetch(`${limited.url}/api/notifications/email`, {
      method: 'POST',
      headers: { ...from, 'content-type': 'application/json' },
      body: JSON.stringify({ submissionId: newLeadId('contact') }),
    });
    expect(notify.status).toBe(429);
  });

  it('refuses a 40 MB form with photos over the allowance before reading its body', async () => {
    const from = '10.91.0.2';
    for (let i = 0; i < 3; i++) {
      const response = await fetch(limited.url + contactsPath, {
        method: 'POST',
        headers: { 'x-forwarded-for': from, 'content-type': 'application/json' },
        body: JSON.stringify({ id: newLeadId('contact'), name: 'Maria Lopez', email: 'maria@example.com', phone: '(239) 555-0123' }),
      });
      expect(response.status).toBe(201);
    }
    // 40 MB announced, 1 MB sent: the answer comes without the rest.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(limited.url).port), '127.0.0.1');
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('</html>')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      socket.write(
        `POST /api/leads/form HTTP/1.1\r\nhost: 127.0.0.1\r\nx-forwarded-for: ${from}\r\n` +
          `content-type: multipart/form-data; boundary=x\r\ncontent-length: ${40 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(1024 * 1024, 'a'));
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests');
    expect(answer).toContain(limited.config.site.phone);
  });
});

// The staff routes with the credentials each asks for: the session (and its CSRF token on a change) or the token.
function staffRoutes() {
  return routeList(server.app).filter(({ url }) => url.startsWith('/api/staff'));
}

function inboxHeaders(method: string): Record<string, string> {
  return {
    cookie: staff.cookie,
    authorization: `Bearer ${staffToken}`,
    ...(method === 'GET' ? {} : { 'x-csrf-token': staff.csrfToken }),
  };
}
