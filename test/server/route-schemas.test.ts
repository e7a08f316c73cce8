// @vitest-environment node
// Every route the app registers says what it takes and what it answers: the lead API, the staff API and the plain form
// each declare a schema (params, query, body, answers), which Fastify checks and the inbox's types come from. Only
// the pages and files are left out, each for a reason.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { askForLeadEmail, contactsPath, startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

/** Routes outside the API, answering a page, a file or a redirect as it is, never JSON: no schema, and why. */
const exempt: [RegExp, string][] = [
  [/^GET \/staff\/(sw\.js|manifest\.webmanifest|icon\.svg)$/, "the inbox's service worker, manifest and icon: files"],
  [/^GET \/staff(\/\*|\/sign-in)?$/, "the inbox's pages (when the inbox is built)"],
  ...testSite.redirects.map(({ from }): [RegExp, string] => [new RegExp(`^GET ${from}/?$`), 'a redirect site.yaml names: a 301, no body']),
  [/^GET \/(\*)?$/, "the site's built pages and files (when the site is built)"],
];

/** Routes that only refuse: no success answer to declare. */
const refusing: Record<string, string> = {
  'PUT /api/db/:project/rest/v1/:table': "405: PostgREST's PUT is not offered",
};

let server: RunningApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  server = await startApp({ onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await server?.close();
});

describe('every route', () => {
  it('declares its params, query, body and answers, the pages and files alone excepted', () => {
    const declared = routes.filter((route) => route.method !== 'HEAD');
    const names = declared.map((route) => `${String(route.method)} ${route.url}`);
    // The lead API, the plain form, photos, visits, and the staff API are all here.
    expect(names.filter((name) => name.includes(' /api/')).length).toBeGreaterThanOrEqual(40);
    const missing: string[] = [];
    for (const route of declared) {
      const name = `${String(route.method)} ${route.url}`;
      if (!route.url.startsWith('/api/')) continue;
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const lacks = [
        route.url.includes(':') && !schema.params && 'params',
        !schema.querystring && 'querystring',
        ['POST', 'PATCH'].includes(String(route.method)) && !schema.body && 'body',
        !(name in refusing) && !Object.keys(response).some((status) => /^2(\d\d|xx)$/.test(status)) && 'a 2xx answer',
        !('4xx' in response) && 'the error answer',
      ].filter(Boolean);
      if (lacks.length) missing.push(`${name}: ${lacks.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves out only the pages, files and redirects outside the API, each for a reason', () => {
    const outside = routes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/'));
    const unexplained = outside
      .map((route) => `${String(route.method)} ${route.url}`)
      .filter((name) => !exempt.some(([pattern]) => pattern.test(name)));
    expect(unexplained).toEqual([]);
    // The inbox's files are among them: the list is read, not empty.
    expect(outside.length).toBeGreaterThanOrEqual(3);
  });
});

describe("the staff API's answers", () => {
  // The test app checks each answer against its route's response schema (config.checkAnswers): a field the schema
  // does not name, or a value of another type, is a 500 here instead of being dropped or changed on the way out.
  it('send a lead with its photo, history and delivery whole, on every route that shows it', async () => {
    const who = await signedIn(server.url, 'answers@test.example');
    const id = newLeadId('contact');
    const created = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ id, name: 'Whole Answer', email: 'whole@example.com', phone: '(239) 555-0188', utmSource: 'mail' }),
    });
    expect(created.status).toBe(201);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const upload = await fetch(`${server.url}/api/leads/${id}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'x-upload-token': created.headers.get('x-upload-token') ?? '', 'x-file-name': 'a.jpg' },
      body: photo,
    });
    expect(upload.status).toBe(201);
    expect((await askForLeadEmail(server.url, id)).status).toBe(200);
    const lead = `/api/staff/leads/${id}`;
    const changes: [string, string, unknown][] = [
      ['PATCH', lead, { status: 'contacted' }],
      ['POST', `${lead}/notes`, { text: 'Called back' }],
      ['POST', `${lead}/contact`, { via: 'call' }],
    ];
    for (const [method, path, body] of changes)
      expect((await inboxCall(server.url, who, method, path, body)).status, path).toBeLessThan(300);
    const day = new Date().toISOString().slice(0, 10);
    const reads = [
      '/api/staff/session',
      '/api/staff/sessions',
      '/api/staff/leads',
      '/api/staff/leads?status=contacted&spam=all&page=1',
      lead,
      '/api/staff/choices',
      `/api/staff/report?from=${day}&to=${day}`,
      '/api/staff/speed/report?weeks=2',
    ];
    const answers: Record<string, unknown> = {};
    for (const path of reads) {
      const response = await inboxCall(server.url, who, 'GET', path);
      expect(response.status, path).toBe(200);
      answers[path] = await response.json();
    }
    const detail = answers[lead] as { lead: { photos: unknown[]; utmSource: string }; history: { kind: string }[]; delivery: unknown };
    expect(detail.lead.photos).toHaveLength(1);
    expect(detail.lead.utmSource).toBe('mail');
    expect(detail.history.map((line) => line.kind)).toEqual(expect.arrayContaining(['created', 'status', 'note', 'contact']));
    expect(detail.delivery).not.toBeNull();
    const token = { authorization: `Bearer ${staffToken}` };
    for (const path of ['/api/staff/accounts', `${contactsPath}?id=eq.${id}`, `/api/visits/report?from=${day}&to=${day}`]) {
      expect((await fetch(server.url + path, { headers: token })).status, path).toBe(200);
    }
  });
});
