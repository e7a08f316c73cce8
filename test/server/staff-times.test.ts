// @vitest-environment node
// Times on the business's clock with the server's in UTC (as on a cloud machine): the inbox learns the business's
// zone from its session, the list's date filters take whole days on that clock, and the leads command prints its
// times on it, naming it once.
process.env.TZ = 'UTC';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { businessTimeZone } from '../../src/server/speed/speed-settings.ts';
import { run } from '../../scripts/leads.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const content = readSiteConfig(root);
const zone = 'America/Chicago';
// The content's speed-to-lead settings, on another clock than the sample business's.
const speed = { ...content.speed!, openings: { ...content.speed!.openings, timeZone: zone } };
const site = { ...testSite, leads: { ...testSite.leads, project: content.site.leads.project } };
// 03:30 UTC on 10 March 2026 is 22:30 on the 9th in Chicago (UTC-5 from 8 March).
const late = '2026-03-10T03:30:00.000Z';
let server: RunningApp;
let who: SignedIn;
let id: string;

beforeAll(async () => {
  server = await startApp({ site, speed });
  who = await signedIn(server.url, 'office@test.example');
  id = newLeadId('contact');
  const created = await fetch(`${server.url}/api/db/${site.leads.project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name: 'Late Evening', email: 'late@home.example', phone: '(239) 555-0142' }),
  });
  expect(created.status).toBe(201);
  await server.app.leads.store.db.query('UPDATE contacts SET created_at = $2 WHERE id = $1', [id, late]);
});
afterAll(async () => {
  await server?.close();
});

describe("the business's clock, with the server's in UTC", () => {
  it('is named in the session, on asking and on signing in', async () => {
    expect(new Date(late).getHours()).toBe(3);
    const asked = await (await inboxCall(server.url, who, 'GET', '/api/staff/session')).json();
    expect(asked.timeZone).toBe(zone);
    const again = await fetch(`${server.url}/api/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: 'correct horse battery' }),
    });
    expect(again.status).toBe(200);
    expect((await again.json()).timeZone).toBe(zone);
  });

  it("takes the list's dates as whole days on it", async () => {
    const found = async (query: string) =>
      (await (await inboxCall(server.url, who, 'GET', `/api/staff/leads?${query}`)).json()).leads.map((lead: { id: string }) => lead.id);
    expect(await found('from=2026-03-09&to=2026-03-09')).toEqual([id]);
    expect(await found('from=2026-03-10&to=2026-03-10')).toEqual([]);
  });

  it('is the clock of the leads command, named under its table', async () => {
    // The command reads the business from the project's content, as it reads its project's name.
    const clock = businessTimeZone(content.speed);
    const expected = new Date(late).toLocaleString('sv-SE', { timeZone: clock }).slice(0, 16);
    expect(expected).not.toBe('2026-03-10 03:30');
    let out = '';
    const code = await run(
      ['list'],
      { LEADS_API_URL: server.url, STAFF_TOKEN: staffToken },
      { out: (text) => (out += text), err: () => {} },
    );
    expect(code).toBe(0);
    const line = out.split('\n').find((text) => text.includes(id))!;
    expect(line.startsWith(expected)).toBe(true);
    expect(out.trimEnd().split('\n').at(-1)).toMatch(new RegExp(`^Times in .*\\(${clock}\\)\\.$`));
  });
});
