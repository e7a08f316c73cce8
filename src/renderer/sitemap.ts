export { sitemapXml, robotsTxt };

import escapeHtml from 'escape-html';
import type { LoadedContent, Site } from '../content/types';

/** Every canonical route (redirects, the not-found page and noindex pages are not pages to index). */
function sitemapXml({ site, pages }: LoadedContent): string {
  const urls = pages
    .filter((p) => !p.page.noindex)
    .map((p) => new URL(p.route, site.url).href)
    .sort()
    .map((loc) => `  <url><loc>${escapeHtml(loc)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`;
}
