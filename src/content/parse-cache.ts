export { openParseCache };
export type { ParseCache };

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What the YAML parser made of each file's exact text, kept between runs. Parsing is by far the slowest step
 * (the parser needs ~0.2 s for the site's ~140 KB on a cold start); a file whose text did not change is not
 * parsed again. Only files that were valid are kept, so every value in here is plain JSON.
 */
interface ParseCache {
  get(file: string, text: string): unknown;
  set(file: string, text: string, data: unknown): void;
  /** Write the entries used in this run (and only those), when they changed. */
  save(): void;
}

const yamlVersion = (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;

/** The cache of a project: node_modules/.cache/content-check/parsed.json, or none when it has no node_modules. */
function openParseCache(root: string): ParseCache {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return { get: () => undefined, set: () => {}, save: () => {} };
  const path = join(modules, '.cache', 'content-check', 'parsed.json');
  const stored = read(path);
  const used: Record<string, unknown> = {};
  let changed = false;
  const keyOf = (file: string, text: string) => createHash('sha256').update(`${yamlVersion}\0${file}\0${text}`).digest('hex');
  return {
    get(file, text) {
      const key = keyOf(file, text);
      if (!(key in stored)) return undefined;
      used[key] = stored[key];
      return stored[key];
    },
    set(file, text, data) {
      used[keyOf(file, text)] = data;
      changed = true;
    },
    save() {
      if (!changed && Object.keys(used).length === Object.keys(stored).length) return;
      try {
        mkdirSync(dirname(path), { recursive: true });
        const temporary = `${path}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify(used));
        renameSync(temporary, path);
      } catch {
        // A read-only checkout still works; it parses every file on every run.
      }
    },
  };
}

function read(path: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
