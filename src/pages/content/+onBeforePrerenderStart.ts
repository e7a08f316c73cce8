export { onBeforePrerenderStart };

import { getContent } from '../../content/load';
import { notFoundRoutes } from '../../renderer/not-found-routes';

// https://vike.dev/onBeforePrerenderStart — every content route in every language, each other language's not-found
// page (moved to its 404.html by scripts/prerender.ts) and every redirect's old address.
async function onBeforePrerenderStart(): Promise<string[]> {
  const content = await getContent();
  const translated = Object.values(content.translations).flatMap((translation) => translation.pages.map((p) => p.route));
  return [...content.pages.map((p) => p.route), ...translated, ...notFoundRoutes(content), ...content.site.redirects.map((r) => r.from)];
}
