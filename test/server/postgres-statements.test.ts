// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/store/db.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

describe.skipIf(!testDatabaseUrl)(
  `prepared statements on PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
  () => {
    const schema = uniqueSchema('statements');
    let db: Db;
    let other: pg.Client;

    beforeAll(async () => {
      db = await openPostgres(testDatabaseUrl!, schema);
      await db.exec('CREATE TABLE things (id text PRIMARY KEY, size integer NOT NULL CHECK (size >= 0), at timestamptz)');
      // Another instance's connection, as a second server on the same database would have.
      other = new pg.Client({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}` });
      await other.connect();
    });
    afterAll(async () => {
      await other?.end();
      await db?.close();
      await dropSchema(schema);
    });

    it('returns the same rows as an unprepared statement, and prepares each text once per connection', async () => {
      const at = new Date('2026-01-02T03:04:05.678Z');
      const insert = 'INSERT INTO things (id, size, at) VALUES ($1, $2, $3) RETURNING *';
      expect(await db.query(insert, ['a', 1, at])).toEqual([{ id: 'a', size: 1, at }]);
      expect(await db.query(insert, ['b', 2, null])).toEqual([{ id: 'b', size: 2, at: null }]);
      const select = 'SELECT * FROM things WHERE size >= $1 ORDER BY id';
      expect(await db.query(select, [1])).toEqual((await other.query(select, [1])).rows);
      const prepared = await db.transaction(async (tx) => {
        await tx.query(select, [0]);
        await tx.query(select, [1]);
        return tx.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
      });
      expect(prepared.filter((row) => row.statement === select)).toEqual([
        { name: expect.stringMatching(/^ls_[0-9a-f]{20}_\d+$/), statement: select },
      ]);
    });

    it('survives a statement that fails and keeps answering', async () => {
      const update = 'UPDATE things SET size = $2 WHERE id = $1 RETURNING size';
      await expect(db.query(update, ['a', -1])).rejects.toMatchObject({ code: '23514' });
      await expect(db.query(update, ['a', 'many'])).rejects.toMatchObject({ code: '22P02' });
      expect(await db.query(update, ['a', 5])).toEqual([{ size: 5 }]);
    });

    it("sees a column another instance added after the statement was prepared on this instance's connections", async () => {
      const select = 'SELECT * FROM things WHERE id = $1';
      // Several at once, so several of the pool's connections prepare it.
      const before = await Promise.all(Array.from({ length: 5 }, () => db.query(select, ['a'])));
      expect(before.every((rows) => !('colour' in rows[0]!))).toBe(true);
      await other.query("ALTER TABLE things ADD COLUMN colour text NOT NULL DEFAULT 'white'");
      const after = await Promise.all(Array.from({ length: 5 }, () => db.query(select, ['a'])));
      expect(after).toEqual(Array.from({ length: 5 }, () => [expect.objectContaining({ id: 'a', colour: 'white' })]));
    });
  },
);
