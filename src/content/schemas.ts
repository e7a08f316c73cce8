export { getValidators, readSchemas, defaultSchemaDir, createAjv, SchemaFileError, translateKeyword };
export type { Validators, SchemaFile };

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { ValidateFunction } from 'ajv';

/** Compiled checks for site.yaml and for a page, and the schema files they were compiled from. */
interface Validators {
  site: ValidateFunction;
  page: ValidateFunction;
  files: readonly SchemaFile[];
}

/** One schema file: where it is, the address its references resolve against, and its JSON. */
interface SchemaFile {
  /** Path relative to the schema folder, e.g. `sections/hero.schema.json`. */
  name: string;
  id: string;
  schema: Record<string, unknown>;
}

// Keywords of editor schemas (VS Code's YAML and JSON support) that only carry text for the editor.
const EDITOR_KEYWORDS = [
  'patternErrorMessage',
  'typeErrorMessage',
  'markdownDescription',
  'deprecationMessage',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'defaultSnippets',
];
// Marks the strings a visitor reads, so each language has its own (src/content/visitor-text.ts reads it).
const translateKeyword = 'translate';
// Bump when the options below change, so compiled code cached on disk is not reused.
const COMPILE_FORMAT = 2;

const require = createRequire(import.meta.url);
const inProcess = new Map<string, Validators>();

/** The schema folder: `<root>/schema` when it exists, else the one that ships with this code. */
function defaultSchemaDir(root: string): string {
  const inRoot = join(root, 'schema');
  if (existsSync(join(inRoot, 'page.schema.json'))) return inRoot;
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../schema');
}

/**
 * Validators for the schemas in `schemaDir`. Compiling them takes a few hundred milliseconds, so the compiled
 * code is kept in memory and on disk (node_modules/.cache), keyed by the schemas' content.
 */
function getValidators(schemaDir: string): Validators {
  const dir = resolve(schemaDir);
  const files = readSchemas(dir);
  const key = createHash('sha256')
    .update(JSON.stringify([COMPILE_FORMAT, require('ajv/package.json').version, files]))
    .digest('hex')
    .slice(0, 20);
  let validators = inProcess.get(key);
  if (validators) return validators;
  const cached = join(cacheDir(dir), `validators-${key}.cjs`);
  let compiled = existsSync(cached) ? loadCompiled(cached) : undefined;
  if (!compiled) {
    const ajv = createAjv({ source: true });
    for (const file of files) ajv.addSchema(file.schema, file.id);
    const refs = { site: idOf(dir, 'site.schema.json'), page: idOf(dir, 'page.schema.json') };
    compiled = { site: ajv.getSchema(refs.site)!, page: ajv.getSchema(refs.page)! };
    saveCompiled(cached, standaloneCode(ajv, refs));
  }
  validators = { ...compiled, files };
  inProcess.set(key, validators);
  return validators;
}

/** The validator set up the way the content is checked: strict, every error, errors carry their schema. */
function createAjv(code: { source?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true, discriminator: true, code });
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword(keyword);
  // An annotation: it checks nothing, so it compiles to no code.
  ajv.addKeyword({ keyword: translateKeyword, metaSchema: { type: 'boolean' } });
  return ajv;
}

/** Every `*.schema.json` under `dir`, each identified by its file address so relative `$ref`s resolve. */
function readSchemas(dir: string): SchemaFile[] {
  const names = [
    ...readdirSync(dir).filter((name) => name.endsWith('.schema.json')),
    ...(existsSync(join(dir, 'sections')) ? readdirSync(join(dir, 'sections')) : [])
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => `sections/${name}`),
  ].sort();
  return names.map((name) => {
    let schema: Record<string, unknown>;
    try {
      schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new SchemaFileError(join(dir, name), (error as Error).message);
    }
    // The file's own address is its identity; an `$id` inside would make relative references resolve elsewhere.
    const { $id: _ignored, ...rest } = schema;
    return { name, id: idOf(dir, name), schema: rest };
  });
}

/** A schema file that cannot be read as JSON. */
class SchemaFileError extends Error {
  readonly path: string;
  constructor(path: string, reason: string) {
    super(reason);
    this.name = 'SchemaFileError';
    this.path = path;
  }
}

function loadCompiled(path: string): Omit<Validators, 'files'> | undefined {
  try {
    const module = { exports: {} as Partial<Validators> };
    // The file is code this module generated from the schemas; it needs only ajv's small runtime helpers.
    new Function('require', 'module', 'exports', readFileSync(path, 'utf8'))(require, module, module.exports);
    const { site, page } = module.exports;
    return site && page ? { site, page } : undefined;
  } catch {
    return undefined;
  }
}

function saveCompiled(path: string, code: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, path);
    // Code compiled from earlier versions of the schemas is of no further use.
    for (const name of readdirSync(dirname(path))) {
      if (/^validators-.*\.cjs$/.test(name) && join(dirname(path), name) !== path) rmSync(join(dirname(path), name), { force: true });
    }
  } catch {
    // A read-only checkout still works; it compiles on every run.
  }
}

function cacheDir(schemaDir: string): string {
  const modules = join(dirname(schemaDir), 'node_modules');
  return existsSync(modules) ? join(modules, '.cache', 'content-check') : join(tmpdir(), 'content-check');
}

function idOf(dir: string, name: string): string {
  return pathToFileURL(join(dir, ...name.split('/'))).href;
}
