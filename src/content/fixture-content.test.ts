// The fixture sites the product's tests run on are valid content, as an editor's would be.
import { readFileSync } from 'node:fs';
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
