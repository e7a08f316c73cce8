export { migrate, migrations, migrationSql };

import type { Db } from './db.ts';
import { migrations } from './migrations/index.ts';
import type { Migration, MigrationContext } from './migrations/migration.ts';
import { run, tables } from './query.ts';

// The context (the site's questions) words what a migration writes into leads. Any number of instances may start at once on one PostgreSQL: an advisory lock makes them take turns.
async function migrate(db: Db, context: MigrationContext = {}): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7318920461)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await run(tx, tables.selectFrom('schema_migrations').select('version'))).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migrationSql(migration, context));
      await run(tx, tables.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }));
      applied.push(migration.version);
    }
    return applied;
  });
}

function migrationSql(migration: Migration, context: MigrationContext = {}): string {
  return typeof migration.sql === 'string' ? migration.sql : migration.sql(context);
}
