export { stylesheetHref, writeStylesheets };

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * URL of a page's whole stylesheet, `/assets/page-<hash>.css`: named by its content, so pages with the same sections
 * and islands share the file and it can be cached for good.
 */
function stylesheetHref(css: string): string {
  return `/assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/** Writes the pages' stylesheets (URL -> CSS) into the built site's client folder, once the pages are rendered. */
function writeStylesheets(clientDir: string, stylesheets: ReadonlyMap<string, string>): void {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  for (const [href, css] of stylesheets) writeFileSync(join(clientDir, href), css);
}
