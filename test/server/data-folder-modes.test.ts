// @vitest-environment node
// The data folder holds leads, password hashes, keys and backups: from the first start, every folder in it is 0700
// and every file 0600 (the embedded database's own files and WAL included, which PGlite would make 0666); a start
// over a looser folder tightens it and says so once.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { askForLeadEmail, contactsPath, startApp } from '../support/test-app.ts';

const cleanup = cleanUpAfterAll();

// Every path under the folder (itself included) whose mode lets the group or others in, with that mode.
function loosePaths(folder: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(folder);
  return found;
}

function countFiles(folder: string): number {
  let files = 0;
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(path, entry.name));
      else files += 1;
    }
  };
  walk(folder);
  return files;
}

describe('the data folder', () => {
  it('is its owner alone from the first start: the database, its WAL, the outbox, the keys', { timeout: 120_000 }, async () => {
    const parent = mkdtempSync(join(tmpdir(), 'modes-'));
    cleanup(() => rmSync(parent, { recursive: true, force: true }));
    // A folder that does not exist yet: the server makes it and the database in it.
    const dataDir = join(parent, 'data');
    const server = await startApp({ dataDir });
    const id = newLeadId('contact');
    const created = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Private Person', email: 'private@home.example', phone: '(239) 555-0142' }),
    });
    expect(created.status).toBe(201);
    expect((await askForLeadEmail(server.url, id)).status).toBeLessThan(300);
    await server.close();

    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['db', 'outbox']));
    expect(readdirSync(join(dataDir, 'db'))).toContain('pg_wal');
    expect(countFiles(join(dataDir, 'db'))).toBeGreaterThan(100);
    expect(loosePaths(dataDir)).toEqual([]);
  });

  it('found readable by others is tightened at start, and the start says so once', { timeout: 120_000 }, async () => {
    const data = await freshDataDir();
    cleanup(() => data.remove());
    const store = await openStore({ dataDir: data.dir });
    await store.db.close();
    const loosen = (path: string) => {
      const directory = lstatSync(path).isDirectory();
      chmodSync(path, directory ? 0o777 : 0o666);
      if (directory) for (const name of readdirSync(path)) loosen(join(path, name));
    };
    loosen(data.dir);
    expect(loosePaths(data.dir).length).toBeGreaterThan(100);

    const said: string[] = [];
    const reopened = await openStore({ dataDir: data.dir, log: (message) => said.push(message) });
    await reopened.db.close();
    expect(loosePaths(data.dir)).toEqual([]);
    expect(said.filter((message) => /readable by this server's user alone/.test(message))).toHaveLength(1);
    expect(said.join('\n')).toContain(data.dir);

    const again: string[] = [];
    const third = await openStore({ dataDir: data.dir, log: (message) => again.push(message) });
    await third.db.close();
    expect(again).toEqual([]);
  });
});
