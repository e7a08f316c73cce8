// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { contactsPath, startApp, staffToken, testFormWords, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

let server: RunningApp;
const staff = { authorization: `Bearer ${staffToken}` };
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  server = await startApp();
});
afterAll(async () => {
  await server?.close();
});

describe('POST contacts', () => {
  it('creates a lead and returns it with server-set fields', async () => {
    const body = { ...lead(), createdAt: '2000-01-01T00:00:00.000Z', userId: 'anonymous' };
    const response = await call('POST', contactsPath, body, { prefer: 'return=representation' });
    expect(response.status).toBe(201);
    const rows = await response.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, name: body.name, emailSent: '0', emailError: null, userId: 'anonymous' });
    expect(Math.abs(Date.parse(rows[0].createdAt) - Date.now())).toBeLessThan(60_000);
    expect(rows[0]).not.toHaveProperty('spam');
  });

  it('answers 201 with an empty body without Prefer, and takes an array of one', async () => {
    const response = await call('POST', contactsPath, [lead()]);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
  });

  it("stores the form each id's prefix names: cta_ the quote form, contact_ and error_ the estimate form", async () => {
    const leads = { quote: lead('cta'), estimate: lead(), copy: lead('contact', { id: newLeadId('error') }) };
    for (const body of Object.values(leads)) expect((await call('POST', contactsPath, body)).status).toBe(201);
    const formOf = async (id: string) => (await server.app.leads.store.get(id))?.form;
    expect(await formOf(leads.quote.id)).toBe('quote');
    expect(await formOf(leads.estimate.id)).toBe('estimate');
    expect(await formOf(leads.copy.id)).toBe('estimate');
    // The answer is the spec's row, as before: the form stays the server's.
    expect(Object.keys((await staffGet(`?id=eq.${leads.quote.id}`))[0])).not.toContain('form');
  });

  it('answers 409 to a duplicate id and keeps the first lead', async () => {
    const first = lead();
    expect((await call('POST', contactsPath, first)).status).toBe(201);
    const again = await call('POST', contactsPath, { ...first, name: 'Impostor' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: '23505' });
    expect((await staffGet(`?id=eq.${first.id}`))[0].name).toBe(first.name);
  });

  it.each([
    ['an unknown field', { cc: 'x@evil.example' }, 'cc'],
    ['isAdmin', { isAdmin: true }, 'isAdmin'],
    ['a missing name', { name: '' }, 'name'],
    ['a bad e-mail', { email: 'not-an-address' }, 'email'],
    ['an e-mail without a dotted domain', { email: 'maria@example' }, 'email'],
    ['a city outside the list', { city: 'miami' }, 'city'],
    ['a roof age outside the list', { roofAge: 'ancient' }, 'roofAge'],
    ['a retired roof type', { roofType: 'wood-shake' }, 'roofType'],
    ['a yes-no answer that is neither', { leaks: 'maybe' }, 'leaks'],
    ['a number that is not a whole number', { stories: '2.5' }, 'stories'],
    ['a several-choices answer outside the list', { damage: ['hail', 'fire'] }, 'damage'],
    ['a several-choices answer as text', { damage: 'hail' }, 'damage'],
    ['an answer to a retired question', { budget: 'under-15k' }, 'budget'],
    ['a line break in the name', { name: 'Ann\r\nBcc: x@evil.example' }, 'name'],
    ['a too long message', { message: 'x'.repeat(5001) }, 'message'],
    ['a number instead of text', { phone: 2395550100 }, 'phone'],
    ['emailSent "1" on create', { emailSent: '1' }, 'emailSent'],
    ['another userId', { userId: 'admin' }, 'userId'],
    ['an id without random suffix', { id: `contact_${Date.now()}_abc` }, 'id'],
    ['an id with another prefix', { id: `admin_${Date.now()}_abcdef0123456789` }, 'id'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    const response = await call('POST', contactsPath, { ...lead(), ...change });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('PGRST102');
    expect(error.details).toContain(field);
  });

  it("checks the quote form's service list for cta_ leads only", async () => {
    expect((await call('POST', contactsPath, { ...lead('cta'), serviceType: 'asphalt-shingles' })).status).toBe(201);
    expect((await call('POST', contactsPath, { ...lead('cta'), serviceType: 'Roofing' })).status).toBe(400);
    expect((await call('POST', contactsPath, { ...lead(), serviceType: 'Roofing' })).status).toBe(201);
  });

  it.each(['roof-repair', 'roof-repair'])('takes the quote form of the %s page, which sends its own service', async (service) => {
    const response = await call('POST', contactsPath, { ...lead('cta'), serviceType: service }, { prefer: 'return=representation' });
    expect(response.status).toBe(201);
    expect((await response.json())[0].serviceType).toBe(service);
  });

  it.each([
    ['too few digits', '1'],
    ['no area code', '555-0142'],
    ['an area code starting with 1', '(139) 555-0142'],
  ])('refuses a phone with %s, with the message the forms show', async (_label, phone) => {
    for (const kind of ['contact', 'cta'] as const) {
      const response = await call('POST', contactsPath, lead(kind, { phone }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details).toBe(`phone: ${testFormWords.problems.phone}`);
    }
  });

  it('takes the phone formats the forms take', async () => {
    for (const phone of ['239-555-0142', '239.555.0142', '+1 239 555 0142', '2395550142']) {
      expect((await call('POST', contactsPath, lead('contact', { phone }))).status).toBe(201);
    }
  });

  it('answers 400 to malformed JSON, in the usual error shape', async () => {
    const response = await fetch(server.url + contactsPath, { method: 'POST', headers: json, body: '{"id": ' });
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json()).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await call('POST', contactsPath, { ...lead(), message: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: 'PGRST413' });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form encoding', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])('answers 415 to %s', async (_label, type) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const response = await fetch(server.url + contactsPath, { method: 'POST', headers, body: JSON.stringify(lead()) });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({ code: 'PGRST107' });
  });

  it('answers 404 to an unknown project and to unknown API paths', async () => {
    const response = await call('POST', '/api/db/other-project/rest/v1/contacts', lead());
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'PGRST125' });
    expect((await fetch(`${server.url}/api/nothing-here`)).status).toBe(404);
  });

  it('needs the staff token for other tables (401), then says they do not exist (404)', async () => {
    const path = `/api/db/${testSite.leads.project}/rest/v1/users`;
    expect((await call('POST', path, {})).status).toBe(401);
    expect((await fetch(server.url + path)).status).toBe(401);
    const withToken = await fetch(server.url + path, { headers: staff });
    expect(withToken.status).toBe(404);
    expect(await errorOf(withToken)).toMatchObject({ code: 'PGRST205' });
  });

  it('never answers 500 to arbitrary JSON bodies', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('\u0000', '\ud800', 'a\r\nb', `contact_${Date.now()}_abcdef0123456789`),
    );
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
    const keys = fc.constantFrom(
      'id',
      'name',
      'email',
      'phone',
      'city',
      'message',
      'emailSent',
      'website',
      'to',
      'subject',
      'submissionId',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.dictionary(keys, value), fc.anything()), fc.boolean(), async (body, toEmail) => {
        const response = await call('POST', toEmail ? '/api/notifications/email' : contactsPath, body);
        await response.body?.cancel();
        return response.status < 500;
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 500 to arbitrary staff queries', async () => {
    const part = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('eq.', 'gte.', 'is.null', 'not.is.null', 'order', 'limit', 'createdAt', 'spam', '\u0000'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(part, part), { maxLength: 3 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const response = await fetch(`${server.url}${contactsPath}?${query}`, { headers: staff });
        await response.body?.cancel();
        return response.status < 500;
      }),
      { numRuns: 100 },
    );
  });
});

describe('PATCH contacts', () => {
  it('changes emailSent and emailError of a recent lead', async () => {
    const created = await create();
    const patched = await call('PATCH', `${contactsPath}?id=eq.${created.id}`, { emailSent: '1' });
    expect(patched.status).toBe(204);
    const withBody = await call(
      'PATCH',
      `${contactsPath}?id=eq.${created.id}`,
      { emailError: 'Email failed to send' },
      { prefer: 'return=representation' },
    );
    expect(withBody.status).toBe(200);
    expect((await withBody.json())[0]).toMatchObject({ emailSent: '1', emailError: 'Email failed to send' });
  });

  it('refuses changes to any other field', async () => {
    const created = await create();
    const response = await call('PATCH', `${contactsPath}?id=eq.${created.id}`, { emailSent: '1', name: 'Changed' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toContain('name');
    expect((await staffGet(`?id=eq.${created.id}`))[0]).toMatchObject({ name: created.name, emailSent: '0' });
  });

  it('refuses a lead older than one hour (403), an unknown id (404) and a missing id filter (400)', async () => {
    const created = await create();
    await server.app.leads.store.db.query(`UPDATE contacts SET created_at = now() - interval '61 minutes' WHERE id = $1`, [created.id]);
    const old = await call('PATCH', `${contactsPath}?id=eq.${created.id}`, { emailSent: '1' });
    expect(old.status).toBe(403);
    expect((await staffGet(`?id=eq.${created.id}`))[0].emailSent).toBe('0');
    expect((await call('PATCH', `${contactsPath}?id=eq.${newLeadId('contact')}`, { emailSent: '1' })).status).toBe(404);
    expect((await call('PATCH', contactsPath, { emailSent: '1' })).status).toBe(400);
    expect((await call('PATCH', `${contactsPath}?emailSent=eq.0`, { emailSent: '1' })).status).toBe(400);
  });

  it('answers 405 to PUT', async () => {
    expect((await call('PUT', `${contactsPath}?id=eq.x`, {})).status).toBe(405);
  });
});

describe('GET and DELETE contacts (staff)', () => {
  it('refuses anonymous and wrong-token reads and deletes with 401', async () => {
    expect((await fetch(server.url + contactsPath)).status).toBe(401);
    const wrong = await fetch(server.url + contactsPath, { headers: { authorization: 'Bearer wrong-token-0000000000' } });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('Invalid staff token');
    expect((await fetch(`${server.url}${contactsPath}?id=eq.x`, { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses staff reads when the server has no token', async () => {
    const noToken = await startApp({ staffToken: undefined });
    try {
      const response = await fetch(noToken.url + contactsPath, { headers: staff });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).message).toBe('Staff access is disabled');
    } finally {
      await noToken.close();
    }
  });

  it('lists with PostgREST filters, order and limit', async () => {
    const a = await create({ name: 'Order A' });
    const b = await create({ name: 'Order B' });
    const since = new Date(Date.now() - 60_000).toISOString();
    const rows = await staffGet(`?createdAt=gte.${since}&emailSent=eq.0&order=createdAt.desc&limit=1000`);
    const ids = rows.map((row: { id: string }) => row.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(rows[0]).toHaveProperty('notifiedAt');
    expect(await staffGet(`?id=eq.${a.id}&notifiedAt=is.null`)).toHaveLength(1);
    expect(await staffGet(`?order=createdAt.desc&limit=1`)).toHaveLength(1);
    const bad = await fetch(`${server.url}${contactsPath}?password=eq.1`, { headers: staff });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: 'PGRST100' });
    expect((await fetch(`${server.url}${contactsPath}?createdAt=gte.yesterday`, { headers: staff })).status).toBe(400);
  });

  it('deletes only with a filter', async () => {
    const doomed = await create();
    expect((await fetch(server.url + contactsPath, { method: 'DELETE', headers: staff })).status).toBe(400);
    const response = await fetch(`${server.url}${contactsPath}?id=eq.${doomed.id}`, {
      method: 'DELETE',
      headers: { ...staff, prefer: 'return=representation' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).map((row: { id: string }) => row.id)).toEqual([doomed.id]);
    expect(await staffGet(`?id=eq.${doomed.id}`)).toHaveLength(0);
  });
});

describe('POST /api/notifications/email', () => {
  it('e-mails staff once per lead and marks it notified', async () => {
    const created = await create({ name: 'Mail Once' });
    const request = emailRequest(created.id);
    const first = await call('POST', '/api/notifications/email', request);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const again = await call('POST', '/api/notifications/email', request);
    expect(await again.json()).toEqual({ success: true });
    expect(outboxFiles(created.id)).toHaveLength(1);
    expect((await staffGet(`?id=eq.${created.id}`))[0].notifiedAt).not.toBeNull();
  });

  it('takes recipients, subject and bodies from the server, whatever the request says', async () => {
    const created = await create({ name: 'Maria Lopez' });
    const response = await call('POST', '/api/notifications/email', {
      ...emailRequest(created.id),
      to: ['office@test.example', 'someone@evil.example'],
      subject: 'You won a prize - click here',
      html: '<a href="https://evil.example">Claim</a>',
      text: 'Claim at https://evil.example',
    });
    expect(await response.json()).toEqual({ success: true });
    const [file] = outboxFiles(created.id);
    const eml = readFileSync(join(server.dataDir, 'outbox', file!), 'utf8');
    expect(eml).toContain('Subject: New Roofing Lead - Maria Lopez');
    expect(eml).toContain(`To: ${server.config.recipients.join(', ')}`);
    expect(eml).not.toContain('evil.example');
    expect(eml).not.toContain('prize');
  });

  it('needs only the submissionId', async () => {
    const created = await create({ name: 'Only Id' });
    const response = await call('POST', '/api/notifications/email', { submissionId: created.id });
    expect(await response.json()).toEqual({ success: true });
    expect(outboxFiles(created.id)).toHaveLength(1);
  });

  it.each([
    ['an unknown field', { bcc: 'x@evil.example' }],
    ['a subject that is not text', { subject: 42 }],
    ['no submissionId', { submissionId: undefined }],
  ])('refuses %s with 400', async (_label, change) => {
    const created = await create();
    const response = await call('POST', '/api/notifications/email', { ...emailRequest(created.id), ...change });
    expect(response.status).toBe(400);
    expect(outboxFiles(created.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or old lead', async () => {
    expect((await call('POST', '/api/notifications/email', emailRequest(newLeadId('contact')))).status).toBe(404);
    const created = await create();
    await server.app.leads.store.db.query(`UPDATE contacts SET created_at = now() - interval '2 hours' WHERE id = $1`, [created.id]);
    expect((await call('POST', '/api/notifications/email', emailRequest(created.id))).status).toBe(404);
  });

  it('stores a honeypot lead as spam, answers like for a real one, and e-mails nobody', async () => {
    const created = await create({ website: 'http://spam.example' });
    const response = await call('POST', '/api/notifications/email', emailRequest(created.id));
    expect(await response.json()).toEqual({ success: true });
    expect(outboxFiles(created.id)).toHaveLength(0);
    expect((await staffGet(`?id=eq.${created.id}`))[0]).toMatchObject({ spam: true, notifiedAt: null });
  });
});

describe('rate limit', () => {
  it('answers 429 after the configured number of requests per address, but not to staff', async () => {
    const limited = await startApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(limited.url + contactsPath, { method: 'POST', headers: json, body: JSON.stringify(lead()) });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toBeTruthy();
          expect(await errorOf(response)).toMatchObject({ code: 'PGRST429' });
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect((await fetch(limited.url + contactsPath, { headers: staff })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

function lead(kind: 'contact' | 'cta' = 'contact', overrides: Record<string, unknown> = {}) {
  return {
    id: newLeadId(kind),
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(239) 555-0123',
    address: '12 Palm Ave',
    city: 'denver',
    serviceType: kind === 'cta' ? 'asphalt-shingles' : 'Roofing',
    roofAge: 'over-20',
    roofType: 'asphalt',
    leaks: 'yes',
    stories: '2',
    damage: ['hail', 'leak'],
    message: 'Shingles on the lawn',
    emailSent: '0',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const body = lead('contact', overrides);
  const response = await call('POST', contactsPath, body);
  expect(response.status).toBe(201);
  return body;
}

function emailRequest(submissionId: string) {
  return {
    to: testSite.leads.staffEmails,
    subject: 'New Roofing Lead - Maria Lopez',
    html: '<p>x</p>',
    text: 'x',
    replyTo: 'maria@example.com',
    submissionId,
  };
}

function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function staffGet(query: string) {
  const response = await fetch(`${server.url}${contactsPath}${query}`, { headers: staff });
  expect(response.status).toBe(200);
  return response.json();
}

async function errorOf(response: Response) {
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body as { code: string; message: string; details: string | null; hint: string | null };
}

function outboxFiles(id: string): string[] {
  const outbox = join(server.dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((file) => file.includes(id)) : [];
}
