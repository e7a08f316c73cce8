export { readSiteBuild };
export type { SiteBuild, ClientBuild };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, type Manifest } from '../images/manifest';
import { islandsEntry, readClientManifest, type ClientManifest } from './client-manifest';
import { counterChunk } from '../visits/loader';

/** The client build's output, as the page renderer reads it. */
interface ClientBuild {
  /** URL of the islands loader's chunk. */
  islandsSrc: string;
  /** URL of the visit counter's chunk (src/visits/counter.ts). */
  counterSrc?: string;
  /** The client build's manifest. */
  manifest: ClientManifest;
  /** Text of a built file, by its path in the client folder (e.g. `assets/chunks/chunk-x.js`); each read once. */
  fileText(file: string): string;
}

/** What the build hands the prerender (vike's pageContext `siteBuild`); absent while editing. */
interface SiteBuild {
  client: ClientBuild;
  /** The pictures' published variants. */
  pictures: Manifest;
  /** The pages' whole stylesheets by URL, gathered while they render; the build writes them afterwards. */
  stylesheets: Map<string, string>;
}

/** The build's output in `distDir` (its client folder, manifests), read once before the pages are rendered. */
function readSiteBuild(distDir: string): SiteBuild {
  const manifest = readClientManifest(distDir);
  const loader = manifest[islandsEntry];
  if (!loader) throw new Error(`The client build has no chunk for ${islandsEntry} (${join(distDir, 'assets.json')})`);
  const counter = counterChunk(manifest);
  const texts = new Map<string, string>();
  const fileText = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(join(distDir, 'client', file), 'utf8');
      texts.set(file, text);
    }
    return text;
  };
  return {
    client: { islandsSrc: `/${loader.file}`, counterSrc: counter && `/${counter.file}`, manifest, fileText },
    pictures: readManifest(join(distDir, 'images.json')),
    stylesheets: new Map(),
  };
}
