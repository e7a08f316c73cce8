// @vitest-environment node
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from '../../src/server/store/pglite-statements.ts';
import { freshDataDir } from '../support/data-dir.ts';

let data: Awaited<ReturnType<typeof freshDataDir>>;
let pg: PGlite;

beforeAll(async () => {
  data = await freshDataDir();
  pg = await PGlite.create(join(data.dir, 'db'));
  await pg.exec(`CREATE TABLE things (
    id text PRIMARY KEY, size integer NOT NULL CHECK (size >= 0), ok boolean, at timestamptz, note text, price numeric)`);
});
afterAll(async () => {
  await pg?.close();
  data?.remove();
});

// What PostgreSQL itself holds prepared for this connection.
async function preparedNames(): Promise<string[]> {
  return (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((row) => row.name);
}

describe('prepared statements on the embedded database', () => {
  it('returns the same rows and types as PGlite, with the statement parsed once', async () => {
    const statements = preparedStatements(pg);
    const at = new Date('2026-01-02T03:04:05.678Z');
    const insert = 'INSERT INTO things (id, size, ok, at, note, price) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
    const first = await statements.query(insert, ['a', 3, true, at, null, '12.50']);
    const second = await statements.query(insert, ['b', 0, false, null, 'dash - "quoted" \\ and é', 7]);
    const select = 'SELECT * FROM things WHERE id = $1 OR size > $2 ORDER BY id';
    const own = (await pg.query(select, ['b', 1])).rows;
    expect(await statements.query(select, ['b', 1])).toEqual(own);
    expect(own).toEqual([...first, ...second]);
    expect(first).toEqual([{ id: 'a', size: 3, ok: true, at, note: null, price: '12.50' }]);
    expect(second[0]).toMatchObject({ ok: false, at: null, note: 'dash - "quoted" \\ and é', price: '7' });
    // Three calls of two statements: two prepared, none parsed again.
    expect(statements.size).toBe(2);
    expect((await preparedNames()).length).toBe(2);
    await statements.forget();
    expect(await preparedNames()).toEqual([]);
  });

  it('answers statements without parameters and without rows', async () => {
    const statements = preparedStatements(pg);
    expect(await statements.query('SELECT 1 + 1 AS two', [])).toEqual([{ two: 2 }]);
    expect(await statements.query("UPDATE things SET note = 'x' WHERE id = $1", ['nobody'])).toEqual([]);
    await statements.forget();
  });

  it('survives a statement that fails, at parse and at execution, and keeps working', async () => {
    const statements = preparedStatements(pg);
    const parseError = await statements.query('SELEC * FROM things WHERE id = $1', ['a']).catch((e: unknown) => e);
    expect(parseError).toMatchObject({ code: '42601', query: 'SELEC * FROM things WHERE id = $1' });
    expect(statements.size).toBe(0);
    const update = 'UPDATE things SET size = $2 WHERE id = $1 RETURNING size';
    // A CHECK violation while executing, then a value PostgreSQL cannot read as an integer.
    await expect(statements.query(update, ['a', -1])).rejects.toMatchObject({ code: '23514', params: ['a', -1] });
    await expect(statements.query(update, ['a', 'many'])).rejects.toMatchObject({ code: '22P02' });
    expect(await statements.query(update, ['a', 5])).toEqual([{ size: 5 }]);
    // The connection is not left in a failed state: PGlite's own queries still work.
    expect((await pg.query('SELECT size FROM things WHERE id = $1', ['a'])).rows).toEqual([{ size: 5 }]);
    expect(statements.size).toBe(1);
    await statements.forget();
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const statements = preparedStatements(pg, 2);
    await statements.query('SELECT $1::int AS n', [1]);
    await statements.query('SELECT $1::int + 1 AS n', [1]);
    await statements.query('SELECT $1::int AS n', [1]);
    await statements.query('SELECT $1::int + 2 AS n', [1]);
    expect(statements.size).toBe(2);
    expect((await preparedNames()).length).toBe(2);
    // The first one was used again, so the second one went: the first still answers.
    expect(await statements.query('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
    expect(await statements.query('SELECT $1::int + 1 AS n', [7])).toEqual([{ n: 8 }]);
    expect((await preparedNames()).length).toBe(2);
    await statements.forget();
  });

  it('sees columns added after a statement was prepared, even when not told', async () => {
    const statements = preparedStatements(pg);
    const select = 'SELECT * FROM things WHERE id = $1';
    expect(Object.keys((await statements.query(select, ['a']))[0]!)).not.toContain('colour');
    await pg.exec("ALTER TABLE things ADD COLUMN colour text NOT NULL DEFAULT 'white'");
    expect(await statements.query(select, ['a'])).toEqual([expect.objectContaining({ id: 'a', colour: 'white' })]);
    await statements.forget();
  });

  it('never runs inside a transaction in progress', async () => {
    const statements = preparedStatements(pg);
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, size) VALUES ('in-tx', 1)");
      inserted();
      await held;
      await tx.rollback();
    });
    // Asked while the transaction is open: answered after it, so the rolled-back row is never seen.
    await insertedRow;
    const read = statements.query('SELECT count(*)::int AS n FROM things WHERE id = $1', ['in-tx']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await read).toEqual([{ n: 0 }]);
    await statements.forget();
  });

  it('says the database is closed, as PGlite does, once it is', async () => {
    const closing = await freshDataDir();
    const other = await PGlite.create(join(closing.dir, 'db'));
    try {
      const statements = preparedStatements(other);
      expect(await statements.query('SELECT $1::int AS n', [1])).toEqual([{ n: 1 }]);
      await other.close();
      await expect(statements.query('SELECT $1::int AS n', [1])).rejects.toThrow('PGlite is closed');
      await statements.forget();
      expect(statements.size).toBe(0);
    } finally {
      closing.remove();
    }
  });

  it('answers many calls at once, each with its own rows', async () => {
    const statements = preparedStatements(pg);
    const rows = await Promise.all(Array.from({ length: 40 }, (_, i) => statements.query('SELECT $1::int * 2 AS double', [i])));
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 40 }, (_, i) => ({ double: i * 2 })));
    await statements.forget();
  });
});
