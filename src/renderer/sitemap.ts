export { sitemapXml, robotsTxt };

import escapeHtml from 'escape-html';
import type { LoadedContent, Site } from '../content/types';
import { pageVersions, type PageVersion } from './page-language';

/**
 * Every canonical route in every language (redirects, the not-found pages and noindex pages are not pages to index);
 * on a site in several languages each with every language's address of its page and the main one's as x-default.
 */
function sitemapXml(content: LoadedContent): string {
  const { site, pages, translations } = content;
  const several = content.languages.length > 1;
  const indexed = pages.filter((p) => !p.page.noindex);
  const entries = [
    ...indexed.map((p) => ({ route: p.route, counterpart: p.route })),
    ...Object.values(translations).flatMap((t) => t.pages.filter((p) => !p.page.noindex)),
  ];
  const href = (route: string) => new URL(route, site.url).href;
  const urls = entries
    .map((p) => ({ loc: href(p.route), versions: several ? pageVersions(content, p.counterpart) : [] }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
    .map(({ loc, versions }) => `  <url><loc>${escapeHtml(loc)}</loc>${alternates(versions, href)}</url>`);
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

// https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
function alternates(versions: readonly PageVersion[], href: (route: string) => string): string {
  const link = (language: string, route: string) =>
    `<xhtml:link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href(route))}"/>`;
  const links = versions.map((v) => link(v.language, v.route));
  return versions[0] ? links.join('') + link('x-default', versions[0].route) : '';
}

function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`;
}
