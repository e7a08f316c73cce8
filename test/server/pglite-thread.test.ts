// @vitest-environment node
// The embedded database's thread: closing the database ends it by itself, never stopped by force mid-work.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/store/pglite-driver.ts';
import { freshDataDir } from '../support/data-dir.ts';

describe('embedded database thread', () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  beforeAll(async () => {
    data = await freshDataDir();
  });
  afterAll(() => data?.remove());

  it('ends by itself once its database is closed, and refuses calls after', async () => {
    const logged: string[] = [];
    const db = await openPglite(join(data.dir, 'db'), (line) => logged.push(line));
    await db.exec('CREATE TABLE notes (id serial PRIMARY KEY, text text)');
    await db.query('INSERT INTO notes (text) VALUES ($1)', ['kept']);
    await db.close();
    // A thread still running 5 s after closing is stopped, and the log says so.
    expect(logged).toEqual([]);
    await expect(db.query('SELECT 1')).rejects.toThrow('PGlite is closed');
    // What it wrote before closing is on disk.
    const again = await openPglite(join(data.dir, 'db'));
    await expect(again.query('SELECT text FROM notes')).resolves.toEqual([{ text: 'kept' }]);
    await again.close();
  });
});
