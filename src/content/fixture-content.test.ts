// The fixture sites the product's tests run on are valid content, as an editor's would be.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { formatErrors } from './format';
import { loadContent } from './load';
import { fixtureRoot, fixtureSites } from '../../test/support/fixture-sites';

const schemaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema');

describe.each(fixtureSites)('the fixture site %s', (name) => {
  const root = fixtureRoot(name);

  test('is valid: site.yaml and every page', async () => {
    const result = await loadContent({ root });
    expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
  });

  test('every file names its schema on its first line, for the editor', async () => {
    const result = await loadContent({ root });
    if (!result.ok) return expect.fail('the content has errors (see the test above)');
    const files = ['content/site.yaml', ...result.content.pages.map((page) => page.file), result.content.notFound.file];
    const wrong = files.filter((file) => {
      const first = readFileSync(join(root, file), 'utf8').split('\n')[0] ?? '';
      const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1];
      const expected = join(schemaDir, file === 'content/site.yaml' ? 'site.schema.json' : 'page.schema.json');
      return !schema || resolve(dirname(join(root, file)), schema) !== expected;
    });
    expect(wrong).toEqual([]);
  });
});

describe.each(['roofer-site', 'plumber-site'] as const)('the fixture site %s', (name) => {
  test('uses every section type, so checks run on every built site see each one', async () => {
    const result = await loadContent({ root: fixtureRoot(name) });
    if (!result.ok) return expect.fail('the content has errors');
    const used = new Set<string>(
      result.content.pages.flatMap((page) => [...page.page.sections, ...(page.page.sidebar ?? [])].map((section) => section.type)),
    );
    const all = readdirSync(join(schemaDir, 'sections')).map((file) => file.replace('.schema.json', ''));
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((type) => !used.has(type))).toEqual([]);
  });
});
