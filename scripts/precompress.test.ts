import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { precompressDir } from './precompress';

const scratch = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Over 1 KB, and different for each `word`.
const page = (word: string) => `<!DOCTYPE html><html><body>${`<p>${word}</p>`.repeat(200)}</body></html>`;

test('a rebuild compresses only the changed files, and no copy is left from an earlier version', async () => {
  const site = join(scratch, 'site');
  const cacheDir = join(scratch, 'cache');
  mkdirSync(join(site, 'about'), { recursive: true });
  writeFileSync(join(site, 'index.html'), page('home'));
  writeFileSync(join(site, 'about/index.html'), page('about'));
  writeFileSync(join(site, 'app.js'), 'console.log(1);'.repeat(100));

  expect(await precompressDir(site, { cacheDir })).toMatchObject({ files: 6, compressed: 6, sources: 3 });
  expect(await precompressDir(site, { cacheDir })).toMatchObject({ files: 6, compressed: 0 });

  // The build writes the site anew: the copies come from the cache by the files' bytes, not their dates.
  rmSync(join(site, 'index.html.br'));
  writeFileSync(join(site, 'about/index.html'), page('changed'));
  expect(await precompressDir(site, { cacheDir })).toMatchObject({ files: 6, compressed: 2 });
  expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br'))).toString()).toBe(page('home'));
  expect(brotliDecompressSync(readFileSync(join(site, 'about/index.html.br'))).toString()).toBe(page('changed'));
  expect(gunzipSync(readFileSync(join(site, 'about/index.html.gz'))).toString()).toBe(page('changed'));

  // A file now too small to be worth it keeps no copy to be served in its place.
  writeFileSync(join(site, 'index.html'), '<!DOCTYPE html><p>short</p>');
  expect(await precompressDir(site, { cacheDir })).toMatchObject({ files: 4, compressed: 0, sources: 2 });
  for (const gone of ['index.html.br', 'index.html.gz']) expect(existsSync(join(site, gone))).toBe(false);
});

test('without a cache folder every file is compressed each time', async () => {
  const site = join(scratch, 'plain');
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, 'index.html'), page('plain'));
  expect(await precompressDir(site)).toMatchObject({ files: 2, compressed: 2 });
  expect(await precompressDir(site)).toMatchObject({ files: 2, compressed: 2 });
});
