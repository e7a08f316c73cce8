export { tables, run, first };
export type { Query };

import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import type { Database } from './database.generated.ts';
import type { Queryable } from './db.ts';

// Kysely only writes the SQL here: `run` sends its text and parameters through the store's own connection (the
// embedded store's thread or the pg pool, inside a transaction or not), so both stores keep their one door.
const tables = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A built query, a `sql` template (its values become parameters where they stand) or one compiled before. */
type Query<R> = Compilable<R> | RawBuilder<R> | CompiledQuery<R>;

/** Runs a query and returns its rows, typed by the tables it reads (or, for a `sql` template, as it declares). */
async function run<R>(on: Queryable, query: Query<R>): Promise<R[]> {
  const compiled = 'sql' in query ? query : query.compile(tables);
  return on.query<R>(compiled.sql, [...compiled.parameters]);
}

/** The first row of a query's answer, if any. */
async function first<R>(on: Queryable, query: Query<R>): Promise<R | undefined> {
  return (await run(on, query))[0];
}
