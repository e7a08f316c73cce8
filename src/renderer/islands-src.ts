export { islandsSrc };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const entry = 'src/islands/client.ts';

/** URL of the islands loader: Vite serves the source in development; a build records its hashed chunk. */
function islandsSrc(): string {
  if (import.meta.env.DEV) return `/${entry}`;
  const assets = JSON.parse(readFileSync(join(process.cwd(), 'dist/assets.json'), 'utf8')) as Record<string, { file: string; name?: string; isEntry?: boolean }>;
  // The entry is named `islands` in vite.config.ts; its key is a path that depends on where the project lives.
  const chunk = Object.values(assets).find((a) => a.isEntry && a.name === 'islands');
  if (!chunk) throw new Error(`The client build has no chunk for ${entry} (dist/assets.json)`);
  return `/${chunk.file}`;
}
