export { precompressDir };
export type { PrecompressOptions, PrecompressResult };

import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';

interface PrecompressOptions {
  /**
   * Folder keeping each compressed copy under its source's content hash, so a file that did not change since an
   * earlier build is copied instead of compressed again (it is left holding this run's copies only); none: every
   * file is compressed.
   */
  cacheDir?: string;
}

interface PrecompressResult {
  /** .br and .gz files written. */
  files: number;
  /** Of those, how many were compressed in this run (the rest came from the cache). */
  compressed: number;
  /** Source files that have copies (those under 1 KB have none). */
  sources: number;
  ms: number;
}

const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const formats = [
  {
    extension: '.br',
    make: (bytes: Buffer) =>
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  },
  { extension: '.gz', make: (bytes: Buffer) => gzipAsync(bytes, { level: 9 }) },
] as const;

// Run by the build: writes name.br and name.gz beside each text file of the built site, so the server, or any
// static host, sends them compressed without spending CPU per request. A copy always comes from the file's
// current bytes (through their hash), so none is ever left from an earlier version of its file.
async function precompressDir(root: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const started = performance.now();
  const all = await walk(root);
  const sources = all.filter((file) => compressible.has(extname(file)));
  const cacheDir = options.cacheDir;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  // The zlib calls run on libuv's threads: one at a time per core keeps every core busy.
  const limit = pLimit(Math.max(2, availableParallelism()));
  let written = 0;
  let made = 0;
  let withCopies = 0;
  const tasks: Promise<void>[] = [];
  // Reading and hashing are quick; only the compressing waits for a core.
  const reads = pLimit(8);
  const used = new Set<string>();
  for (const file of sources) {
    tasks.push(
      reads(() => readFile(file)).then(async (bytes) => {
        if (bytes.length < 1024) {
          await Promise.all(formats.map(({ extension }) => rm(`${file}${extension}`, { force: true })));
          return;
        }
        withCopies++;
        const hash = createHash('sha256').update(bytes).digest('hex');
        await Promise.all(
          formats.map(({ extension, make }) =>
            limit(async () => {
              used.add(`${hash}${extension}`);
              if (!(await copyFromCache(cacheDir, hash, extension, file))) {
                const compressed = await make(bytes);
                await writeAtomically(`${file}${extension}`, compressed);
                if (cacheDir) await writeAtomically(join(cacheDir, `${hash}${extension}`), compressed).catch(() => {});
                made++;
              }
              written++;
            }),
          ),
        );
      }),
    );
  }
  await Promise.all(tasks);
  // The cache keeps what this build used: one site's worth.
  if (cacheDir) for (const name of await readdir(cacheDir)) if (!used.has(name)) await rm(join(cacheDir, name), { force: true });
  return { files: written, compressed: made, sources: withCopies, ms: Math.round(performance.now() - started) };
}

// True when the cache had the copy (and it now sits beside the file).
async function copyFromCache(cacheDir: string | undefined, hash: string, extension: string, file: string): Promise<boolean> {
  if (!cacheDir) return false;
  const target = `${file}${extension}`;
  const partial = `${target}.${process.pid}.tmp`;
  try {
    await copyFile(join(cacheDir, `${hash}${extension}`), partial);
    await rename(partial, target);
    return true;
  } catch {
    await rm(partial, { force: true });
    return false;
  }
}

async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  const partial = `${path}.${process.pid}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

// Files only, at any depth.
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
