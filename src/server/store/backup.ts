export { writeBackup, restoreBackup, BackupError };
export type { BackupSummary };

import type { Db, Queryable } from './db.ts';
import { forgets, logged, readDeletionLog } from './deletion-log.ts';
import { migrations } from './migrations.ts';

/** What a backup held, table by table. */
interface BackupSummary {
  version: number;
  rows: Record<string, number>;
  /** Rows a restore left out: of leads deleted (before or after the backup was made). */
  forgotten?: number;
  /** When the backup was made (ISO 8601), as its first line says. */
  madeAt?: string;
  /** A restore into a store that knew of no deletion: leads deleted after `madeAt` come back with it. */
  deletionsUnknown?: boolean;
}

/** A backup that cannot be restored here; the message says why and what to do. */
class BackupError extends Error {}

const pageSize = 500;
const latest = Math.max(...migrations.map((migration) => migration.version));

// One line of JSON per row, every table of the leads' database in one snapshot; PostgreSQL writes and reads each row
// itself (row_to_json, json_populate_record), so every type comes back exactly, on either store.
async function writeBackup(db: Db, write: (line: string) => Promise<void> | void): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    // One snapshot for every table (PostgreSQL; the embedded store runs one statement at a time anyway).
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const tables = await tablesInOrder(tx);
    const summary: BackupSummary = { version: await storedVersion(tx), rows: {} };
    await write(JSON.stringify({ backup: 'leads', version: summary.version, createdAt: new Date().toISOString(), tables }));
    for (const table of tables) {
      summary.rows[table] = 0;
      const order = await orderOf(tx, table);
      for (let offset = 0; ; offset += pageSize) {
        const rows = await tx.query<{ row: string }>(
          `SELECT row_to_json(t)::text AS row FROM ${quote(table)} t ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
        );
        for (const { row } of rows) await write(`{"table":${JSON.stringify(table)},"row":${row}}`);
        summary.rows[table] += rows.length;
        if (rows.length < pageSize) break;
      }
    }
    await write(JSON.stringify({ end: true, rows: summary.rows }));
    return summary;
  });
}

// Loads a backup into a store at the same schema version; a store that holds leads or accounts is refused unless
// `replace` says to empty it first. All or nothing: one transaction, each line checked and written as it is read
// (one line in memory at a time: give it backupLines, never readline, which loses lines read while the transaction
// starts). The deletion log is never emptied: the backup's is added to the store's, and no row of a lead either
// names is written, so a lead deleted after the backup was made stays deleted.
async function restoreBackup(db: Db, source: AsyncIterable<string>, options: { replace?: boolean } = {}): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    const log = await readDeletionLog(tx);
    const deletionsUnknown = log.leads.size === 0 && log.visits.size === 0;
    let forgotten = 0;
    if (!options.replace) {
      const held = [];
      for (const table of tables.filter((name) => name !== 'deletion_log')) {
        const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${quote(table)}`);
        if (count > 0) held.push(`${table} (${count})`);
      }
      if (held.length > 0) {
        throw new BackupError(
          `This store is not empty: ${held.join(', ')}. Restore into an empty store, or add --replace to delete what it holds first.`,
        );
      }
    } else {
      await tx.exec(
        `TRUNCATE ${tables
          .filter((name) => name !== 'deletion_log')
          .map(quote)
          .join(', ')} RESTART IDENTITY CASCADE`,
      );
    }
    let header: { version: number; tables: string[]; madeAt?: string } | undefined;
    let end: { rows: Record<string, number> } | undefined;
    const rows: Record<string, number> = {};
    let number = 0;
    for await (const line of source) {
      number += 1;
      if (line.trim() === '') continue;
      const item = parseLine(line, number);
      if (!header) {
        header = checkHeader(item, tables);
        for (const table of header.tables) rows[table] = 0;
        continue;
      }
      if (end) throw new BackupError('The backup goes on after its last line: it is damaged.');
      if ('end' in item) {
        end = item as { rows: Record<string, number> };
        continue;
      }
      const { table, row } = item as { table: string; row: unknown };
      if (!tables.includes(table))
        throw new BackupError(`Line ${number} of the backup holds a table this version does not know: ${table}.`);
      rows[table] = (rows[table] ?? 0) + 1;
      if (table === 'deletion_log') logged(log, row as { id: unknown; kind: unknown });
      else if (forgets(log, table, row as Record<string, unknown>)) {
        forgotten += 1;
        continue;
      }
      await tx.query(
        `INSERT INTO ${quote(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_record(NULL::${quote(table)}, $1::json)
         ${table === 'deletion_log' ? 'ON CONFLICT DO NOTHING' : ''}`,
        [JSON.stringify(row)],
      );
    }
    if (!header) throw new BackupError('The file is empty: it is not a backup of the leads.');
    if (!end) throw new BackupError('The backup stops before its last line: it was cut short. Nothing was restored.');
    for (const [table, count] of Object.entries(end.rows)) {
      if ((rows[table] ?? 0) !== count)
        throw new BackupError(`The backup says ${table} has ${count} rows but holds ${rows[table] ?? 0}. Nothing was restored.`);
    }
    await resetIdentities(tx, tables);
    return { version: header.version, rows, forgotten, madeAt: header.madeAt, deletionsUnknown };
  });
}

function parseLine(line: string, number: number): Record<string, unknown> {
  try {
    const item = JSON.parse(line) as unknown;
    if (typeof item === 'object' && item !== null) return item as Record<string, unknown>;
  } catch {
    // reported below
  }
  const table = /^\{"table":"([^"\\]{1,63})"/.exec(line.slice(0, 100))?.[1];
  throw new BackupError(
    `Line ${number} of the file${table ? ` (a row of ${table})` : ''} is not JSON: it is not a backup of the leads, or it is damaged. Nothing was restored.`,
  );
}

function checkHeader(item: Record<string, unknown>, tables: string[]): { version: number; tables: string[]; madeAt?: string } {
  if (item.backup !== 'leads' || typeof item.version !== 'number') {
    throw new BackupError('The file is not a backup of the leads (made with `npm run leads -- backup FILE`).');
  }
  if (item.version !== latest) {
    throw new BackupError(
      `The backup was made by a version of the site whose database is at step ${item.version}; this one is at step ${latest}. ` +
        'Restore it with the version that made it, then update.',
    );
  }
  const unknown = (item.tables as string[]).filter((table) => !tables.includes(table));
  if (unknown.length > 0) throw new BackupError(`The backup holds tables this version does not know: ${unknown.join(', ')}.`);
  const madeAt = typeof item.createdAt === 'string' ? item.createdAt : undefined;
  return { version: item.version, tables: item.tables as string[], madeAt };
}

// Tables of the store's schema, each after the tables it refers to, the deletion log first (a restore reads it before
// any lead); not its bookkeeping (its migrations, the running servers, sign-in attempts, the acknowledged addresses
// of the last day and the key of their hash) nor its queued work (a restored store does not send again what it sent).
async function tablesInOrder(tx: Queryable): Promise<string[]> {
  const names = (
    await tx.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('schema_migrations', 'store_instances', 'staff_sign_in_limits', 'jobs', 'acknowledged_addresses', 'server_secrets')
        ORDER BY table_name`,
    )
  ).map((row) => row.name);
  const references = await tx.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  const ordered: string[] = names.includes('deletion_log') ? ['deletion_log'] : [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { child, parent } of references)
      if (unquoted(child) === table && unquoted(parent) !== table) visit(unquoted(parent), [...path, table]);
    ordered.push(table);
  };
  for (const name of names) visit(name, []);
  return ordered.filter((table) => names.includes(table));
}

async function orderOf(tx: Queryable, table: string): Promise<string> {
  const keys = await tx.query<{ column: string }>(
    `SELECT a.attname AS column FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY a.attnum`,
    [quote(table)],
  );
  return keys.length > 0 ? keys.map((key) => quote(key.column)).join(', ') : 'ctid';
}

async function storedVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: number | null }>('SELECT max(version)::int AS version FROM schema_migrations');
  return row?.version ?? 0;
}

// Identity columns continue after the restored rows.
async function resetIdentities(tx: Queryable, tables: string[]): Promise<void> {
  const identities = await tx.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  for (const { table, column } of identities) {
    if (!tables.includes(table)) continue;
    await tx.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
      [quote(table), column],
    );
  }
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function unquoted(name: string): string {
  return name.replace(/^.*\./, '').replace(/^"(.*)"$/, '$1');
}
