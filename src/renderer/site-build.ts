export { readSiteBuild };
export type { SiteBuild, ClientBuild };

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getContentSync } from '../content/load';
import type { LoadedContent } from '../content/types';
import { withPictures } from '../images/attach';
import { readManifest, type Manifest } from '../images/manifest';
import { readBrandFiles } from '../images/brand-images';
import { islandsEntry, readClientManifest, type ClientManifest } from './client-manifest';
import { counterChunk } from '../visits/loader';
import { buildFingerprint, openBuildCache, type BuildCache } from './build-cache';
import type { RenderedPage } from './rendered-page';

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
  /** The checked content with the pictures' variants and the brand's files attached: loaded once for all pages. */
  content: LoadedContent;
  /** The pages rendered by earlier builds of the same code. */
  pages: BuildCache<RenderedPage>;
  /** The pages' whole stylesheets by URL, gathered while they render; the build writes them afterwards. */
  stylesheets: Map<string, string>;
}

/**
 * The build's output in `distDir` (its client folder, manifests) and the content, read once before the pages are
 * rendered; `cacheDir` keeps the rendered pages between builds (none: every page is rendered).
 */
function readSiteBuild(distDir: string, cacheDir?: string): SiteBuild {
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
  const pictures = readManifest(join(distDir, 'images.json'));
  return {
    client: { islandsSrc: `/${loader.file}`, counterSrc: counter && `/${counter.file}`, manifest, fileText },
    pictures,
    content: { ...withPictures(getContentSync(), pictures), brandFiles: readBrandFiles(join(distDir, 'brand.json')) },
    pages: openBuildCache<RenderedPage>(cacheDir, buildFingerprint(distDir, resolve('package-lock.json'))),
    stylesheets: new Map(),
  };
}
