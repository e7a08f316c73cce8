// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { run } from '../../scripts/leads.ts';
import { startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

// The CLI reads the project name from content/site.yaml, so the app uses that one.
const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
let server: RunningApp;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = await startApp({ site: { ...testSite, leads: { ...testSite.leads, project } } });
  env = { LEADS_API_URL: server.url, STAFF_TOKEN: staffToken };
});
afterAll(async () => {
  await server?.close();
});

describe('npm run leads -- staff', () => {
  it('adds an account and prints its one-time invitation link', async () => {
    const added = await cli(['staff', 'add', 'Pat@Office.example', '--name', 'Pat Doe']);
    expect(added.code).toBe(0);
    expect(added.out).toContain('Account created for Pat Doe <pat@office.example>.');
    const link = new RegExp(`${server.config.publicUrl}/staff/invite/([A-Za-z0-9_-]{40,})`).exec(added.out)?.[1];
    expect(link).toBeDefined();
    // No SMTP_URL on this server: the output says the link must be passed on by hand.
    expect(added.out).toMatch(/Nothing was e-mailed .*send this link to pat@office\.example yourself/);
    const info = await fetch(`${server.url}/api/staff/invitations/${link}`);
    expect(await info.json()).toEqual({ email: 'pat@office.example', purpose: 'invite' });

    const listed = await cli(['staff', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')[0]).toMatch(/^Email\s+Name\s+Password set\s+Last sign-in\s+Added/);
    expect(listed.out).toMatch(/pat@office\.example\s+Pat Doe\s+no \(invitation not used yet\)\s+never/);

    const again = await cli(['staff', 'add', 'pat@office.example']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/409: pat@office\.example already has an account/);
  });

  it('removes an account, which then is not listed and cannot be removed twice', async () => {
    await cli(['staff', 'add', 'quinn@office.example']);
    const removed = await cli(['staff', 'remove', 'quinn@office.example']);
    expect(removed.code).toBe(0);
    expect(removed.out).toMatch(/^Removed quinn@office\.example: signed out everywhere/);
    expect((await cli(['staff', 'list'])).out).not.toContain('quinn@office.example');
    const twice = await cli(['staff', 'remove', 'quinn@office.example']);
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/404: quinn@office\.example has no account/);
  });

  it('explains its arguments', async () => {
    for (const argv of [['staff'], ['staff', 'add'], ['staff', 'promote', 'x@office.example'], ['staff', 'list', '--name', 'X']]) {
      const result = await cli(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('staff add EMAIL [--name "Jane Doe"]');
    }
    expect((await cli(['help'])).out).toContain('staff remove EMAIL');
  });

  it('needs the staff token', async () => {
    const refused = await cli(['staff', 'list'], { STAFF_TOKEN: 'not-the-right-token' });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/refused the staff token \(401/);
  });

  it('lists leads with their whole ids', async () => {
    const id = `contact_${Date.now()}_${'a1b2c3d4'.repeat(8)}`;
    const response = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Long Id', email: 'long@example.com', phone: '(239) 555-0142' }),
    });
    expect(response.status).toBe(201);
    const list = await cli(['list']);
    expect(list.out).toContain(`  ${id}  `);
  });
});

async function cli(argv: string[], overrides: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const code = await run(argv, { ...env, ...overrides }, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}
