// The store's row types, read from a database the migrations just made (by scripts/generate.ts, which
// `npm run typecheck` and `npm run build` run first), so a query reads and writes only the columns that exist.
export { databaseTypesSource, databaseTypesFile, writeDatabaseTypes };

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../src/server/store/migrations.ts';
import { openPglite } from '../src/server/store/pglite-driver.ts';
import { writeWhenChanged } from './generated-file';

/** The committed output, beside the store. */
const databaseTypesFile = fileURLToPath(new URL('../src/server/store/database.generated.ts', import.meta.url));

const banner = `// Generated from the migrations by scripts/database-types.ts (npm run typecheck and npm run build refresh it): do not
// edit. Each table's columns as both stores return them; a CHECK that lists a column's values names them here.
`;

/** A column as the catalogue describes it. */
interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  nullable: boolean;
  has_default: boolean;
  identity: string | null;
  allowed: string | null;
}

/** What each PostgreSQL type comes back as from either driver. */
const tsTypes: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'string',
  timestamptz: 'Timestamp',
  date: 'Timestamp',
  bytea: 'Uint8Array',
  json: 'unknown',
  jsonb: 'unknown',
};

/** The TypeScript text of every table's row, as a fresh store migrated to the latest version holds them. */
async function databaseTypesSource(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'database-types-'));
  const db = await openPglite(join(folder, 'db'));
  try {
    await migrate(db);
    const columns = await db.query<Column>(catalogue);
    return render(columns);
  } finally {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function writeDatabaseTypes(): Promise<boolean> {
  return writeWhenChanged(databaseTypesFile, await databaseTypesSource());
}

// Columns of the schema's tables in their order, with the values a one-column CHECK (x IN (...) or x = ...) allows.
const catalogue = `
  SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable = 'YES' AS nullable,
    c.column_default IS NOT NULL AS has_default, c.identity_generation AS identity,
    (SELECT string_agg(pg_get_constraintdef(k.oid), ' AND ')
       FROM pg_constraint k
       JOIN pg_class r ON r.oid = k.conrelid AND r.relname = c.table_name
       JOIN pg_namespace n ON n.oid = r.relnamespace AND n.nspname = c.table_schema
       JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum = k.conkey[1] AND a.attname = c.column_name
      WHERE k.contype = 'c' AND cardinality(k.conkey) = 1) AS allowed
  FROM information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
  WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
  ORDER BY c.table_name, c.ordinal_position`;

function render(columns: Column[]): string {
  const tables = new Map<string, Column[]>();
  for (const column of columns) tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), column]);
  const interfaces = [...tables].map(
    ([table, list]) => `export interface ${typeName(table)} {\n${list.map((c) => `  ${c.column_name}: ${columnType(c)};\n`).join('')}}\n`,
  );
  const database = [...tables.keys()].map((table) => `  ${table}: ${typeName(table)};\n`).join('');
  return `${banner}
import type { ColumnType, GeneratedAlways } from 'kysely';

/** timestamptz and date: read as a Date, written as a Date or an ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A column with a default: optional when a row is inserted (over a Timestamp too). */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

${interfaces.join('\n')}
export interface Database {
${database}}
`;
}

function columnType(column: Column): string {
  const base = tsTypes[column.udt_name];
  if (!base) throw new Error(`${column.table_name}.${column.column_name}: no TypeScript type for ${column.udt_name}`);
  const values = allowedValues(column.allowed);
  let type = values ? values.map((value) => `'${value}'`).join(' | ') : base;
  if (column.nullable) type += ' | null';
  if (column.identity === 'ALWAYS') return `GeneratedAlways<${type}>`;
  if (column.has_default || column.identity) return `Generated<${type}>`;
  return type;
}

// The values of a CHECK written as `x IN ('a', 'b')` or `x = 'a'` (PostgreSQL shows it as = ANY (ARRAY[...]));
// any other condition leaves the column's plain type.
function allowedValues(definition: string | null): string[] | undefined {
  if (!definition || definition.includes(' AND ')) return undefined;
  const list = /^CHECK \(\(\w+ = ANY \(ARRAY\[(.+)\]\)\)\)$/.exec(definition)?.[1] ?? /^CHECK \(\(\w+ = (.+)\)\)$/.exec(definition)?.[1];
  if (!list) return undefined;
  const values = list.split(', ').map((item) => /^'([^']*)'::text$/.exec(item)?.[1]);
  return values.every((value) => value !== undefined) ? (values as string[]) : undefined;
}

function typeName(table: string): string {
  return table.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (await writeDatabaseTypes()) console.log('Database types written from the migrations');
}
