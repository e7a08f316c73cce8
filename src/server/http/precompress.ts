export { precompressDir };

import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import pLimit from 'p-limit';

const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);

// Run by the build: writes name.br and name.gz beside each text file of the built site (skipped when up to
// date), so the server, or any static host, sends them compressed without spending CPU per request.
async function precompressDir(root: string): Promise<{ files: number; ms: number }> {
  const started = performance.now();
  const files = (await walk(root)).filter((file) => compressible.has(extname(file)));
  // Two at a time: one per core.
  const limit = pLimit(2);
  const counts = await Promise.all(files.map((file) => limit(() => compressOne(file))));
  const written = counts.reduce((sum, count) => sum + count, 0);
  return { files: written, ms: Math.round(performance.now() - started) };
}

async function compressOne(file: string): Promise<number> {
  const source = await stat(file);
  if (source.size < 1024) return 0;
  let count = 0;
  for (const [extension, make] of [
    [
      '.br',
      () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.size } }),
    ],
    ['.gz', () => createGzip({ level: 9 })],
  ] as const) {
    const target = `${file}${extension}`;
    const existing = await stat(target).catch(() => undefined);
    if (existing && existing.mtimeMs >= source.mtimeMs) continue;
    const partial = `${target}.${process.pid}.tmp`;
    await pipeline(createReadStream(file), make(), createWriteStream(partial));
    await rename(partial, target);
    count++;
  }
  return count;
}

// Files only, at any depth.
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
