export { pageCss };
export type { PageStyles };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { islands } from '../islands/registry';
import { theme } from '../theme';
import { readClientManifest, type ClientManifest } from './client-manifest';
import { islandChunks } from './island-code';
import { mantineHeadCss } from './mantine-head';
import { siteCss, stylesheets } from './styles';
import { mantineClassNames, trimCss } from './trim-css';
import { cssMissingFrom } from './split-css';
import { publishStylesheet } from './deferred-css';

/** A page's styles: what its markup needs, inline; what only its islands show once woken, as a file. */
interface PageStyles {
  /** The inline stylesheet: the site's CSS for the sections the page has, Mantine's rules for the components in
   *  its markup, then the theme's variables (last, so they win). */
  inline: string;
  /** URL of the stylesheet of what its islands may add later (toasts, loading states), if any. */
  deferredHref?: string;
}

/** In development every page gets all the CSS inline. */
function pageCss(html: string, sectionTypes: ReadonlySet<string>): PageStyles {
  if (import.meta.env.DEV) return { inline: `${siteCss}\n${mantineHeadCss}` };
  const css = [...stylesheets.filter((s) => !s.section || sectionTypes.has(s.section)).map((s) => s.css), mantineHeadCss].join('\n');
  const colors = Object.keys({ ...DEFAULT_THEME.colors, ...theme.colors });
  const keepColors = [theme.primaryColor ?? DEFAULT_THEME.primaryColor];
  const inline = trimCss(css, { classes: mantineClassNames(html), references: html, colors, keepColors });
  const code = clientCode(islandsOn(html));
  const withIslands = trimCss(css, {
    classes: code === undefined ? undefined : new Set([...mantineClassNames(html), ...mantineClassNames(code)]),
    references: `${html}\n${code ?? ''}`,
    colors,
    keepColors,
  });
  const deferred = cssMissingFrom(withIslands, inline);
  return { inline, deferredHref: deferred.trim() ? publishStylesheet(deferred) : undefined };
}

function islandsOn(html: string): string[] {
  return Array.from(html.matchAll(/\bdata-island="([^"]+)"/g), (m) => m[1] ?? '');
}

// The build's manifest and chunk texts are read once per process (the prerender renders every page in one).
let manifest: ClientManifest | undefined;
const chunkText = new Map<string, string>();

function clientCode(onPage: string[]): string | undefined {
  manifest ??= readClientManifest();
  const files = islandChunks(manifest, Object.keys(islands), onPage);
  if (!files) return undefined;
  return files
    .map((file) => {
      let text = chunkText.get(file);
      if (text === undefined) {
        text = readFileSync(join(process.cwd(), 'dist/client', file), 'utf8');
        chunkText.set(file, text);
      }
      return text;
    })
    .join('\n');
}
