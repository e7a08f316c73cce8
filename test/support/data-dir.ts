export { freshDataDir };

import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// An empty embedded database takes ~5 s to initialise; copying an initialised one takes ~0.2 s.
// The template is an untouched initdb result (no tables): every test still runs the real migrations.
const pgliteVersion = (
  JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const template = join(tmpdir(), `leads-test-pglite-template-${pgliteVersion}`);

/** A new temporary DATA_DIR holding an initialised, empty embedded database; `remove` deletes it. */
async function freshDataDir(): Promise<{ dir: string; remove(): void }> {
  await ensureTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  cpSync(template, join(dir, 'db'), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function ensureTemplate(): Promise<void> {
  if (existsSync(template)) return;
  const building = mkdtempSync(join(tmpdir(), 'leads-test-template-'));
  const db = await PGlite.create(join(building, 'db'));
  await db.close();
  try {
    // Atomic: parallel test files either install it or find it installed.
    renameSync(join(building, 'db'), template);
  } catch {
    // another worker won the race
  }
  rmSync(building, { recursive: true, force: true });
}
