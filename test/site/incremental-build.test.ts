// A rebuild after one page's YAML changed redoes that page's work only (its first screen's weight, its render, its
// compressed copies), takes the code steps from the last build, and writes exactly what a clean build writes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { filesBelow } from '../../scripts/code-builds';
import { buildCounts, type BuildCounts } from '../support/build-counts';
import { fixtureRoot } from '../support/fixture-sites';
import { copyProject } from '../support/project-copy';

const { root, remove, env } = copyProject('incremental-build', fixtureRoot('roofer-site'));
const caches = mkdtempSync(join(tmpdir(), 'build-caches-'));
afterAll(() => {
  remove();
  rmSync(caches, { recursive: true, force: true });
});

const edited = 'content/pages/roof-replacement/asphalt-shingles.yaml';
const builtPage = 'roof-replacement/asphalt-shingles/index.html';

test('one page edited: only its work is redone, and the output equals a clean build', { timeout: 400_000 }, () => {
  const clean = build();
  const pages = clean.pages.rendered;
  expect(clean.pages.cached).toBe(0);
  expect(clean.codeFromCache).toBe(false);
  // The time per page is the whole build's over every page it wrote.
  expect(clean.perPage.pages).toBe(pages);
  expect(clean.perPage.seconds).toBeCloseTo(clean.seconds / pages, 1);
  const fresh = snapshot();

  const path = join(root, edited);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace('Shingles Made for Hail', 'Shingles Made for Big Hail'));
  const edit = build();
  expect(edit.firstScreens).toEqual({ weighed: 1, cached: clean.firstScreens.weighed - 1 });
  expect(edit.pages).toEqual({ rendered: 1, cached: pages - 1 });
  // The page's HTML as .br and .gz; every other file's copies come from the last build.
  expect(edit.compressed.made).toBe(2);
  expect(edit.compressed.written).toBe(clean.compressed.written);
  expect(edit.codeFromCache).toBe(true);
  expect(snapshot().get(builtPage)?.toString()).toContain('Shingles Made for Big Hail');

  // Back as it was: the page is made again, the rest comes from the cache, and every byte is the clean build's.
  writeFileSync(path, text);
  const back = build();
  expect(back.pages).toEqual({ rendered: 1, cached: pages - 1 });
  const cached = snapshot();
  expect([...cached.keys()].sort()).toEqual([...fresh.keys()].sort());
  const differ = [...fresh].filter(([file, bytes]) => !bytes.equals(cached.get(file)!)).map(([file]) => file);
  expect(differ).toEqual([]);
});

// `npm run build` in the copy, with the caches in a folder of their own (empty at first: a clean build).
function build(): BuildCounts {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env, BUILD_CACHE_DIR: caches },
  });
  expect(run.status, run.stderr).toBe(0);
  return buildCounts(run.stdout);
}

// Every file of the built site, by its path.
function snapshot(): Map<string, Buffer> {
  const client = join(root, 'dist/client');
  return new Map(filesBelow(client).map((file) => [relative(client, file), readFileSync(file)]));
}
