// @vitest-environment node
// `npm run leads` finds the server where `npm start` put it: the PORT (and the token) of the same .env file, with
// nothing in its environment to say so.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { copyProject } from '../support/project-copy.ts';
import { startApp, staffToken, testSite } from '../support/test-app.ts';

const project = readSiteConfig(process.cwd()).site.leads.project;
const copy = copyProject('leads-env');
const cleanups: (() => Promise<void> | void)[] = [() => copy.remove()];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The real `npm run leads -- ...` from the project's folder, with an environment holding no PORT, URL or token.
function npmLeads(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', 'leads', '--', ...args], {
    cwd: copy.root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? copy.root, ...copy.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run leads', () => {
  it('reads PORT from the .env file the server reads, and lists the leads of the server on that port', { timeout: 120_000 }, async () => {
    const server = await startApp({ site: { ...testSite, leads: { ...testSite.leads, project } } });
    cleanups.push(() => server.close());
    const id = newLeadId('contact');
    const response = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Port From Env', email: 'port@home.example', phone: '(239) 555-0300' }),
    });
    expect(response.status).toBe(201);
    const port = new URL(server.url).port;
    expect(port).not.toBe('3000');
    writeFileSync(join(copy.root, '.env'), `# as for npm start\nPORT=${port}\nSTAFF_TOKEN=${staffToken}\n`);
    const { code, stdout, stderr } = await npmLeads(['list']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(id);
    expect(stdout).toContain('Port From Env');
  });
});
