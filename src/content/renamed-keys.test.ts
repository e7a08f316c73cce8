import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renamedKeys, renamedTo } from './renamed-keys';

type Schema = { properties?: Record<string, Schema>; items?: Schema; oneOf?: { $ref: string }[] };

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../../schema/${name}`, import.meta.url), 'utf8')) as Schema;
const sectionTypes = schema('section.schema.json').oneOf!.map((ref) => /sections\/(\w+)\.schema\.json$/.exec(ref.$ref)?.[1]);
const documents = [schema('site.schema.json'), schema('page.schema.json')];

describe('renamed keys', () => {
  it('name, for each rename, a name the schemas have now and an old one they no longer have', () => {
    for (const { old, now, where } of renamedKeys) {
      const names = where === 'section type' ? sectionTypes : documents.flatMap((document) => keysAt(document, where));
      // A key that moved into a mapping (`brand.sharingImage`) is looked for there.
      const dot = now.lastIndexOf('.');
      const nowWhere = dot < 0 ? where : [where, now.slice(0, dot)].filter(Boolean).join('.');
      const nowNames = where === 'section type' ? sectionTypes : documents.flatMap((document) => keysAt(document, nowWhere));
      expect(nowNames, `${where}: ${now}`).toContain(now.slice(dot + 1));
      expect(names, `${where}: ${old}`).not.toContain(old);
    }
  });

  it('finds a rename only where it was made', () => {
    expect(renamedTo('quoteWidget', 'section type')?.now).toBe('quoteForm');
    expect(renamedTo('widgetSuccess', ['messages'])?.now).toBe('quoteSuccess');
    expect(renamedTo('widgetSuccess', [])).toBeUndefined();
    expect(renamedTo('widgetSuccess', ['sections', 0])).toBeUndefined();
    expect(renamedTo('quoteWidget', ['messages'])).toBeUndefined();
    expect(renamedTo('heor', 'section type')).toBeUndefined();
    expect(renamedTo('ogImage', [])?.now).toBe('brand.sharingImage');
    expect(renamedTo('ogImage', ['brand'])).toBeUndefined();
  });
});

/** The keys a schema allows in the mapping at `where` (`messages`, `header.navigation[]`), through its own properties. */
function keysAt(document: Schema, where: string): string[] {
  let at: Schema | undefined = document;
  for (const part of where.split('.').flatMap((key) => key.split(/(?=\[\])/))) {
    if (part !== '') at = part === '[]' ? at?.items : at?.properties?.[part];
  }
  return Object.keys(at?.properties ?? {});
}
