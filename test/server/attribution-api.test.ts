// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

let server: RunningApp;

beforeAll(async () => {
  server = await startApp();
});
afterAll(async () => {
  await server?.close();
});

const visitor = { name: 'Origin Person', email: 'origin@example.com', phone: '(239) 555-0131', serviceType: 'Roofing' };
const visit = {
  page: '/contact',
  landingPage: '/roof-replacement/asphalt-shingles?utm_source=google&utm_campaign=storm',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'storm',
  utmTerm: 'impact windows',
  utmContent: 'banner',
};

describe('the create request carries where the lead came from', () => {
  it('stores each field and shows it to staff', async () => {
    const id = newLeadId('contact');
    expect((await create({ id, ...visitor, ...visit })).status).toBe(201);
    expect((await staffRows(id))[0]).toMatchObject(visit);
  });

  it("accepts a request without them (an older page): each is ''", async () => {
    const id = newLeadId('cta');
    expect((await create({ id, ...visitor, serviceType: 'asphalt-shingles' })).status).toBe(201);
    expect((await staffRows(id))[0]).toMatchObject({ page: '', landingPage: '', referrer: '', utmSource: '', utmContent: '' });
  });

  it.each([
    ['a number', { utmSource: 5 }, 'utmSource: must be text'],
    ['an object', { page: { path: '/' } }, 'page: must be text'],
    ['a list', { referrer: ['https://a.example/'] }, 'referrer: must be text'],
    ['an address over 2,000 characters', { landingPage: `/${'a'.repeat(2000)}` }, 'landingPage: at most 2000 characters'],
    ['a campaign tag over 200 characters', { utmCampaign: 'c'.repeat(201) }, 'utmCampaign: at most 200 characters'],
    ['a NUL character', { utmTerm: 'a\u0000b' }, 'utmTerm: contains a NUL character'],
    ['the address parameter names instead of the fields', { utm_source: 'google' }, 'Unknown field(s): utm_source'],
  ])('refuses %s with the usual 400', async (_, extra, details) => {
    const id = newLeadId('contact');
    const response = await create({ id, ...visitor, ...extra });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Invalid request body', details });
    expect(await staffRows(id)).toHaveLength(0);
  });

  it('accepts values at their limits', async () => {
    const id = newLeadId('contact');
    const longest = { landingPage: `/${'a'.repeat(1999)}`, utmCampaign: 'c'.repeat(200) };
    expect((await create({ id, ...visitor, ...longest })).status).toBe(201);
    expect((await staffRows(id))[0]).toMatchObject(longest);
  });
});

describe('the no-JavaScript form records its page', () => {
  const form = { form: 'estimate', ...visitor, website: '' };

  it('from the page path written into the form', async () => {
    await postForm({ ...form, name: 'Form Page One', returnTo: '/roof-replacement/asphalt-shingles' });
    expect((await leadsNamed('Form Page One'))[0]).toMatchObject({
      page: '/roof-replacement/asphalt-shingles',
      landingPage: '',
      utmSource: '',
    });
  });

  it("with its query when the browser's Referer names the same page", async () => {
    const referer = `${server.url}/contact?utm_source=flyer`;
    await postForm({ ...form, name: 'Form Page Two', returnTo: '/contact' }, referer);
    expect((await leadsNamed('Form Page Two'))[0]?.page).toBe('/contact?utm_source=flyer');
    // Another site's Referer, or another page's, does not replace the written page.
    await postForm({ ...form, name: 'Form Page Three', returnTo: '/contact' }, 'https://evil.example/contact?x=1');
    expect((await leadsNamed('Form Page Three'))[0]?.page).toBe('/contact');
    await postForm({ ...form, name: 'Form Page Four', returnTo: '/contact' }, `${server.url}/about`);
    expect((await leadsNamed('Form Page Four'))[0]?.page).toBe('/contact');
  });

  it('from the Referer when the form names no page, and nothing from another site', async () => {
    await postForm({ ...form, name: 'Form Page Five' }, `${server.url}/financing?plan=12`);
    expect((await leadsNamed('Form Page Five'))[0]?.page).toBe('/financing?plan=12');
    await postForm({ ...form, name: 'Form Page Six' }, 'https://elsewhere.example/financing');
    expect((await leadsNamed('Form Page Six'))[0]?.page).toBe('');
  });
});

function create(body: Record<string, unknown>) {
  return fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
}

async function postForm(fields: Record<string, string>, referer?: string) {
  const response = await fetch(`${server.url}/api/leads/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function staffRows(id: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${server.url}${contactsPath}?id=eq.${id}`, { headers: { authorization: `Bearer ${staffToken}` } });
  return (await response.json()) as Record<string, unknown>[];
}

async function leadsNamed(name: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${server.url}${contactsPath}?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  return (await response.json()) as Record<string, unknown>[];
}
