export { readClientManifest, islandsEntry };
export type { ClientManifest, ManifestChunk };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the client build's manifest (dist/assets.json), keyed by source path or `_chunk-….js`. */
interface ManifestChunk {
  /** Output file under dist/client, e.g. `assets/chunks/chunk-x.js`. */
  file: string;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
  /** Keys of the chunks it may import later with `import()`. */
  dynamicImports?: string[];
  /** Entry name (`islands` for the loader, see vite.config.ts). */
  name?: string;
  /** Whether the chunk is an entry of the build. */
  isEntry?: boolean;
}

type ClientManifest = Record<string, ManifestChunk>;

/** Source of the islands loader, the extra client entry (see vite.config.ts). */
const islandsEntry = 'src/islands/client.ts';

/** The manifest the client build wrote into `distDir`; the prerender runs after it. */
function readClientManifest(distDir: string = join(process.cwd(), 'dist')): ClientManifest {
  const manifest = JSON.parse(readFileSync(join(distDir, 'assets.json'), 'utf8')) as ClientManifest;
  // Keys are paths relative to where the sources really live; find the loader by its entry name instead.
  if (!manifest[islandsEntry]) {
    const loader = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'islands');
    if (loader) manifest[islandsEntry] = loader;
  }
  return manifest;
}
