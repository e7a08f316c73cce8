import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { copyFixture, editFile, removeCopies } from '../../test/support/content-copy';
import { loadContent } from './load';

afterAll(removeCopies);

const cacheFile = (root: string) => join(root, 'node_modules/.cache/content-check/parsed.json');

/** A fixture copy that looks like a project with its packages installed. */
function project(): string {
  const root = copyFixture();
  mkdirSync(join(root, 'node_modules'));
  return root;
}

test('a project keeps what the parser made of each valid file, and only of the current files', async () => {
  const root = project();
  expect((await loadContent({ root })).ok).toBe(true);
  expect(Object.keys(JSON.parse(readFileSync(cacheFile(root), 'utf8')))).toHaveLength(7);
  editFile(root, { file: 'content/pages/about.yaml', find: 'title: About Us', replace: 'title: Our Story' });
  const result = await loadContent({ root });
  expect(result.ok && result.content.pages[1]!.page.title).toBe('Our Story');
  expect(Object.keys(JSON.parse(readFileSync(cacheFile(root), 'utf8')))).toHaveLength(7);
});

test('the cached data is what gets checked and used', async () => {
  const root = project();
  await loadContent({ root });
  // Stand in for the parser: if the cache is read, this title shows.
  const stored = JSON.parse(readFileSync(cacheFile(root), 'utf8')) as Record<string, { title?: string }>;
  for (const entry of Object.values(stored)) if (entry.title === 'About Us') entry.title = 'From the cache';
  writeFileSync(cacheFile(root), JSON.stringify(stored));
  const result = await loadContent({ root });
  expect(result.ok && result.content.pages[1]!.page.title).toBe('From the cache');
  expect(await loadContent({ root, cache: false }).then((again) => again.ok && again.content.pages[1]!.page.title)).toBe('About Us');
});

test('a problem in an unchanged (cached) file is still reported at its real position', async () => {
  const root = project();
  await loadContent({ root });
  rmSync(join(root, 'content/images/team.svg'));
  const result = await loadContent({ root });
  expect(result.ok ? [] : result.errors.map((error) => `${error.file}:${error.line}:${error.column} ${error.message}`)).toEqual([
    "content/pages/about.yaml:11:12 The picture '/images/team.svg' is not in the images folder (looked for content/images/team.svg)",
  ]);
});

test('content outside a project (no node_modules) leaves nothing behind', async () => {
  const root = copyFixture();
  await loadContent({ root });
  expect(existsSync(join(root, 'node_modules'))).toBe(false);
});
