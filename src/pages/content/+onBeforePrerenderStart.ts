export { onBeforePrerenderStart };

import { getContent } from '../../content/load';

// https://vike.dev/onBeforePrerenderStart — every content route and every redirect's old address.
async function onBeforePrerenderStart(): Promise<string[]> {
  const { pages, site } = await getContent();
  return [...pages.map((p) => p.route), ...site.redirects.map((r) => r.from)];
}
