export { copyProject };

import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway project: its own content, schema and public files (from `site`, a fixture site's root, or this
 * project); code and packages linked from this one.
 * `env` is for scripts run there with tsx: through the links its tsconfig (JSX) would not apply to src/.
 */
function copyProject(prefix: string, site = process.cwd()): { root: string; remove(): void; env: { TSX_TSCONFIG_PATH: string } } {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  // The site's content and public files (a fixture site's, or this project's; a site may have no public/ folder: its
  // pictures are in content/images), this project's schemas.
  for (const dir of ['content', 'public']) if (existsSync(join(site, dir))) cpSync(join(site, dir), join(root, dir), { recursive: true });
  cpSync('schema', join(root, 'schema'), { recursive: true });
  for (const link of ['src', 'scripts', 'node_modules', 'package.json', 'vite.config.ts', 'vite.staff.config.ts', 'tsconfig.json']) {
    symlinkSync(join(process.cwd(), link), join(root, link));
  }
  return {
    root,
    remove: () => rmSync(root, { recursive: true, force: true }),
    env: { TSX_TSCONFIG_PATH: join(process.cwd(), 'tsconfig.json') },
  };
}
