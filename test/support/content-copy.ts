// Test support: a throw-away copy of the small valid site in test/fixtures/content-site (a sample), of
// test/fixtures/live-site (the same site made ready to go live) or of another fixture site, with one mistake put in.
export { copyFixture, copyLiveSite, copySite, editFile, removeCopies, liveSite };
export type { Edit };

import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureRoot, type fixtureSites } from './fixture-sites';

/** Replace `find` (which must occur exactly once) in `file` by `replace`; `find: null` writes the whole file. */
interface Edit {
  file: string;
  find: string | null;
  replace: string | Uint8Array;
}

const fixture = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/content-site');
const liveSite = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/live-site');
const copies: string[] = [];

/** A fresh copy of the fixture project with the edits applied; returns its root. */
function copyFixture(...edits: Edit[]): string {
  return copyOf(fixture, edits);
}

/** A fresh copy of the site ready to go live with the edits applied; returns its root. */
function copyLiveSite(...edits: Edit[]): string {
  return copyOf(liveSite, edits);
}

/** A fresh copy of the fixture site of that name (test/fixtures/<name>) with the edits applied; returns its root. */
function copySite(name: (typeof fixtureSites)[number], ...edits: Edit[]): string {
  return copyOf(fixtureRoot(name), edits);
}

function copyOf(site: string, edits: Edit[]): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  copies.push(root);
  cpSync(site, root, { recursive: true });
  for (const edit of edits) editFile(root, edit);
  return root;
}

function editFile(root: string, edit: Edit): void {
  const path = join(root, edit.file);
  mkdirSync(dirname(path), { recursive: true });
  if (edit.find === null) {
    writeFileSync(path, edit.replace);
    return;
  }
  const bytes = readFileSync(path);
  const find = Buffer.from(edit.find);
  const at = bytes.indexOf(find);
  if (at < 0 || bytes.indexOf(find, at + 1) >= 0) throw new Error(`'${edit.find}' must occur exactly once in ${edit.file}`);
  const replace = typeof edit.replace === 'string' ? Buffer.from(edit.replace) : edit.replace;
  writeFileSync(path, Buffer.concat([bytes.subarray(0, at), replace, bytes.subarray(at + find.length)]));
}

function removeCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}
