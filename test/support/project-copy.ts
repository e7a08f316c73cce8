export { copyProject };

import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway project: its own content, schema and public files; code and packages linked from this one.
 * `env` is for scripts run there with tsx: through the links its tsconfig (JSX) would not apply to src/.
 */
function copyProject(prefix: string): { root: string; remove(): void; env: { TSX_TSCONFIG_PATH: string } } {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  // A site may have no public/ folder: its pictures are in content/images.
  for (const dir of ['content', 'schema', 'public']) if (existsSync(dir)) cpSync(dir, join(root, dir), { recursive: true });
  for (const link of ['src', 'scripts', 'node_modules', 'package.json', 'vite.config.ts', 'vite.staff.config.ts', 'tsconfig.json']) {
    symlinkSync(join(process.cwd(), link), join(root, link));
  }
  return {
    root,
    remove: () => rmSync(root, { recursive: true, force: true }),
    env: { TSX_TSCONFIG_PATH: join(process.cwd(), 'tsconfig.json') },
  };
}
