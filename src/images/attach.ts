export { withPictures };

import type { Manifest } from './manifest';

/** A copy of the content where every raster picture carries its published variants, and every picture passed
 * through (SVG) its content-named address, for the renderer. */
function withPictures<T>(value: T, manifest: Manifest): T {
  if (Object.keys(manifest).length === 0) return value;
  return attach(value, manifest);
}

function attach<T>(value: T, manifest: Manifest): T {
  if (Array.isArray(value)) return value.map((item) => attach(item, manifest)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, attach(item, manifest)])) as Record<string, unknown>;
  const entry = typeof copy.src === 'string' && typeof copy.alt === 'string' ? manifest[copy.src] : undefined;
  if (entry && 'file' in entry) copy.src = entry.file;
  else if (entry) copy.picture = entry;
  return copy as T;
}
