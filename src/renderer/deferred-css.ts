export { publishStylesheet };

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `css` into the built site as `assets/page-<hash>.css` (once per distinct content; pages with the same
 * sections and islands share the file, and its name changes with its content so it can be cached for good) and
 * returns its URL. Runs while the build prerenders, after the client build wrote dist/client.
 */
function publishStylesheet(css: string, clientDir = join(process.cwd(), 'dist/client')): string {
  const name = `page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const file = join(clientDir, 'assets', name);
  if (!existsSync(file)) {
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(file, css);
  }
  return `/assets/${name}`;
}
