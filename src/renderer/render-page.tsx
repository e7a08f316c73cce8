export { renderPage, pageTitle };

import type { ReactElement } from 'react';
import escapeHtml from 'escape-html';
import { renderToString } from 'react-dom/server';
import type { ContentPage, LoadedContent, Site } from '../content/types';
import { SiteProvider } from '../site/context';
import { Document } from './Document';
import { PageTemplate } from './PageTemplate';
import { RedirectPage } from './RedirectPage';
import { Seo } from './Seo';
import { JsonLd } from './JsonLd';
import { businessJsonLd, breadcrumbJsonLd } from './structured-data';
import { pageCss } from './page-css';

interface RenderOptions {
  /** Validated content of the whole site. */
  content: LoadedContent;
  /** URL path to render; `null` renders the not-found page. */
  route: string | null;
  /** URL of the islands loader script. */
  islandsSrc?: string;
}

/** The complete HTML document of one route. */
function renderPage({ content, route, islandsSrc }: RenderOptions): string {
  const { site } = content;
  const redirect = route === null ? undefined : site.redirects.find((r) => r.from === route);
  if (redirect) return html(<RedirectPage site={site} to={redirect.to} />);
  const entry = (route !== null && content.pages.find((p) => p.route === route)) || content.notFound;
  const isNotFound = entry === content.notFound;
  const image = new URL(site.ogImage, site.url).href;
  const breadcrumb = isNotFound ? undefined : breadcrumbJsonLd(site, entry, content.pages);
  // The business is described once, on the home page (where search engines look for it), not repeated in
  // every page's bytes; nested pages carry their breadcrumb trail.
  const head = (
    <>
      {entry.route === '/' && !isNotFound && <JsonLd data={businessJsonLd(site, image)} />}
      {breadcrumb && <JsonLd data={breadcrumb} />}
    </>
  );
  const markup = html(
    <Document islandsSrc={islandsSrc} head={head} css={cssSlot}>
      <PageView site={site} entry={entry} isNotFound={isNotFound} image={image} />
    </Document>,
  );
  // The stylesheet is chosen from the finished markup: the sections and islands the page really has.
  const types = new Set([...entry.page.sections, ...(entry.page.sidebar ?? [])].map((s) => s.type));
  const styles = pageCss(markup, types);
  return markup.replace(
    `${cssSlot}</style>`,
    () => `${styles.inline}</style>${styles.deferredHref ? deferredLink(styles.deferredHref) : ''}`,
  );
}

// Stands in for the stylesheet until the page's markup is known.
const cssSlot = '/*page-css*/';

// Fetched without blocking the first paint (print media), applied once loaded: only woken islands use it.
function deferredLink(href: string): string {
  return `<link rel="stylesheet" href="${escapeHtml(href)}" media="print" onload="this.media='all'"/>`;
}

interface PageViewProps {
  site: Site;
  entry: ContentPage;
  isNotFound: boolean;
  image: string;
}

function PageView({ site, entry, isNotFound, image }: PageViewProps) {
  const { page, route } = entry;
  const city = page.city ?? site.defaultCity;
  const title = pageTitle(page.title, city, site.name);
  return (
    <SiteProvider site={site} page={{ route, title: page.title, city }}>
      <Seo
        title={title}
        description={page.description}
        canonical={isNotFound ? undefined : new URL(route, site.url).href}
        noindex={isNotFound || page.noindex === true}
        image={image}
        siteName={site.name}
      />
      <PageTemplate sections={page.sections} sidebar={page.sidebar} />
    </SiteProvider>
  );
}

/** '{page} in {city} | {site name}' */
function pageTitle(page: string, city: string, siteName: string): string {
  return `${page} in ${city} | ${siteName}`;
}

function html(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(element)}`;
}
