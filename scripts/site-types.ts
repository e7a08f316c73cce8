// The shape of site.yaml in TypeScript, written from schema/site.schema.json and the schemas it refers to (by
// scripts/generate.ts, which `npm run typecheck` and `npm run build` run first), so the loader and every reader of
// the site's facts use what the editors' schema says, never a copy of it.
export { siteTypesSource, siteTypesFile, writeSiteTypes };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { writeWhenChanged } from './generated-file';

type Json = Record<string, any>;

/** The committed output, beside the loader. */
const siteTypesFile = fileURLToPath(new URL('../src/content/site-types.generated.ts', import.meta.url));

const defaultSchemaDir = fileURLToPath(new URL('../schema', import.meta.url));

// The shared objects the sections' generated types already name: the site's types import them from there.
const sectionShapes = '../sections/section-types.generated';

const banner = `// Generated from schema/site.schema.json by scripts/site-types.ts (npm run typecheck and npm run build refresh
// it): do not edit. site.yaml as the content writes it; the JSON Schemas are the source of truth.
`;

/** The TypeScript text of site.yaml's shape: `SiteFile`, and a named type for each of the site schema's `$defs`. */
async function siteTypesSource(schemaDir = defaultSchemaDir): Promise<string> {
  const read = (file: string) => readJson(join(schemaDir, file));
  const common = read('common.schema.json');
  const site = read('site.schema.json');
  const imported = new Set<string>();
  const resolve = (node: unknown, file: string): any => shape(node, file, { read, common, imported });
  const $defs: Json = {};
  for (const [name, def] of Object.entries((site.$defs ?? {}) as Json)) {
    $defs[typeName(name)] = { ...resolve(def, 'site.schema.json'), title: typeName(name) };
  }
  const { $defs: _defs, ...root } = site;
  const source = await compile({ ...resolve(root, 'site.schema.json'), title: 'SiteFile', $defs } as JSONSchema, 'SiteFile', {
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    format: true,
    style: { printWidth: 140, singleQuote: true },
  });
  const imports = [...imported].sort();
  return imports.length === 0 ? source : source.replace(banner, `${banner}\nimport type { ${imports.join(', ')} } from '${sectionShapes}';\n`);
}

/** Writes the file when its text changed; true when it did. */
async function writeSiteTypes(schemaDir = defaultSchemaDir, file = siteTypesFile): Promise<boolean> {
  return writeWhenChanged(file, await siteTypesSource(schemaDir));
}

interface Context {
  read(file: string): Json;
  common: Json;
  /** The shared types named by the sections' generated file that this one uses. */
  imported: Set<string>;
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
    if (target === 'site.schema.json' && def) return { $ref: `#/$defs/${typeName(def)}` };
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
