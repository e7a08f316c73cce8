import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createAjv, readSchemas } from './schemas';

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), '../../schema');
const files = readSchemas(schemaDir);

type Schema = Record<string, unknown>;

/** Every subschema with the JSON pointer that leads to it. */
function* subschemas(schema: unknown, pointer = '#'): Generator<[string, Schema]> {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* subschemas(item, `${pointer}/${index}`);
    return;
  }
  const object = schema as Schema;
  yield [pointer, object];
  for (const [key, value] of Object.entries(object)) {
    if (key === 'examples' || key === 'default' || key === 'const' || key === 'enum') continue;
    yield* subschemas(value, `${pointer}/${key}`);
  }
}

/** Every entry of every `properties`, as `file#pointer`. */
function properties(): [string, Schema][] {
  const out: [string, Schema][] = [];
  for (const file of files) {
    for (const [pointer, schema] of subschemas(file.schema)) {
      if (!pointer.endsWith('/properties')) continue;
      for (const [name, property] of Object.entries(schema)) {
        // `name: true` only names a property described elsewhere (e.g. in a branch that says which keys go together).
        if (property !== true) out.push([`${file.name}${pointer}/${name}`, property as Schema]);
      }
    }
  }
  return out;
}

describe('schemas', () => {
  test('all of them are found: site, page, section, common and one per section type', () => {
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining(['site.schema.json', 'page.schema.json', 'section.schema.json', 'common.schema.json']),
    );
    // One per section type: src/sections/registry.test.tsx holds them to the registry.
    expect(files.filter((file) => file.name.startsWith('sections/')).length).toBeGreaterThan(10);
  });

  test('every schema is valid JSON Schema 2020-12 and compiles in strict mode', () => {
    const ajv = createAjv();
    for (const file of files) ajv.addSchema(file.schema, file.id);
    for (const file of files) {
      expect(ajv.validateSchema(file.schema), `${file.name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      expect(() => ajv.getSchema(file.id), file.name).not.toThrow();
    }
  });

  test('strict mode is on: a misspelled keyword is refused', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'object', properties: { a: { type: 'string', minLenght: 1 } } })).toThrow(/unknown keyword/);
  });

  test('every property in every schema has a description', () => {
    const missing = properties()
      .filter(([, property]) => typeof property.description !== 'string' || property.description.trim() === '')
      .map(([where]) => where);
    expect(missing).toEqual([]);
  });

  test('every property of site.yaml has a title, a description and examples', () => {
    const incomplete = properties()
      .filter(([where]) => where.startsWith('site.schema.json'))
      .filter(
        ([, property]) => !property.title || !property.description || !Array.isArray(property.examples) || property.examples.length === 0,
      )
      .map(([where]) => where);
    expect(incomplete).toEqual([]);
  });

  test('every object shape is closed, so a misspelled key is always reported', () => {
    const open: string[] = [];
    for (const file of files) {
      for (const [pointer, schema] of subschemas(file.schema)) {
        if (schema.type === 'object' && schema.additionalProperties !== false && !schema.discriminator) open.push(`${file.name}${pointer}`);
      }
    }
    expect(open).toEqual([]);
  });
});
