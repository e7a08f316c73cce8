// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../scripts/leads.ts';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const cleanup = cleanUpAfterAll();

describe('npm run leads -- backup / restore', () => {
  it("saves a running server's data and loads it into a wiped data folder", { timeout: 180_000 }, async () => {
    const server = await startApp();
    cleanup(() => server.close());
    const id = newLeadId('contact');
    const created = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Kept Through Restore', email: 'kept@example.com', phone: '(239) 555-0142' }),
    });
    expect(created.status).toBe(201);
    const work = mkdtempSync(join(tmpdir(), 'backup-cli-'));
    cleanup(() => rmSync(work, { recursive: true, force: true }));
    const file = join(work, 'leads.jsonl.gz');
    const said = { out: '', err: '' };
    const io = { out: (text: string) => void (said.out += text), err: (text: string) => void (said.err += text) };

    expect(await run(['backup', file], { STAFF_TOKEN: staffToken, LEADS_API_URL: server.url }, io)).toBe(0);
    expect(said.err).toBe(`Backup written to ${file}\n`);
    expect(existsSync(`${file}.partial`)).toBe(false);
    // It holds every lead and password hash: readable by its owner alone.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A wrong token writes nothing.
    expect(await run(['backup', join(work, 'refused.gz')], { STAFF_TOKEN: 'wrong-token-0123456789', LEADS_API_URL: server.url }, io)).toBe(
      1,
    );
    expect(existsSync(join(work, 'refused.gz'))).toBe(false);

    const wiped = await freshDataDir();
    cleanup(() => wiped.remove());
    expect(await run(['restore', file], { DATA_DIR: wiped.dir }, io)).toBe(0);
    expect(said.out).toMatch(/^Restored .* contacts 1,/m);
    // Twice: the store now holds data, and says how to go on.
    expect(await run(['restore', file], { DATA_DIR: wiped.dir }, io)).toBe(1);
    expect(said.err).toMatch(/not empty: contacts \(1\).*--replace/);
    expect(await run(['restore', file, '--replace'], { DATA_DIR: wiped.dir }, io)).toBe(0);
    expect(await run(['restore'], { DATA_DIR: wiped.dir }, io)).toBe(2);

    const reopened = await startApp({ dataDir: wiped.dir });
    cleanup(() => reopened.close());
    const rows = await fetch(`${reopened.url}${contactsPath}?id=eq.${id}`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(((await rows.json()) as { name: string }[]).map((row) => row.name)).toEqual(['Kept Through Restore']);
  });
});
