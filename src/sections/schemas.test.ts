import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAjv, readSchemas, type SchemaFile } from '../content/schemas';
import { iconSetNames } from '../icons/icon-set';
import { sections } from './registry';

type Json = Record<string, any>;

const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));
const files = readSchemas(schemaDir);
const ajv = createAjv();
for (const file of files) ajv.addSchema(file.schema, file.id);
const sectionFiles = files.filter((f) => f.name.startsWith('sections/'));
const common = files.find((f) => f.name === 'common.schema.json')!.schema as Json;

function validator(file: SchemaFile, pointer = '') {
  const validate = ajv.getSchema(`${file.id}#${pointer}`);
  if (!validate) throw new Error(`no schema at ${file.name}#${pointer}`);
  return validate;
}

function sectionFile(type: string): SchemaFile {
  return sectionFiles.find((f) => f.name === `sections/${type}.schema.json`)!;
}

// Every subschema of a file with its JSON pointer.
function* walk(node: unknown, pointer = ''): Generator<[string, Json]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [pointer, node as Json];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'examples' || key === 'const' || key === 'enum' || key === 'default') continue;
    yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

// A property's own keywords, or those of the common definition it points to.
function resolved(schema: Json): Json {
  const ref = schema.$ref as string | undefined;
  const name = ref?.match(/common\.schema\.json#\/\$defs\/(.+)$/)?.[1];
  return name ? { ...common.$defs[name], ...schema } : schema;
}

describe('section schemas', () => {
  it('exist for exactly the registered section types, one file each, typed by const', () => {
    const types = sectionFiles.map((f) => (f.schema as Json).properties.type.const);
    expect(types.sort()).toEqual(Object.keys(sections).sort());
    for (const file of sectionFiles) {
      const schema = file.schema as Json;
      expect(file.name).toBe(`sections/${schema.properties.type.const}.schema.json`);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.required).toContain('type');
    }
  });

  it('declare their $id as sections/<type>.schema.json', () => {
    for (const file of sectionFiles) {
      const raw = JSON.parse(JSON.stringify(file.schema)) as Json;
      expect(raw.$id ?? file.name).toBe(file.name);
    }
  });

  it('close every object and list what it requires', () => {
    for (const file of sectionFiles) {
      for (const [pointer, node] of walk(file.schema)) {
        if (node.type !== 'object') continue;
        expect({ at: `${file.name}#${pointer}`, additionalProperties: node.additionalProperties }).toEqual({
          at: `${file.name}#${pointer}`,
          additionalProperties: false,
        });
        expect(Array.isArray(node.required), `${file.name}#${pointer} lists required`).toBe(true);
      }
    }
  });

  it('give every property a title, a description and examples that pass its own schema', () => {
    for (const file of sectionFiles) {
      for (const [pointer, node] of walk(file.schema)) {
        if (!node.properties || typeof node.properties !== 'object' || pointer.endsWith('/properties')) continue;
        for (const [key, property] of Object.entries(node.properties as Json)) {
          // `true` only names a property for a oneOf branch; the real definition is elsewhere.
          if (typeof property !== 'object') continue;
          const at = `${file.name}#${pointer}/properties/${key}`;
          const full = resolved(property as Json);
          expect(typeof full.title, `${at} title`).toBe('string');
          expect(typeof full.description, `${at} description`).toBe('string');
          expect(Array.isArray(full.examples) && full.examples.length > 0, `${at} examples`).toBe(true);
          const validate = validator(file, `${pointer}/properties/${key}`);
          for (const example of full.examples) expect(validate(example), `${at} example ${JSON.stringify(example)}`).toBe(true);
        }
      }
    }
  });

  it('accept their own whole-section examples', () => {
    for (const file of sectionFiles) {
      const validate = validator(file);
      const examples = (file.schema as Json).examples as unknown[];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(validate(example), `${file.name} ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('reject unknown keys at any depth, bad anchors and the wrong type name', () => {
    const hero = validator(sectionFile('hero'));
    const base = { type: 'hero', heading: 'Windows', actions: [{ label: 'Go', href: '/contact' }] };
    expect(hero(base)).toBe(true);
    expect(hero({ ...base, subtitle: 'x' })).toBe(false);
    expect(hero({ ...base, actions: [{ label: 'Go', href: '/contact', color: 'red' }] })).toBe(false);
    expect(hero({ ...base, id: 'Our Process' })).toBe(false);
    expect(hero({ ...base, id: 'our-process' })).toBe(true);
    expect(hero({ ...base, type: 'text' })).toBe(false);
    const cards = validator(sectionFile('cards'));
    expect(cards({ type: 'cards', heading: 'A', items: [{ title: 'T', description: 'D', price: 1 }] })).toBe(false);
    expect(cards({ type: 'cards', heading: 'A', columns: 5, items: [{ title: 'T', description: 'D' }] })).toBe(false);
  });

  it('enforce the choices the components rely on', () => {
    const item = { icon: 'shield', title: 'T', description: 'D' };
    const features = validator(sectionFile('features'));
    expect(features({ type: 'features', heading: 'H', items: [item] })).toBe(true);
    expect(features({ type: 'features', heading: 'H', groups: [{ heading: 'G', items: [item] }] })).toBe(true);
    expect(features({ type: 'features', heading: 'H', items: [item], groups: [{ heading: 'G', items: [item] }] })).toBe(false);
    expect(features({ type: 'features', heading: 'H' })).toBe(false);
    expect(features({ type: 'features', heading: 'H', items: [{ ...item, icon: 'Rocket ship' }] })).toBe(false);

    const cta = validator(sectionFile('cta'));
    expect(cta({ type: 'cta', heading: 'H', actions: [{ label: 'Call', call: 'primary' }] })).toBe(true);
    expect(cta({ type: 'cta', heading: 'H', actions: [{ label: 'Call', call: 'primary', href: '/x' }] })).toBe(false);
    expect(cta({ type: 'cta', heading: 'H', actions: [{ label: 'Call', call: 'tertiary' }] })).toBe(false);

    const steps = validator(sectionFile('steps'));
    const step = { title: 'S', description: 'D' };
    expect(steps({ type: 'steps', heading: 'H', items: [step] })).toBe(false);
    expect(steps({ type: 'steps', heading: 'H', items: [step, step] })).toBe(true);
    expect(steps({ type: 'steps', heading: 'H', items: Array(7).fill(step) })).toBe(false);

    const quoteForm = validator(sectionFile('quoteForm'));
    expect(quoteForm({ type: 'quoteForm', heading: 'H', service: 'storm-doors' })).toBe(true);
    expect(quoteForm({ type: 'quoteForm', heading: 'H', service: 'retractable-screens' })).toBe(true);
    // A new service page brings its own service: any slug, never free text.
    expect(quoteForm({ type: 'quoteForm', heading: 'H', service: 'patio-enclosures' })).toBe(true);
    expect(quoteForm({ type: 'quoteForm', heading: 'H', service: 'Storm Doors' })).toBe(false);

    const image = { src: '/images/a.svg', alt: 'A', width: 4, height: 3 };
    const gallery = validator(sectionFile('gallery'));
    expect(gallery({ type: 'gallery', items: [{ title: 'T', before: image, after: image }] })).toBe(true);
    expect(gallery({ type: 'gallery', items: [{ title: 'T', before: { ...image, alt: undefined }, after: image }] })).toBe(false);

    const contact = validator(sectionFile('contactInfo'));
    const card = { icon: 'phone', title: 'Call', text: '{phone}' };
    expect(contact({ type: 'contactInfo', items: [{ ...card, link: { label: 'Call', call: 'primary' } }] })).toBe(true);
    expect(contact({ type: 'contactInfo', items: [{ ...card, link: { label: 'Mail', href: 'mailto:{email}' } }] })).toBe(true);
    expect(contact({ type: 'contactInfo', items: [{ ...card, link: { label: 'Nowhere' } }] })).toBe(false);
  });

  it('let content name every icon of the kept set', () => {
    const pattern = new RegExp(common.$defs.icon.pattern);
    expect(iconSetNames().length).toBeGreaterThan(4000);
    expect(iconSetNames().filter((name) => !pattern.test(name))).toEqual([]);
  });
});

describe('schema folder', () => {
  it('is the one the content checker reads', () => {
    expect(sectionFiles.map((f) => f.id)).toContain(new URL(`file://${join(schemaDir, 'sections', 'hero.schema.json')}`).href);
  });
});
