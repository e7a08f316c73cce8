// The sections' TypeScript shapes, written from schema/ (by scripts/generate.ts, which `npm run typecheck` and
// `npm run build` run first), so a component reads only what its schema defines.
export { sectionTypesSource, sectionTypesFile, writeSectionTypes };

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { writeWhenChanged } from './generated-file';

type Json = Record<string, any>;

/** The committed output, beside the sections. */
const sectionTypesFile = fileURLToPath(new URL('../src/sections/section-types.generated.ts', import.meta.url));

const defaultSchemaDir = fileURLToPath(new URL('../schema', import.meta.url));

const banner = `// Generated from schema/ by scripts/section-types.ts (npm run typecheck and npm run build refresh it): do not edit.
// Each section type as the content writes it; the JSON Schemas are the source of truth.
`;

/** The TypeScript text of every section type and the shared shapes they use, as the schemas define them. */
async function sectionTypesSource(schemaDir = defaultSchemaDir): Promise<string> {
  const common = readJson(join(schemaDir, 'common.schema.json')) as Json;
  const order = (readJson(join(schemaDir, 'section.schema.json')).oneOf as Json[]).map((entry) =>
    String(entry.$ref).replace(/^sections\/(.+)\.schema\.json$/, '$1'),
  );
  const listed = readdirSync(join(schemaDir, 'sections')).map((file) => file.replace(/\.schema\.json$/, ''));
  const unlisted = listed.filter((type) => !order.includes(type));
  if (unlisted.length > 0) throw new Error(`schema/section.schema.json does not list ${unlisted.join(', ')}`);

  // Shared objects and named choices become named types; shared plain strings are written out where used.
  const named = Object.keys(common.$defs).filter((name) => isNamed(common.$defs[name]));
  const $defs: Json = {};
  for (const name of named) {
    const title = sharedName(name, common);
    $defs[title] = { ...shape(common.$defs[name], common, common.$defs), title };
  }
  for (const type of order) {
    const schema = readJson(join(schemaDir, 'sections', `${type}.schema.json`)) as Json;
    $defs[sectionTypeName(type)] = { ...shape(schema, common, schema.$defs ?? {}), title: sectionTypeName(type) };
  }
  const root: JSONSchema = {
    title: 'Section',
    description: 'One block of a page, as the content writes it: its `type` decides which other keys it takes.',
    oneOf: order.map((type) => ({ $ref: `#/$defs/${sectionTypeName(type)}` })),
    $defs,
  };
  return compile(root, 'Section', {
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    format: true,
    style: { printWidth: 140, singleQuote: true },
  });
}

/** Writes the file when its text changed; true when it did. */
async function writeSectionTypes(schemaDir = defaultSchemaDir, file = sectionTypesFile): Promise<boolean> {
  return writeWhenChanged(file, await sectionTypesSource(schemaDir));
}

// A schema node made ready for the generator: shared strings inlined, shared objects named, titles dropped (they
// would each become a type), and a `oneOf` of required keys spelled out as whole alternatives.
function shape(node: unknown, common: Json, local: Json): any {
  if (Array.isArray(node)) return node.map((item) => shape(item, common, local));
  if (!node || typeof node !== 'object') return node;
  const { $ref, title: _title, examples: _examples, $schema: _schema, $id: _id, $defs: _defs, ...rest } = node as Json;
  let out: Json = {};
  if (typeof $ref === 'string') {
    // Inside common.schema.json (local === common.$defs) its own `#/$defs/…` are shared definitions too.
    const ownName = /^#\/\$defs\/(.+)$/.exec($ref)?.[1];
    const commonName = /common\.schema\.json#\/\$defs\/(.+)$/.exec($ref)?.[1] ?? (local === common.$defs ? ownName : undefined);
    const localName = commonName ? undefined : ownName;
    const target = commonName ? common.$defs[commonName] : localName ? local[localName] : undefined;
    if (!target) throw new Error(`Cannot follow $ref ${$ref}`);
    if (commonName && isNamed(target)) {
      // The named type, documented by its own description (a ref with more keys would become a type of its own).
      return { $ref: `#/$defs/${sharedName(commonName, common)}` };
    }
    out = shape(target, common, commonName ? common.$defs : local);
  }
  for (const [key, value] of Object.entries(rest)) {
    out[key] = key === 'properties' ? mapValues(value as Json, (v) => shape(v, common, local)) : shape(value, common, local);
  }
  return out.oneOf && out.properties ? alternatives(out) : out;
}

// { properties, oneOf: [{ required: [a] }, { required: [b] }] } -> oneOf of the whole object, each alternative
// requiring its own keys and ruling out the others' (exactly one of them is allowed).
function alternatives(node: Json): Json {
  const { oneOf, ...base } = node;
  const own = (oneOf as Json[]).map((branch) => (branch.required ?? []) as string[]);
  return {
    ...(base.description ? { description: base.description } : {}),
    oneOf: own.map((keys, index) => {
      const others = own.flatMap((other, at) => (at === index ? [] : other)).filter((key) => !keys.includes(key));
      const properties = { ...base.properties };
      for (const key of others) properties[key] = false;
      const { description: _description, ...rest } = base;
      return { ...rest, properties, required: [...(base.required ?? []), ...keys] };
    }),
  };
}

function mapValues(object: Json, map: (value: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));
}

function isNamed(def: Json): boolean {
  return def.type === 'object' || Array.isArray(def.enum);
}

// A shared definition's type: an object `action` -> `Action`; a list of names `icon` -> `IconName`.
function sharedName(def: string, common: Json): string {
  return `${typeName(def)}${Array.isArray(common.$defs[def].enum) ? 'Name' : ''}`;
}

function typeName(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}

// `hero` -> `HeroSection`, `contactInfo` -> `ContactInfoSection`.
function sectionTypeName(type: string): string {
  return `${typeName(type)}Section`;
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}
