export { islandChunks };

import { basename } from 'node:path';
import { islandsEntry, type ClientManifest } from './client-manifest';

/**
 * Output files of the client code a page may run: the islands loader with everything it imports, and the
 * chunks of the islands on the page. Chunks that only other islands use are left out. An island's chunk is
 * the manifest entry named like it (`MobileMenu` -> `src/layout/MobileMenu.tsx`); when a registered island
 * has none, undefined (the caller then keeps everything).
 */
function islandChunks(manifest: ClientManifest, registered: readonly string[], onPage: readonly string[]): string[] | undefined {
  const keyOf = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('_')) keyOf.set(basename(key).replace(/\.[^.]+$/, ''), key);
  }
  const islandKeys = new Set<string>();
  for (const name of registered) {
    const key = keyOf.get(name);
    if (!key) return undefined;
    islandKeys.add(key);
  }
  const wanted = new Set(onPage.map((name) => keyOf.get(name)));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    if (islandKeys.has(key) && !wanted.has(key)) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(islandsEntry);
  for (const key of wanted) if (key) visit(key);
  return [...seen].map((key) => manifest[key]!.file);
}
