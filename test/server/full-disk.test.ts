// @vitest-environment node
// The data folder on a small file system (tmpfs) filled up: requests are refused with a clear 503, the no-JavaScript
// form comes back with what was typed and the phone, the log says it once without a visitor's data, and the server
// stores requests again by itself once space is freed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { serverEnv, spawnServer } from '../support/server-process.ts';
import { staffToken } from '../support/test-app.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const skipReason = process.getuid?.() === 0 ? undefined : 'mounting a small file system needs root';
if (skipReason) console.info(`full-disk test skipped: ${skipReason}`);

const { site } = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url)));
const contacts = `/api/db/${site.leads.project}/rest/v1/contacts`;
const auth = { authorization: `Bearer ${staffToken}` };
const visitor = { name: 'Rosalind Quillfeather', email: 'rosalind.quill@example.com', phone: '(239) 555-0187' };
const cleanup = cleanUpAfterAll();

describe.skipIf(skipReason !== undefined)('a full disk', () => {
  it('answers 503 with the phone, keeps what was typed, logs once without visitor data, and recovers', { timeout: 120_000 }, async () => {
    const mount = mkdtempSync(join(tmpdir(), 'full-disk-'));
    cleanup(() => rmSync(mount, { recursive: true, force: true }));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=80m', 'tmpfs', mount]);
    cleanup(() => execFileSync('umount', ['-l', mount]));
    const template = await freshDataDir();
    mkdirSync(join(mount, 'data'));
    cpSync(join(template.dir, 'db'), join(mount, 'data', 'db'), { recursive: true });
    template.remove();
    const server = await spawnServer(
      await serverEnv(join(mount, 'data'), staffToken, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
      contacts,
      auth,
    );
    cleanup(() => void server.child.kill('SIGKILL'));

    // Fill the disk but a few kilobytes.
    const filler = join(mount, 'filler');
    const { bavail, bsize } = statfsSync(mount);
    execFileSync('fallocate', ['-l', String(bavail * bsize - 3_000), filler]);

    const stored: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const id = newLeadId('contact');
      const response = await fetch(server.url + contacts, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, ...visitor, message: `Ten windows, please. ${'Hurricane season is coming. '.repeat(60)}` }),
      });
      statuses.push(response.status);
      if (response.status === 201) stored.push(id);
      if (response.status === 503) {
        expect(response.headers.get('retry-after')).toBe('300');
        expect(await response.json()).toMatchObject({ code: 'PGRST503', message: 'The request could not be saved just now' });
      }
    }
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

    const form = await fetch(`${server.url}/api/leads/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form: 'estimate', returnTo: '/contact', ...visitor, message: 'Sliding doors stick', website: '' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(503);
    const page = await form.text();
    expect(page).toContain('could not be saved just now');
    expect(page).toContain(site.phone);
    expect(page).toContain(visitor.name);
    expect(page).toContain('Sliding doors stick');

    // Space comes back: the next request is stored, and nothing stored before was torn.
    rmSync(filler);
    const after = newLeadId('contact');
    const again = await fetch(server.url + contacts, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: after, ...visitor }),
    });
    expect(again.status).toBe(201);
    const list = await fetch(`${server.url}${contacts}?limit=1000`, { headers: auth });
    const ids = ((await list.json()) as { id: string }[]).map((row) => row.id);
    expect(ids.sort()).toEqual([...stored, after].sort());

    const log = server.output();
    expect(log.match(/The disk that holds the leads is full/g)).toHaveLength(1);
    expect(log).toContain('Requests are stored again');
    for (const value of Object.values(visitor)) expect(log).not.toContain(value);
  });
});
