import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { formatErrors } from './format';
import { loadContent } from './load';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The routes the product must have (spec, "Screens and routes").
const SPEC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/gallery',
  '/contact',
  '/service-areas',
  '/replacement-windows',
  '/replacement-windows/hurricane-windows',
  '/replacement-windows/single-hung-windows',
  '/replacement-windows/bay-windows',
  '/replacement-windows/sliding-windows',
  '/replacement-windows/casement-windows',
  '/door-installation',
  '/door-installation/entry-doors',
  '/door-installation/double-entry-doors',
  '/door-installation/sliding-glass-doors',
  '/door-installation/hinged-patio-doors',
  '/door-installation/french-doors',
  '/door-installation/storm-doors',
  '/retractable-screens',
];

describe('the real content', () => {
  test('is valid: site.yaml and every page', async () => {
    const result = await loadContent({ root });
    expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
  });

  test('has every route of the product', async () => {
    const result = await loadContent({ root });
    const routes = result.ok ? result.content.pages.map((page) => page.route) : [];
    expect(routes).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  test('every file names its schema on its first line, for the editor', async () => {
    const result = await loadContent({ root });
    if (!result.ok) return expect.fail('the content has errors (see the test above)');
    const files = ['content/site.yaml', ...result.content.pages.map((page) => page.file), result.content.notFound.file];
    const wrong = files.filter((file) => {
      const first = readFileSync(join(root, file), 'utf8').split('\n')[0] ?? '';
      const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1];
      const expected = join(root, 'schema', file === 'content/site.yaml' ? 'site.schema.json' : 'page.schema.json');
      return !schema || resolve(dirname(join(root, file)), schema) !== expected;
    });
    expect(wrong).toEqual([]);
  });
});
