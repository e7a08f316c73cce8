// Every short text has a length that fits its slot in the layout; the limit is in the schema (so the editor's
// autocomplete shows it) and a text over it is refused with where, which field, the limit and the length.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

describe('length limits', () => {
  test('a 5,000-character card description is refused with file:line, the field, its limit and its length', async () => {
    const pasted = 'Impact windows keep storms out. '.repeat(160).slice(0, 4999) + '.';
    expect([...pasted]).toHaveLength(5000);
    const root = copyFixture({
      file: 'content/pages/index.yaml',
      find: 'description: Hurricane, single hung and sliding windows.',
      replace: `description: ${pasted}`,
    });
    const result = await loadContent({ root });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors;
    expect(error).toMatchObject({ file: 'content/pages/index.yaml', line: 24, column: 22, keyPath: 'sections[1].items[0].description' });
    const report = formatErrors(result.errors, { root });
    expect(report).toContain(
      `content/pages/index.yaml:24:22  'description' is too long: ${[...pasted].length} characters, at most 300 are allowed`,
    );
    expect(report).toContain('key:      sections[1].items[0].description');
    expect(report).toContain('expected: at most 300 characters');
    expect(report).toContain(`hint: Shorten it by at least ${[...pasted].length - 300} characters.`);
  });

  test('every short text field of every section has a limit, and its description tells it', () => {
    const shortFields = new Set(['title', 'heading', 'question', 'label', 'eyebrow', 'note', 'intro', 'description', 'value']);
    const unlimited: string[] = [];
    const files = ['page.schema.json', 'common.schema.json', ...readdirSync(join(schemaDir, 'sections')).map((f) => `sections/${f}`)];
    const common = JSON.parse(readFileSync(join(schemaDir, 'common.schema.json'), 'utf8')) as { $defs: Record<string, Schema> };
    for (const file of files) {
      const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as Schema;
      for (const [path, field] of stringFields(schema, '')) {
        const name = path.split('.').pop() ?? '';
        if (!shortFields.has(name) || field.enum || field.pattern) continue;
        const referenced = typeof field.$ref === 'string' ? common.$defs[field.$ref.split('/').pop() ?? ''] : undefined;
        const limit = field.maxLength ?? referenced?.maxLength;
        const description = field.description ?? referenced?.description ?? '';
        if (typeof limit !== 'number' || !description.includes(`${limit} characters`)) unlimited.push(`${file} ${path}`);
      }
    }
    expect(unlimited).toEqual([]);
  });
});

interface Schema {
  type?: string;
  $ref?: string;
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  $defs?: Record<string, Schema>;
}

// Fields holding text, by their path in the schema: plain strings and references to the shared text shapes.
function stringFields(schema: Schema, path: string): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const at = `${path}.${name}`;
    if (field.type === 'string' || /\/(text|heading|paragraph)$/.test(field.$ref ?? '')) found.push([at, field]);
    found.push(...stringFields(field, at));
  }
  if (schema.items) found.push(...stringFields(schema.items, path));
  for (const [name, def] of Object.entries(schema.$defs ?? {})) found.push(...stringFields(def, `${path}.$defs.${name}`));
  return found;
}
