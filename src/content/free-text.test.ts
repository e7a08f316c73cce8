// Which strings are free text, that a ` #` (a comment) could cut short unseen: the schemas decide.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readSchemas } from './schemas';
import { isFreeText, placeAt, schemaIndex } from './visitor-text';

const index = schemaIndex(readSchemas(join(dirname(fileURLToPath(import.meta.url)), '../../schema')));

describe('free text: what a comment would cut short unseen', () => {
  test('words, and facts of no fixed form; not a fact a pattern, a list of values or a constant checks', () => {
    const free = (name: string, pointer: string) => isFreeText(placeAt(index, name, pointer));
    expect(free('sections/hero.schema.json', '#/properties/heading')).toBe(true);
    expect(free('site.schema.json', '#/properties/license')).toBe(true);
    expect(free('site.schema.json', '#/properties/name')).toBe(true);
    expect(free('site.schema.json', '#/properties/state')).toBe(false);
    expect(free('site.schema.json', '#/properties/email')).toBe(false);
    expect(free('sections/hero.schema.json', '#/properties/id')).toBe(false);
    expect(free('sections/hero.schema.json', '#/properties/type')).toBe(false);
    expect(free('common.schema.json', '#/$defs/action/properties/call')).toBe(false);
    expect(free('site.schema.json', '#/properties/founded')).toBe(false);
  });
});
