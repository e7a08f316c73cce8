export { openBuildCache, buildFingerprint, sourceFingerprint };
export type { BuildCache };

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Per-page work kept between builds (a rendered page, a first screen's weight), each result under the hash of
 * the code that made it and of its inputs: a result is used again only when both are the same.
 */
interface BuildCache<T> {
  /** The result kept for the same code and inputs, else `make(inputs)` (and kept). */
  get<I>(inputs: I, make: (inputs: I) => T): T;
  /** The same, for work that finishes later (it may then run beside other work). */
  getLater<I>(inputs: I, make: (inputs: I) => Promise<T>): Promise<T>;
  /** Results made in this run, and results taken from the cache. */
  readonly counts: { made: number; cached: number };
  /** Removes what this run did not use: the cache holds one site's worth. */
  prune(): void;
}

/**
 * The cache in `dir` for code with `fingerprint`; without a folder everything is made. A result that cannot be
 * read back (a half-written or foreign file) is made again.
 */
function openBuildCache<T>(dir: string | undefined, fingerprint: string): BuildCache<T> {
  const counts = { made: 0, cached: 0 };
  const used = new Set<string>();
  if (dir) mkdirSync(dir, { recursive: true });
  // The entry's file name, marked as used; undefined without a folder.
  const keyOf = (inputs: unknown) => {
    if (!dir) return undefined;
    const name = `${createHash('sha256').update(fingerprint).update('\0').update(JSON.stringify(inputs)).digest('hex')}.json`;
    used.add(name);
    return name;
  };
  const read = (name: string | undefined) => {
    const kept = name === undefined ? undefined : readEntry<T>(join(dir!, name));
    if (kept) counts.cached++;
    return kept;
  };
  const keep = (name: string | undefined, value: T) => {
    counts.made++;
    if (name === undefined) return value;
    const partial = join(dir!, `${name}.${process.pid}.tmp`);
    try {
      writeFileSync(partial, JSON.stringify({ value }));
      renameSync(partial, join(dir!, name));
    } catch {
      // A read-only folder: the next build makes it again.
    }
    return value;
  };
  return {
    counts,
    get(inputs, make) {
      const name = keyOf(inputs);
      const kept = read(name);
      if (kept) return kept.value;
      return keep(name, make(inputs));
    },
    async getLater(inputs, make) {
      const name = keyOf(inputs);
      const kept = read(name);
      if (kept) return kept.value;
      return keep(name, await make(inputs));
    },
    prune() {
      if (!dir || !existsSync(dir)) return;
      for (const name of readdirSync(dir)) if (!used.has(name)) rmSync(join(dir, name), { force: true });
    },
  };
}

/**
 * What a prerendered page depends on besides its inputs: the server build (the renderer, components and styles),
 * the client build it links and reads (chunks, manifests), the packages the server build imports at run time
 * (the lockfile) and Node itself. Any change there renders every page again.
 */
function buildFingerprint(distDir: string, lockfile: string): string {
  return fingerprint(
    [join(distDir, 'assets.json'), join(distDir, 'images.json'), lockfile],
    [join(distDir, 'server'), join(distDir, 'client', 'assets')],
  );
}

/** The same for work done by the source code itself (the content check): every file under `src`, the lockfile and Node. */
function sourceFingerprint(srcDir: string, lockfile: string): string {
  return fingerprint([lockfile], [srcDir]);
}

function fingerprint(files: string[], dirs: string[]): string {
  const hash = createHash('sha256').update(process.version);
  const all = [...files];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    all.push(...entries.map((entry) => join(entry.parentPath, entry.name)));
  }
  for (const file of all.sort()) {
    hash.update(`\0${file}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function readEntry<T>(path: string): { value: T } | undefined {
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8')) as { value: T } | null;
    return kept && typeof kept === 'object' && 'value' in kept ? kept : undefined;
  } catch {
    return undefined;
  }
}
