export { islandsSrc };

import { islandsEntry, readClientManifest } from './client-manifest';

/** URL of the islands loader: Vite serves the source in development; a build records its hashed chunk. */
function islandsSrc(): string {
  if (import.meta.env.DEV) return `/${islandsEntry}`;
  const chunk = readClientManifest()[islandsEntry];
  if (!chunk) throw new Error(`The client build has no chunk for ${islandsEntry} (dist/assets.json)`);
  return `/${chunk.file}`;
}
