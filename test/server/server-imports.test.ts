// @vitest-environment node
// The server renders lead e-mail itself: nothing it loads is browser code (ky, React, Mantine, islands).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

it('loads no browser-only package or module from src/server/main.ts', () => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    // `import type` is erased before the code runs: it loads nothing. A statement ends at its ';': the match stays in it.
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (!spec!.startsWith('.')) {
        packages.add(spec!);
        continue;
      }
      const base = resolve(dirname(file), spec!);
      const found = [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && path.match(/\.tsx?$/));
      if (found) queue.push(found);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  // Whole names: kysely (the store's SQL builder) is not ky.
  expect([...packages].filter((name) => /^((ky|react|react-dom)(\/|$)|@mantine\/|vike)/.test(name))).toEqual([]);
  expect([...seen].filter((file) => /\/src\/(islands|sections|renderer)\/|contact-sequence|send-lead/.test(file))).toEqual([]);
});
