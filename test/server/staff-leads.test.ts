// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { contactsPath, startApp, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';

let server: RunningApp;
let smtp: SmtpFixture;
let who: SignedIn;
const ids = {} as Record<'old' | 'spam' | 'bob' | 'alice', string>;
const extras = 27;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApp({ smtpUrl: smtp.url });
  who = await signedIn(server.url, 'office@test.example');
  ids.old = await create('contact', { name: 'Old Olga', email: 'olga@example.com', city: 'lakewood' });
  await server.app.leads.store.db.query(`UPDATE contacts SET created_at = now() - interval '10 days' WHERE id = $1`, [ids.old]);
  for (let i = 0; i < extras; i++) await create('contact', { name: `Paging Person ${i}`, email: `paging${i}@example.com` });
  ids.spam = await create('contact', { name: 'Spam Sender', email: 'spam@example.com', website: 'http://spam.example' });
  ids.bob = await create('cta', { name: 'Bob Stone', email: 'bob@example.com', city: 'denver', serviceType: 'asphalt-shingles' });
  ids.alice = await create('contact', {
    name: 'Alice Moreno',
    email: 'alice.m@example.com',
    phone: '(239) 555-0101',
    address: '12 Palm Ave, 100% sure',
    city: 'lakewood',
    serviceType: 'Roofing',
    message: 'Storm shutters or impact glass?',
    page: '/contact',
    landingPage: '/roof-replacement?utm_source=google&utm_campaign=storm',
    utmSource: 'google',
    utmCampaign: 'storm',
  });
  // Sent while the site still asked a budget (a question it has since retired): the old answer still reads in words.
  await server.app.leads.store.db.query(`UPDATE contacts SET answers = answers || $2::jsonb WHERE id = $1`, [
    ids.alice,
    JSON.stringify([{ key: 'budget', label: 'Budget', kind: 'choice', value: 'over-15k', text: '$15,000 or more' }]),
  ]);
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

describe('the inbox list', () => {
  it('pages through non-spam leads newest first, with the total and the count of new ones', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: extras + 3, page: 1, pageSize: 25, newCount: extras + 3 });
    expect(first.leads).toHaveLength(25);
    expect(first.leads.slice(0, 2).map((lead: { id: string }) => lead.id)).toEqual([ids.alice, ids.bob]);
    const second = await list('page=2');
    expect(second.leads).toHaveLength(extras + 3 - 25);
    expect(second.leads.at(-1).id).toBe(ids.old);
    const seen = [...first.leads, ...second.leads].map((lead: { id: string }) => lead.id);
    expect(new Set(seen).size).toBe(extras + 3);
    expect(seen).not.toContain(ids.spam);
    expect((await list('pageSize=5&page=3')).leads).toHaveLength(5);
  });

  it('shows each lead in one line with labels and its delivery', async () => {
    const { leads } = await list('q=Bob');
    expect(leads).toEqual([
      {
        id: ids.bob,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        name: 'Bob Stone',
        email: 'bob@example.com',
        phone: '(239) 555-0142',
        // A quote form asks no town: the city sent with it is no answer of its.
        city: '',
        cityLabel: '',
        serviceType: 'asphalt-shingles',
        serviceLabel: 'Asphalt Shingles',
        status: 'new',
        spam: false,
        delivery: 'none',
        photoCount: 0,
        languageLabel: '',
        // New and never contacted: how long it has waited (the wall clock here, with no office hours set).
        waitingMs: expect.any(Number),
      },
    ]);
  });

  it.each([
    ['name, any case', 'q=alice%20MORENO'],
    ['e-mail', 'q=alice.m%40'],
    ['phone as typed otherwise', 'q=239.555.0101'],
    ['address', 'q=palm%20ave'],
    ['message', 'q=impact%20glass'],
    ['a literal percent sign', 'q=100%25'],
  ])('searches the %s', async (_label, query) => {
    expect((await list(query)).leads.map((lead: { id: string }) => lead.id)).toEqual([ids.alice]);
  });

  it('filters by service, city, dates and spam', async () => {
    expect(ids_(await list('service=asphalt-shingles'))).toEqual([ids.bob]);
    expect(ids_(await list('city=lakewood'))).toEqual([ids.alice, ids.old]);
    const today = localDay(new Date());
    const tenDaysAgo = localDay(new Date(Date.now() - 10 * 86_400_000));
    expect(ids_(await list(`from=${today}&pageSize=100`))).not.toContain(ids.old);
    expect(ids_(await list(`from=${tenDaysAgo}&to=${tenDaysAgo}`))).toEqual([ids.old]);
    expect(ids_(await list('spam=only'))).toEqual([ids.spam]);
    expect((await list('spam=all')).total).toBe(extras + 4);
  });

  it('filters by status and counts new leads whatever the filter', async () => {
    const changed = await inboxCall(server.url, who, 'PATCH', `/api/staff/leads/${ids.old}`, { status: 'contacted' });
    expect(changed.status).toBe(200);
    expect(ids_(await list('status=contacted'))).toEqual([ids.old]);
    expect((await list('status=contacted')).newCount).toBe(extras + 2);
    expect((await list('status=won')).leads).toEqual([]);
  });

  it.each([
    ['status=bogus', 'status'],
    ['from=2025-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['spam=maybe', 'spam'],
    ['sort=name', 'sort'],
  ])('answers 400 to %s', async (query, named) => {
    const response = await inboxCall(server.url, who, 'GET', `/api/staff/leads?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContain(named);
  });

  it('exports the leads of a filter as the Excel-safe CSV, with labels and status', async () => {
    const response = await inboxCall(server.url, who, 'GET', '/api/staff/leads.csv?city=lakewood');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    // The BOM tells Excel it is UTF-8 (text() would drop it).
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('"Created at","ID","Name"')).toBe(true);
    const rows = text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('"Status"');
    const alice = rows.find((row) => row.includes('Alice Moreno'))!;
    expect(alice).toContain('"Lakewood"');
    expect(alice).toContain('"$15,000 or more"');
    expect(rows.find((row) => row.includes('Old Olga'))).toContain('"Contacted"');
    // Where the lead came from, in its own columns.
    const header = rows[0]!.split('","');
    const cells = alice.split('","');
    expect(cells[header.indexOf('UTM source')]).toBe('google');
    expect(cells[header.indexOf('Sent from page')]).toBe('/contact');
    // How many photos came with it (none here; test/server/lead-photos.test.ts counts some).
    expect(cells[header.indexOf('Photos')]).toBe('0');
  });

  it('offers the statuses, services and towns for the filters', async () => {
    const response = await inboxCall(server.url, who, 'GET', '/api/staff/choices');
    const choices = await response.json();
    expect(choices.statuses).toEqual([
      { value: 'new', label: 'New' },
      { value: 'contacted', label: 'Contacted' },
      { value: 'quote-sent', label: 'Quote sent' },
      { value: 'won', label: 'Won' },
      { value: 'lost', label: 'Lost' },
    ]);
    expect(choices.services).toContainEqual({ value: 'asphalt-shingles', label: 'Asphalt Shingles' });
    expect(choices.services).toContainEqual({ value: 'Roofing', label: 'Roofing' });
    expect(choices.cities).toContainEqual({ value: 'lakewood', label: 'Lakewood' });
  });
});

describe("a lead's page", () => {
  it('shows every field, its labels, one-tap links, and its e-mail history', async () => {
    const notify = await post('/api/notifications/email', { submissionId: ids.alice });
    expect(await notify.json()).toEqual({ success: true });
    const detail = await (await inboxCall(server.url, who, 'GET', `/api/staff/leads/${ids.alice}`)).json();
    expect(detail.lead).toMatchObject({
      id: ids.alice,
      status: 'new',
      spam: false,
      page: '/contact',
      utmSource: 'google',
      utmCampaign: 'storm',
      referrer: '',
    });
    expect(detail.lead.answers).toEqual([
      { key: 'address', label: 'Address', kind: 'short', value: '12 Palm Ave, 100% sure', text: '12 Palm Ave, 100% sure' },
      { key: 'city', label: 'City', kind: 'choice', value: 'lakewood', text: 'Lakewood' },
      { key: 'serviceType', label: 'Service', kind: 'choice', value: 'Roofing', text: 'Roofing' },
      { key: 'message', label: 'Message', kind: 'long', value: 'Storm shutters or impact glass?', text: 'Storm shutters or impact glass?' },
      { key: 'budget', label: 'Budget', kind: 'choice', value: 'over-15k', text: '$15,000 or more' },
    ]);
    expect(detail.labels).toEqual({ city: 'Lakewood', serviceType: 'Roofing', language: '' });
    expect(detail.links).toEqual({
      tel: 'tel:+12395550101',
      mailto: 'mailto:alice.m@example.com',
      map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Palm Ave, 100% sure, Lakewood')}`,
    });
    expect(detail.delivery).toMatchObject({ state: 'sent', attempts: 1, messageId: expect.stringMatching(/^<lead-/) });
    expect(Object.keys(detail.delivery.recipients).sort()).toEqual([...testSite.leads.staffEmails].sort());
    expect(detail.history.map((event: { kind: string }) => event.kind)).toEqual(['created', 'delivery']);
    expect(detail.history[1]).toMatchObject({ actor: 'server', to: 'sent', text: expect.stringContaining('office@test.example') });
  });

  it('keeps every status change and note, oldest first, with who and when', async () => {
    const path = `/api/staff/leads/${ids.bob}`;
    expect((await inboxCall(server.url, who, 'PATCH', path, { status: 'contacted' })).status).toBe(200);
    const noted = await inboxCall(server.url, who, 'POST', `${path}/notes`, { text: 'Called, wants a visit Tuesday.' });
    expect(noted.status).toBe(201);
    await inboxCall(server.url, who, 'POST', `${path}/notes`, { text: 'Visit moved to Wednesday.' });
    const other = await signedIn(server.url, 'estimates@test.example');
    const last = await inboxCall(server.url, other, 'PATCH', path, { status: 'quote-sent' });
    // Setting the same status again records nothing.
    await inboxCall(server.url, other, 'PATCH', path, { status: 'quote-sent' });
    const { history, lead } = await (await inboxCall(server.url, who, 'GET', path)).json();
    expect(lead.status).toBe('quote-sent');
    expect(history.map(({ at: _at, ...event }: { at: string }) => event)).toEqual([
      { actor: 'server', kind: 'created' },
      { actor: 'office@test.example', kind: 'status', from: 'new', to: 'contacted' },
      { actor: 'office@test.example', kind: 'note', text: 'Called, wants a visit Tuesday.' },
      { actor: 'office@test.example', kind: 'note', text: 'Visit moved to Wednesday.' },
      { actor: 'estimates@test.example', kind: 'status', from: 'contacted', to: 'quote-sent' },
    ]);
    const times = history.map((event: { at: string }) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await last.json()).history).toHaveLength(5);
  });

  it('answers 404 to an unknown lead and 400 to a bad change', async () => {
    const unknown = `/api/staff/leads/${newLeadId('contact')}`;
    expect((await inboxCall(server.url, who, 'GET', unknown)).status).toBe(404);
    expect((await inboxCall(server.url, who, 'PATCH', unknown, { status: 'won' })).status).toBe(404);
    expect((await inboxCall(server.url, who, 'POST', `${unknown}/notes`, { text: 'x' })).status).toBe(404);
    expect((await inboxCall(server.url, who, 'POST', `${unknown}/resend`)).status).toBe(404);
    const path = `/api/staff/leads/${ids.bob}`;
    for (const body of [{ status: 'done' }, { spam: 'yes' }, { name: 'Changed' }, []]) {
      expect((await inboxCall(server.url, who, 'PATCH', path, body)).status).toBe(400);
    }
    for (const body of [{ text: '' }, { text: 'x'.repeat(5001) }, { text: 5 }, { text: 'ok', extra: 1 }]) {
      expect((await inboxCall(server.url, who, 'POST', `${path}/notes`, body)).status).toBe(400);
    }
    expect((await inboxCall(server.url, who, 'POST', `${path}/notes`, { text: 'x'.repeat(5000) })).status).toBe(201);
  });
});

describe('spam and resending', () => {
  it('notifies the office of a lead rescued from spam, once', async () => {
    const path = `/api/staff/leads/${ids.spam}`;
    expect(mailsFor(ids.spam)).toHaveLength(0);
    const rescued = await inboxCall(server.url, who, 'PATCH', path, { spam: false });
    expect(rescued.status).toBe(200);
    const detail = await rescued.json();
    expect(detail.lead.spam).toBe(false);
    expect(mailsFor(ids.spam)).toHaveLength(1);
    expect(detail.history.map((event: { kind: string; to?: string }) => [event.kind, event.to])).toEqual([
      ['created', undefined],
      ['spam', 'false'],
      ['delivery', 'sent'],
    ]);
    // Marked again and rescued again: it was notified already.
    await inboxCall(server.url, who, 'PATCH', path, { spam: true });
    await inboxCall(server.url, who, 'PATCH', path, { spam: false });
    expect(mailsFor(ids.spam)).toHaveLength(1);
    expect((await list('spam=only')).leads).toEqual([]);
  });

  it('resends a delivered lead as a new message to every address, and refuses to resend spam', async () => {
    const path = `/api/staff/leads/${ids.alice}`;
    const first = mailsFor(ids.alice);
    expect(first).toHaveLength(1);
    const response = await inboxCall(server.url, who, 'POST', `${path}/resend`);
    expect(response.status).toBe(202);
    const detail = await response.json();
    const mails = mailsFor(ids.alice);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.headers['message-id']).not.toBe(mails[0]!.headers['message-id']);
    expect(mails[1]!.rcptTo.sort()).toEqual([...testSite.leads.staffEmails].sort());
    expect(detail.history.slice(-2).map((event: { kind: string; actor: string }) => [event.kind, event.actor])).toEqual([
      ['resend', 'office@test.example'],
      ['delivery', 'server'],
    ]);
    expect(detail.delivery.attempts).toBe(2);

    await inboxCall(server.url, who, 'PATCH', path, { spam: true });
    expect((await inboxCall(server.url, who, 'POST', `${path}/resend`)).status).toBe(409);
  });

  it('records a refused e-mail in the history with the mail server reply', async () => {
    const id = await create('contact', { name: 'Refused Rita', email: 'rita@example.com' });
    for (const address of testSite.leads.staffEmails) smtp.behaviour.refuse.add(address);
    try {
      await post('/api/notifications/email', { submissionId: id });
      const { history, delivery } = await (await inboxCall(server.url, who, 'GET', `/api/staff/leads/${id}`)).json();
      expect(delivery.state).toBe('failed');
      expect(history.at(-1)).toMatchObject({ kind: 'delivery', to: 'failed', text: expect.stringContaining('No such mailbox') });
      expect((await list('q=Rita')).leads[0].delivery).toBe('failed');
    } finally {
      smtp.behaviour.refuse.clear();
    }
  });
});

async function create(kind: 'contact' | 'cta', fields: Record<string, string>): Promise<string> {
  const id = newLeadId(kind);
  const response = await post(contactsPath, { id, phone: '(239) 555-0142', ...fields });
  expect(response.status).toBe(201);
  return id;
}

function post(path: string, body: unknown) {
  return fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function list(query: string) {
  const response = await inboxCall(server.url, who, 'GET', `/api/staff/leads?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

function ids_(page: { leads: { id: string }[] }): string[] {
  return page.leads.map((lead) => lead.id);
}

function mailsFor(id: string) {
  return smtp.messages.filter((message) => message.headers['x-lead-id'] === id);
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
