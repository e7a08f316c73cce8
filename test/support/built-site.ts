export { distClient, builtHtmlPath, parseHtml };

import { join } from 'node:path';
import { Window } from 'happy-dom';

const distClient = join(process.cwd(), 'dist/client');

/** Where the build writes a route: `/` -> index.html, `/a/b` -> a/b/index.html, `/404` -> 404.html; `client`: a built site's folder. */
function builtHtmlPath(route: string, client = distClient): string {
  // Each language's not-found page is a file beside that language's pages: 404.html, es/404.html.
  if (route.endsWith('/404')) return join(client, `${route.slice(1)}.html`);
  return join(client, route, 'index.html');
}

/** Parses HTML without running its scripts. */
function parseHtml(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true } });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}
