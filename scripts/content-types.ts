// The shapes of site.yaml and of a page's file in TypeScript, written from schema/site.schema.json,
// schema/page.schema.json and the schemas they refer to (by scripts/generate.ts, which `npm run typecheck` and
// `npm run build` run first), so the loader and every reader of the content use what the editors' schemas say.
export { contentTypesSource, contentTypesFile, writeContentTypes };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { writeWhenChanged } from './generated-file';

type Json = Record<string, any>;

/** The committed output, beside the loader. */
const contentTypesFile = fileURLToPath(new URL('../src/content/content-types.generated.ts', import.meta.url));

const defaultSchemaDir = fileURLToPath(new URL('../schema', import.meta.url));

// The shared objects and the sections the sections' generated types already name: these types import them.
const sectionShapes = '../sections/section-types.generated';

const banner = `// Generated from schema/ by scripts/content-types.ts (npm run typecheck and npm run build refresh it): do not
// edit. site.yaml and a page's file as the content writes them; the JSON Schemas are the source of truth.
`;

// Each file's schema and the name of its type.
const roots = [
  { schema: 'site.schema.json', name: 'SiteFile' },
  { schema: 'page.schema.json', name: 'PageFile' },
];

/**
 * The TypeScript text of `SiteFile` and `PageFile`, a named type for each of their schemas' `$defs`, and one for each
 * definition of another schema they refer to (forms' `Form`, used by the estimate form and the quote form alike).
 */
async function contentTypesSource(schemaDir = defaultSchemaDir): Promise<string> {
  const read = (file: string) => readJson(join(schemaDir, file));
  const common = read('common.schema.json');
  const imported = new Set<string>();
  // The names the roots' own definitions and the shared objects already have: another schema's definition keeps
  // clear of them.
  const taken = new Set([
    'Section',
    ...roots.flatMap(({ schema, name }) => [name, ...Object.keys(read(schema).$defs ?? {}).map(typeName)]),
    ...Object.keys(common.$defs).map(typeName),
  ]);
  const named = new Map<string, NamedDefinition>();
  const parts: string[] = [];
  for (const { schema, name } of roots) {
    const context: Context = { read, common, imported, root: schema, named, taken };
    const resolve = (node: unknown, file: string): any => shape(node, file, context);
    const { $defs: defs = {}, ...root } = read(schema);
    const $defs: Json = {};
    for (const [def, node] of Object.entries(defs as Json)) $defs[typeName(def)] = { ...resolve(node, schema), title: typeName(def) };
    const resolved = resolve(root, schema);
    // Another schema's definitions this file uses, each written once: in the first file's part that uses it.
    for (const definition of named.values()) {
      if (definition.written) continue;
      $defs[definition.name] = definition.schema;
      definition.written = true;
    }
    parts.push(
      await compile({ ...resolved, title: name, $defs } as JSONSchema, name, {
        bannerComment: '',
        additionalProperties: false,
        ignoreMinAndMaxItems: true,
        unreachableDefinitions: true,
        format: true,
        style: { printWidth: 140, singleQuote: true },
      }),
    );
  }
  const imports = [...imported].sort();
  return [banner, `import type { ${imports.join(', ')} } from '${sectionShapes}';\n`, ...parts].join('\n');
}

/** Writes the file when its text changed; true when it did. */
async function writeContentTypes(schemaDir = defaultSchemaDir, file = contentTypesFile): Promise<boolean> {
  return writeWhenChanged(file, await contentTypesSource(schemaDir));
}

interface Context {
  read(file: string): Json;
  common: Json;
  /** The shared types named by the sections' generated file that this one uses. */
  imported: Set<string>;
  /** The schema whose type is being written: its own $defs become named types. */
  root: string;
  /** Another schema's definitions, named where they are first used, by `file#/$defs/name`. */
  named: Map<string, NamedDefinition>;
  /** Type names in use. */
  taken: Set<string>;
}

/** A definition of another schema, as one named type. */
interface NamedDefinition {
  name: string;
  schema: Json;
  /** Already in an earlier file's part of the output. */
  written: boolean;
}

// A schema node made ready for the generator: every $ref followed (other files, JSON pointers), the site's own
// $defs, other schemas' $defs and common's shared objects named, titles and examples dropped (each title would become a type).
function shape(node: unknown, file: string, context: Context): any {
  if (Array.isArray(node)) return node.map((item) => shape(item, file, context));
  if (!node || typeof node !== 'object') return node;
  const { $ref, title: _title, examples: _examples, $schema: _schema, $id: _id, $comment: _comment, ...rest } = node as Json;
  let out: Json = {};
  if (typeof $ref === 'string') {
    const [refFile = '', pointer = ''] = $ref.split('#');
    const target = refFile === '' ? file : refFile;
    const def = /^\/\$defs\/([^/]+)$/.exec(pointer)?.[1];
    if (target === 'common.schema.json' && def && context.common.$defs[def]?.type === 'object') {
      context.imported.add(typeName(def));
      return { tsType: typeName(def) };
    }
    if (target === 'section.schema.json') {
      context.imported.add('Section');
      return { tsType: 'Section' };
    }
    if (target === context.root && def) return { $ref: `#/$defs/${typeName(def)}` };
    if (def && target !== 'common.schema.json') {
      // By its name, the reference's own description kept for the key that uses it.
      out = { tsType: definitionName(target, def, context) };
    } else {
      const { $defs: _defs, ...found } = follow(context.read(target), pointer);
      out = shape(found, target, context);
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$defs') continue;
    out[key] = key === 'properties' ? mapValues(value as Json, (v) => shape(v, file, context)) : shape(value, file, context);
  }
  return out;
}

// Another schema's definition: its type's name, the type made the first time it is used. Named by the definition
// ('form' -> Form), or with its schema's name when that is taken ('speed-to-lead.schema.json', 'words' -> SpeedToLeadWords).
function definitionName(file: string, def: string, context: Context): string {
  const key = `${file}#/$defs/${def}`;
  const known = context.named.get(key);
  if (known) return known.name;
  const name = context.taken.has(typeName(def))
    ? `${typeName(file.replace(/\.schema\.json$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))}${typeName(def)}`
    : typeName(def);
  if (context.taken.has(name)) throw new Error(`Two schemas' definitions would both be named ${name}: rename ${key}`);
  context.taken.add(name);
  // Named before its own shape is made, so a definition that refers to itself ends.
  const definition: NamedDefinition = { name, schema: {}, written: false };
  context.named.set(key, definition);
  const { $defs: _defs, ...found } = follow(context.read(file), `/$defs/${def}`);
  definition.schema = { ...shape(found, file, context), title: name };
  return name;
}

// `/properties/hours` in a schema -> that node.
function follow(schema: Json, pointer: string): Json {
  let node: any = schema;
  for (const part of pointer.split('/').filter(Boolean)) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Error(`Cannot follow #${pointer}`);
  }
  return node as Json;
}

function mapValues(object: Json, map: (value: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));
}

function typeName(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}
