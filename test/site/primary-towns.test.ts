// A main town is one entry in site.yaml: its card on a fixture site's page of town cards comes from there; a main town written without its
// details is refused, by name.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadContent } from '../../src/content/load';
import { renderPage } from '../../src/renderer/render-page';
import { parseHtml } from '../support/built-site';
import { fixtureRoot } from '../support/fixture-sites';
import { copyProject } from '../support/project-copy';

const { root, remove } = copyProject('primary-towns', fixtureRoot('roofer-site'));
// The page with a card per main town.
const townsPage = '/about';
afterAll(remove);
const siteFile = join(root, 'content/site.yaml');
const original = readFileSync(siteFile, 'utf8');
const anchor = '  primary:\n';

test('a main town added with one entry in site.yaml gets its card', async () => {
  writeFileSync(
    siteFile,
    original.replace(
      anchor,
      `${anchor}    - town: Arvada\n      highlight: Split-level homes with low-slope additions; we match the old pitch.\n      zips: ['80002', '80003']\n`,
    ),
  );
  const loaded = await loadContent({ root });
  expect(loaded.ok ? [] : loaded.errors.map((error) => error.message)).toEqual([]);
  if (!loaded.ok) return;
  const doc = parseHtml(renderPage({ content: loaded.content, route: townsPage }).html);
  const card = [...doc.querySelectorAll('#primary-areas .cards-item')].find((item) => item.querySelector('h3')?.textContent === 'Arvada');
  expect(card?.querySelector('.cards-description')?.textContent).toBe(
    'Split-level homes with low-slope additions; we match the old pitch.',
  );
  expect([...(card?.querySelectorAll('.cards-tag') ?? [])].map((tag) => tag.textContent)).toEqual(['80002', '80003']);
  expect(card?.querySelector('a')?.textContent).toContain('Get a Quote in Arvada');
});

test('a main town without its details is refused, naming it', async () => {
  writeFileSync(siteFile, original.replace(anchor, `${anchor}    - Arvada\n`));
  const loaded = await loadContent({ root });
  expect(loaded.ok).toBe(false);
  if (loaded.ok) return;
  const messages = loaded.errors.map((error) => `${error.message} ${error.hint ?? ''}`);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain("'Arvada' is a main city without its details");
  expect(messages[0]).toContain('move it to additional');
});
