// @vitest-environment node
// A real deployment (an https PUBLIC_URL) starts only when the site is ready to go live; a plain start on a fresh
// clone, or one on an http address, serves the sample as before.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { goLiveProblems } from '../../src/server/go-live.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { liveSite } from '../support/content-copy.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { copyProject } from '../support/project-copy.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { refusedStart, serverEnv, spawnServer } from '../support/server-process.ts';
import { staffToken } from '../support/test-app.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const project = readSiteConfig(root).site.leads.project;
const cleanups: (() => Promise<void> | void)[] = [];
// A site still marked as the sample (its name, sharing picture and stand-ins), apart from content/.
const marked = copyProject('go-live', fixtureRoot('content-site'));
cleanups.push(() => marked.remove());
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ready = {
  PUBLIC_URL: 'https://www.harborlightwindows.com',
  MAIL_FROM: '"Harbor Light Windows" <website@harborlightwindows.com>',
  SMTP_URL: 'smtps://website:secret@smtp.mailprovider.net:465',
};

async function dataDir(): Promise<string> {
  const data = await freshDataDir();
  cleanups.push(() => data.remove());
  return data.dir;
}

describe('the start of a real deployment', () => {
  it('is refused on a site still marked as the sample, one line per problem: each mark with file:line:column, each missing setting', async () => {
    const env = await serverEnv(await dataDir(), staffToken, { ...marked.env, PUBLIC_URL: 'https://www.harborlightwindows.com' });
    const { code, output, answered } = await refusedStart(env, marked.root);
    expect(code).toBe(1);
    expect(answered).toBe(false);
    const [first, ...lines] = output.trim().split('\n');
    expect(first).toBe(
      'Cannot start the server at https://www.harborlightwindows.com: it is not ready to go live (npm run check -- --production shows each in full):',
    );
    const content = lines.filter((line) => /^content\/site\.yaml:\d+:\d+ {2}\S/.test(line));
    expect(content).toHaveLength(10);
    expect(content[0]).toMatch(
      /^content\/site\.yaml:\d+:7 {2}The sample's business name 'Sample Windows & Doors' is still here\. Write your own business's name/,
    );
    expect(lines.slice(content.length)).toEqual([
      expect.stringMatching(/^MAIL_FROM {2}is not set, .*\. Set it to an address on your own domain/),
      expect.stringMatching(/^SMTP_URL {2}is not set, .*\. Set your mail provider's SMTP address/),
    ]);
  });

  it('is refused on the content alone when the settings are made', async () => {
    const env = await serverEnv(await dataDir(), staffToken, { ...marked.env, ...ready });
    const { code, output } = await refusedStart(env, marked.root);
    expect(code).toBe(1);
    const lines = output.trim().split('\n').slice(1);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.startsWith('content/site.yaml:'))).toBe(true);
  });

  it('passes the check of a site made ready, with its settings', () => {
    expect(goLiveProblems(ready, liveSite)).toEqual([]);
    expect(goLiveProblems({ ...ready, SMTP_URL: '' }, liveSite)).toEqual([
      expect.stringMatching(/^SMTP_URL {2}is not set, so every e-mail would only be written to a file in DATA_DIR\/outbox\. /),
    ]);
  });
});

describe('a plain start', () => {
  it.each([
    ['with no PUBLIC_URL (a fresh clone)', {}],
    ['with an http PUBLIC_URL', { PUBLIC_URL: 'http://leads.office.lan:3000' }],
  ])('%s serves the sample', async (_, more: Record<string, string>) => {
    const env = await serverEnv(await dataDir(), staffToken, more);
    const auth = { authorization: `Bearer ${staffToken}` };
    const server = await spawnServer(env, `/api/db/${project}/rest/v1/contacts?limit=1`, auth);
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });
    const response = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts?limit=1`, { headers: auth });
    expect(response.status).toBe(200);
    expect(server.output()).not.toContain('not ready to go live');
  });
});
