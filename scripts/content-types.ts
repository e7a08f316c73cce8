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

/** The TypeScript text of `SiteFile` and `PageFile`, and a named type for each of their schemas' `$defs`. */
async function contentTypesSource(schemaDir = defaultSchemaDir): Promise<string> {
  const read = (file: string) => readJson(join(schemaDir, file));
  const common = read('common.schema.json');
  const imported = new Set<string>();
  const parts: string[] = [];
  for (const { schema, name } of roots) {
    const resolve = (node: unknown, file: string): any => shape(node, file, { read, common, imported, root: schema });
    const { $defs: defs = {}, ...root } = read(schema);
    const $defs: Json = {};
    for (const [def, node] of Object.entries(defs as Json)) $defs[typeName(def)] = { ...resolve(node, schema), title: typeName(def) };
    parts.push(
      await compile({ ...resolve(root, schema), title: name, $defs } as JSONSchema, name, {
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
}

// A schema node made ready for the generator: every $ref followed (other files, JSON pointers), the site's own
// $defs and common's shared objects named, titles and examples dropped (each title would become a type).
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
    const { $defs: _defs, ...found } = follow(context.read(target), pointer);
    out = shape(found, target, context);
  }
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$defs') continue;
    out[key] = key === 'properties' ? mapValues(value as Json, (v) => shape(v, file, context)) : shape(value, file, context);
  }
  return out;
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
