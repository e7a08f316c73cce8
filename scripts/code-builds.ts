// The build's code steps (vike's client and server build, the staff inbox's build) make the same files from the same
// code whatever the content says: a rebuild after a content edit takes their files from the last build made of the
// same code instead of running them again.
export { codeHash, filesBelow, keepSnapshot, restoreSnapshot };

import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

// Everything the code steps read (vite loads .env files; public/ is copied into the client folder). content/ is
// not among them: the pages are rendered afterwards, by the prerender.
const codeDirs = ['src', 'schema', 'public'];
const codeFiles = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'vite.staff.config.ts'];

/** Hash of the code the steps build from, and of Node's version; any change runs them again. */
function codeHash(root: string): string {
  const hash = createHash('sha256').update(process.version);
  const envFiles = readdirSync(root).filter((name) => name === '.env' || name.startsWith('.env.'));
  const files = [...codeFiles, ...envFiles].map((name) => join(root, name));
  for (const dir of codeDirs) files.push(...filesBelow(join(root, dir)));
  for (const file of files.sort()) {
    hash.update(`\0${relative(root, file)}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Puts the files kept as step `step` for code `hash` back under `distDir`; false when there are none (the step
 * must run). Only the step's newest snapshot is kept.
 */
function restoreSnapshot(cacheDir: string, step: string, hash: string, distDir: string): boolean {
  const dir = join(cacheDir, `${step}-${hash}`);
  if (!existsSync(dir)) return false;
  cpSync(dir, distDir, { recursive: true });
  return true;
}

/**
 * Keeps `paths` (files and folders under `distDir`) as what step `step` made from code `hash`, in place of older
 * snapshots. The snapshot's folder appears whole or not at all.
 */
function keepSnapshot(cacheDir: string, step: string, hash: string, distDir: string, paths: readonly string[]): void {
  const dir = join(cacheDir, `${step}-${hash}`);
  const partial = `${dir}.${process.pid}.tmp`;
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    for (const path of paths) cpSync(path, join(partial, relative(distDir, path)), { recursive: true });
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith(`${step}-`) && join(cacheDir, name) !== partial) rmSync(join(cacheDir, name), { recursive: true, force: true });
    }
    renameSync(partial, dir);
  } catch {
    // A read-only cache: the next build runs the step again.
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Files at any depth under `dir` (none when it does not exist). */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
