export { tables, run, first, prepare };
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

/**
 * A hot query built and compiled once: `build` places named slots where values go, and the function it returns
 * fills them for each run (by name, so no list of values can be out of order).
 */
function prepare<P extends Record<string, unknown>, R>(build: (slot: <K extends keyof P & string>(name: K) => P[K]) => Query<R>) {
  const slots = new Map<unknown, keyof P>();
  const slot = <K extends keyof P & string>(name: K): P[K] => {
    const marker = Object.freeze({ slot: name });
    slots.set(marker, name);
    // The marker stands for the value until the query is compiled; it is never sent.
    return marker as unknown as P[K];
  };
  const query = build(slot);
  const compiled = 'sql' in query ? query : query.compile(tables);
  return (values: P): CompiledQuery<R> => ({
    ...compiled,
    parameters: compiled.parameters.map((parameter) => {
      const name = slots.get(parameter);
      return name === undefined ? parameter : values[name];
    }),
  });
}
