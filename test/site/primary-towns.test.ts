// A main town is one entry in site.yaml: its card on /service-areas comes from there; a main town written without its
// details is refused, by name.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadContent } from '../../src/content/load';
import { renderPage } from '../../src/renderer/render-page';
import { parseHtml } from '../support/built-site';
import { copyProject } from '../support/project-copy';

const { root, remove } = copyProject('primary-towns');
afterAll(remove);
const siteFile = join(root, 'content/site.yaml');
const original = readFileSync(siteFile, 'utf8');
const anchor = '  primary:\n';

test('a main town added with one entry in site.yaml gets its card on /service-areas', async () => {
  writeFileSync(
    siteFile,
    original.replace(
      anchor,
      `${anchor}    - town: Estero\n      highlight: Gated golf communities with strict HOA rules; we bring the paperwork.\n      zips: ['33928', '33967']\n`,
    ),
  );
  const loaded = await loadContent({ root });
  expect(loaded.ok ? [] : loaded.errors.map((error) => error.message)).toEqual([]);
  if (!loaded.ok) return;
  const doc = parseHtml(renderPage({ content: loaded.content, route: '/service-areas' }).html);
  const card = [...doc.querySelectorAll('#primary-areas .cards-item')].find((item) => item.querySelector('h3')?.textContent === 'Estero');
  expect(card?.querySelector('.cards-description')?.textContent).toBe(
    'Gated golf communities with strict HOA rules; we bring the paperwork.',
  );
  expect([...(card?.querySelectorAll('.cards-tag') ?? [])].map((tag) => tag.textContent)).toEqual(['33928', '33967']);
  expect(card?.querySelector('a')?.textContent).toContain('Get a Estero Quote');
});

test('a main town without its details is refused, naming it', async () => {
  writeFileSync(siteFile, original.replace(anchor, `${anchor}    - Estero\n`));
  const loaded = await loadContent({ root });
  expect(loaded.ok).toBe(false);
  if (loaded.ok) return;
  const messages = loaded.errors.map((error) => `${error.message} ${error.hint ?? ''}`);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain("'Estero' is a main city without its details");
  expect(messages[0]).toContain('move it to additional');
});
