export { onRenderHtml };

import type { PageContextServer } from 'vike/types';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { ContentCheckError, getContent } from '../content/load';
import { islandsSrc } from '../renderer/islands-src';
import { renderPage } from '../renderer/render-page';
import { renderContentErrors } from '../dev/ContentErrorsPage';
import { withPictures } from '../images/attach';
import { imagesManifestFile, readManifest } from '../images/manifest';

// https://vike.dev/onRenderHtml — the page is server HTML only; islands hydrate on their own.
async function onRenderHtml(pageContext: PageContextServer) {
  const route = pageContext.is404 || pageContext.errorWhileRendering ? null : pageContext.urlPathname;
  try {
    // While editing, pictures are served as they are; a build renders them with their variants.
    const pictures = import.meta.env.DEV ? {} : readManifest(imagesManifestFile);
    const html = renderPage({ content: withPictures(await getContent(), pictures), route, islandsSrc: islandsSrc() });
    return escapeInject`${dangerouslySkipEscape(html)}`;
  } catch (error) {
    // While editing, a content mistake shows as the validator's message, never a stack trace.
    if (import.meta.env.DEV && error instanceof ContentCheckError) {
      return escapeInject`${dangerouslySkipEscape(renderContentErrors(error.errors))}`;
    }
    throw error;
  }
}
