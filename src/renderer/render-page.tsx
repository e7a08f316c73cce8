export { renderPage, pageTitle };

import type { ReactElement } from 'react';
import escapeHtml from 'escape-html';
import { renderToString } from 'react-dom/server';
import type { ContentPage, LeadChoices, LoadedContent, Site } from '../content/types';
import { SiteProvider } from '../site/context';
import { Document } from './Document';
import { PageTemplate } from './PageTemplate';
import { RedirectPage } from './RedirectPage';
import { Seo } from './Seo';
import { JsonLd } from './JsonLd';
import { businessJsonLd, breadcrumbJsonLd } from './structured-data';
import { pageCss } from './page-css';
import { firstScreen } from './first-screen';

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
  const renderDocument = (view: ContentPage) =>
    html(
      <Document islandsSrc={islandsSrc} head={head} css={cssSlot} sheetHref={sheetSlot}>
        <PageView site={site} choices={content.choices} entry={view} isNotFound={isNotFound} image={image} />
      </Document>,
    );
  const markup = renderDocument(entry);
  // The stylesheets are chosen from finished markup: the sections and islands the page, and its first screen, have.
  const top = firstScreen(entry);
  const styles = pageCss(
    { html: markup, sectionTypes: sectionTypes(entry) },
    { html: top === entry ? markup : renderDocument(top), sectionTypes: sectionTypes(top) },
  );
  return markup
    .replace(`${cssSlot}</style>`, () => `${styles.inline}</style>${styles.sheetHref ? noscriptSheet(styles.sheetHref) : ''}`)
    .replace(JSON.stringify(sheetSlot), () => JSON.stringify(styles.sheetHref ?? null));
}

// Stand in for the stylesheets until the page's markup is known.
const cssSlot = '/*page-css*/';
const sheetSlot = '/*page-sheet*/';

function sectionTypes(entry: ContentPage): Set<string> {
  return new Set([...entry.page.sections, ...(entry.page.sidebar ?? [])].map((s) => s.type));
}

// Without JavaScript the whole stylesheet is an ordinary one (the inline script fetches it otherwise).
function noscriptSheet(href: string): string {
  return `<noscript><link rel="stylesheet" href="${escapeHtml(href)}"/></noscript>`;
}

interface PageViewProps {
  site: Site;
  choices: LeadChoices;
  entry: ContentPage;
  isNotFound: boolean;
  image: string;
}

function PageView({ site, choices, entry, isNotFound, image }: PageViewProps) {
  const { page, route } = entry;
  const city = page.city ?? site.defaultCity;
  const title = pageTitle(page.title, city, site.name);
  return (
    <SiteProvider site={site} choices={choices} page={{ route, title: page.title, city }}>
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
