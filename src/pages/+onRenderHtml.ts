export { onRenderHtml };

import type { PageContextServer } from 'vike/types';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { ContentCheckError, getContent } from '../content/load';
import { pageInputs, renderInputs } from '../renderer/render-page';
import type { SiteBuild } from '../renderer/site-build';
import { renderContentErrors } from '../dev/ContentErrorsPage';

// https://vike.dev/pageContext#typescript — vike's types grow through its global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** Given by the build to the prerender (scripts/prerender.ts); absent while editing. */
      siteBuild?: SiteBuild;
    }
  }
}

// https://vike.dev/onRenderHtml — the page is server HTML only; islands hydrate on their own.
async function onRenderHtml(pageContext: PageContextServer) {
  const route = pageContext.is404 || pageContext.errorWhileRendering ? null : pageContext.urlPathname;
  const build = pageContext.siteBuild;
  try {
    // While editing, pictures are served as they are; a build renders them with their variants, and a page whose
    // inputs and code did not change since the last build is taken as it was rendered then.
    const content = build?.content ?? (await getContent());
    const inputs = pageInputs(content, route);
    const page = build ? build.pages.get(inputs, (same) => renderInputs(same, build.client)) : renderInputs(inputs, undefined);
    // The build writes the stylesheets once every page is rendered.
    if (page.stylesheet) build?.stylesheets.set(page.stylesheet.href, page.stylesheet.css);
    return escapeInject`${dangerouslySkipEscape(page.html)}`;
  } catch (error) {
    // While editing, a content mistake shows as the validator's message, never a stack trace.
    if (import.meta.env.DEV && error instanceof ContentCheckError) {
      return escapeInject`${dangerouslySkipEscape(renderContentErrors(error.errors))}`;
    }
    throw error;
  }
}
