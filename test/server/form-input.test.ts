// @vitest-environment node
// What a visitor types that the office could not use, and a busy connection: refused with words, never lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { checkLead } from '../../src/forms/lead-check.ts';
import { contactsPath, startApp, staffToken, testFormWords, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

let server: RunningApp;
beforeAll(async () => {
  server = await startApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
});
afterAll(async () => {
  await server?.close();
});

const invisible = 'jane\u200B@example.com';
const lead = { name: 'Jane Doe', email: 'jane@example.com', phone: '(239) 555-0142' };

function postForm(fields: Record<string, string>) {
  return fetch(`${server.url}/api/leads/form`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function storedNamed(name: string): Promise<unknown[]> {
  const response = await fetch(`${server.url}${contactsPath}?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  return (await response.json()) as unknown[];
}

describe('an e-mail address with an invisible character', () => {
  it.each(['200B', '200D', 'FEFF', '00AD', '202E'])('is refused by the form check (U+%s)', (code) => {
    const errors = checkLead({ ...lead, email: `jane${String.fromCodePoint(parseInt(code, 16))}@example.com` }, [], testFormWords.problems);
    expect(Object.keys(errors)).toEqual(['email']);
    expect(errors.email).toMatch(/^This address contains an invisible character/);
  });

  it('is refused by the API with the field message, and nothing is stored', async () => {
    const response = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ id: newLeadId('contact'), ...lead, name: 'Invisible Api', email: invisible }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: string }).details).toBe(`email: ${testFormWords.problems.invisible}`);
    expect(await storedNamed('Invisible Api')).toHaveLength(0);
  });

  it('is refused by the form without JavaScript, beside the field, with what was typed', async () => {
    const response = await postForm({ form: 'estimate', returnTo: '/contact', ...lead, name: 'Invisible Form', email: invisible });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<p class="error" id="email-error">${testFormWords.problems.invisible.replace("'", '&#39;')}`);
    expect(html).toContain('value="Invisible Form"');
    expect(await storedNamed('Invisible Form')).toHaveLength(0);
  });
});

describe('the form without JavaScript, rate-limited', () => {
  it('shows the form again with a friendly message and what was typed, not JSON', async () => {
    const fields = { form: 'estimate', returnTo: '/contact', ...lead, name: 'Busy Connection', message: 'Two windows' };
    // trustProxy is off: every request here comes from 127.0.0.1 and shares one counter.
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4 && last?.status !== 429; i++) {
      last = await postForm(fields);
      statuses.push(last.status);
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await last!.text();
    expect(html).toContain('Many requests came from your connection just now');
    expect(html).toContain(testSite.phone);
    expect(html).toContain('value="Busy Connection"');
    expect(html).toContain('>Two windows</textarea>');
    expect(html).not.toMatch(/^\{/);
  });
});
