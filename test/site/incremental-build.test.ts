// A rebuild after one page's YAML changed redoes that page's work only (its first screen's weight, its render, its
// compressed copies), takes the code steps from the last build, and writes exactly what a clean build writes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { filesBelow } from '../../scripts/code-builds';
import { buildCounts, type BuildCounts } from '../support/build-counts';
import { copyProject } from '../support/project-copy';

const { root, remove, env } = copyProject('incremental-build');
const caches = mkdtempSync(join(tmpdir(), 'build-caches-'));
afterAll(() => {
  remove();
  rmSync(caches, { recursive: true, force: true });
});

const edited = 'content/pages/door-installation/entry-doors.yaml';

test('one page edited: only its work is redone, and the output equals a clean build', { timeout: 400_000 }, () => {
  const first = build('warm');
  const pages = first.pages.rendered;
  expect(first.pages.cached).toBe(0);
  expect(first.codeFromCache).toBe(false);

  const path = join(root, edited);
  writeFileSync(path, readFileSync(path, 'utf8').replace('Make a better first impression', 'Make a lasting first impression'));
  const again = build('warm');
  expect(again.firstScreens).toEqual({ weighed: 1, cached: first.firstScreens.weighed - 1 });
  expect(again.pages).toEqual({ rendered: 1, cached: pages - 1 });
  // The page's HTML as .br and .gz; every other file's copies come from the last build.
  expect(again.compressed.made).toBe(2);
  expect(again.compressed.written).toBe(first.compressed.written);
  expect(again.codeFromCache).toBe(true);
  const cached = snapshot();
  expect(cached.get('door-installation/entry-doors/index.html')?.toString()).toContain('Make a lasting first impression');

  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const clean = build('clean');
  expect(clean.pages).toEqual({ rendered: pages, cached: 0 });
  const fresh = snapshot();
  expect([...cached.keys()].sort()).toEqual([...fresh.keys()].sort());
  const differ = [...fresh].filter(([file, bytes]) => !bytes.equals(cached.get(file)!)).map(([file]) => file);
  expect(differ).toEqual([]);
});

// `npm run build` in the copy, with the caches in their own folder (`clean`: an empty one).
function build(cache: 'warm' | 'clean'): BuildCounts {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env, BUILD_CACHE_DIR: join(caches, cache) },
  });
  expect(run.status, run.stderr).toBe(0);
  return buildCounts(run.stdout);
}

// Every file of the built site, by its path.
function snapshot(): Map<string, Buffer> {
  const client = join(root, 'dist/client');
  return new Map(filesBelow(client).map((file) => [relative(client, file), readFileSync(file)]));
}
