export { renderPage, pageInputs, renderInputs };
export type { RenderedPage, PageInputs };

import type { ReactElement } from 'react';
import escapeHtml from 'escape-html';
import { renderToString } from 'react-dom/server';
import type { BrandFiles } from '../brand/files';
import type { ContentPage, LeadChoices, LoadedContent, Site } from '../content/types';
import type { TrailPage } from './structured-data';
import type { IconDrawing } from '../icons/drawing';
import { sections } from '../sections/registry';
import { SiteProvider } from '../site/context';
import { Document, type DocumentIcons } from './Document';
import { PageTemplate } from './PageTemplate';
import { RedirectPage } from './RedirectPage';
import { Seo } from './Seo';
import { JsonLd } from './JsonLd';
import { pageIcons } from './page-icons';
import { businessJsonLd, breadcrumbJsonLd } from './structured-data';
import { seasonValidity, type SeasonValidity } from './season-validity';
import { islandsEntry } from './client-manifest';
import { counterEntry } from '../visits/loader';
import { pageCss } from './page-css';
import { firstScreen } from './first-screen';
import type { ClientBuild } from './site-build';
import type { RenderedPage } from './rendered-page';

interface RenderOptions {
  /** Validated content of the whole site. */
  content: LoadedContent;
  /** URL path to render; `null` renders the not-found page. */
  route: string | null;
  /** The client build the page loads its islands and stylesheet from; absent while editing (all CSS inline). */
  client?: ClientBuild;
}

/**
 * All a route's document is made of besides the code and the client build: the build keys its cache of rendered
 * pages by it (src/renderer/build-cache.ts), so the document must be made from these alone.
 */
interface PageInputs {
  site: Site;
  choices: LeadChoices;
  /** The drawings of the icons the page may show. */
  icons: Record<string, IconDrawing>;
  /** The page shown: the route's, else the not-found page. */
  entry: ContentPage;
  isNotFound: boolean;
  /** Where the route moved to, when it is one of the site's redirects. */
  redirect?: string;
  /** The pages on the route's breadcrumb trail (their titles name the steps). */
  trail: TrailPage[];
  /** The brand's icons, logo and sharing picture as built (their names change with their content). */
  brandFiles?: BrandFiles;
  /** The dates of each seasonal schedule now or next, for the home page's business data; none on other pages. */
  seasons: SeasonValidity[];
}

/** The complete HTML document of one route; reads and writes no file. */
function renderPage({ content, route, client }: RenderOptions): RenderedPage {
  return renderInputs(pageInputs(content, route), client);
}

/** What of the content one route's document shows. */
function pageInputs(content: LoadedContent, route: string | null): PageInputs {
  const { site } = content;
  const redirect = route === null ? undefined : site.redirects.find((r) => r.from === route)?.to;
  const entry = (route !== null && content.pages.find((p) => p.route === route)) || content.notFound;
  const isNotFound = entry === content.notFound;
  const steps = new Set(entry.route.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/') || '/'));
  const trail = isNotFound
    ? []
    : content.pages.filter((p) => steps.has(p.route)).map((p) => ({ route: p.route, page: { title: p.page.title } }));
  return {
    site,
    choices: content.choices,
    icons: pageIcons(content.icons, site, entry),
    entry,
    isNotFound,
    redirect,
    trail,
    brandFiles: content.brandFiles,
    // Dated at the build: the home page is made again when a season's next dates change.
    seasons: entry.route === '/' && !isNotFound ? (site.seasonalHours ?? []).map((season) => seasonValidity(season, new Date())) : [],
  };
}

/** The document made of a route's inputs, with the client build's code (none while editing). */
function renderInputs(
  { site, choices, icons, entry, isNotFound, redirect, trail, brandFiles, seasons }: PageInputs,
  client: ClientBuild | undefined,
): RenderedPage {
  if (redirect !== undefined) return { html: html(<RedirectPage site={site} to={redirect} />) };
  const islandsSrc = client ? client.islandsSrc : `/${islandsEntry}`;
  const counterSrc = client ? client.counterSrc : `/${counterEntry}`;
  const image = brandFiles && new URL(brandFiles.sharingImage.src, site.url).href;
  const logo = brandFiles && new URL(brandFiles.logo?.src ?? brandFiles.touchIcon, site.url).href;
  const breadcrumb = isNotFound ? undefined : breadcrumbJsonLd(site, entry, trail);
  // The business is described once, on the home page (where search engines look for it), not repeated in
  // every page's bytes; nested pages carry their breadcrumb trail.
  const head = (
    <>
      {entry.route === '/' && !isNotFound && <JsonLd data={businessJsonLd(site, image, logo, seasons)} />}
      {breadcrumb && <JsonLd data={breadcrumb} />}
    </>
  );
  const renderDocument = (view: ContentPage) =>
    html(
      <Document
        islandsSrc={islandsSrc}
        counterSrc={counterSrc}
        head={head}
        css={cssSlot}
        sheetHref={sheetSlot}
        icons={documentIcons(site, brandFiles)}
      >
        <PageView site={site} choices={choices} icons={icons} entry={view} isNotFound={isNotFound} image={image} brandFiles={brandFiles} />
      </Document>,
    );
  const markup = renderDocument(entry);
  // The stylesheets are chosen from finished markup: the sections and islands the page, and its first screen, have.
  // The first screen is rendered on its own (a long page only): its markup cannot be told apart in the whole page's.
  const top = firstScreen(entry);
  const styles = pageCss(
    { html: markup, sectionTypes: sectionTypes(entry) },
    { html: top === entry ? markup : renderDocument(top), sectionTypes: sectionTypes(top) },
    client,
    site.brand.color,
  );
  const sheetHref = styles.sheet?.href;
  const page = markup
    .replace(`${cssSlot}</style>`, () => `${styles.inline}</style>${sheetHref ? noscriptSheet(sheetHref) : ''}`)
    .replace(JSON.stringify(sheetSlot), () => JSON.stringify(sheetHref ?? null));
  return { html: page, stylesheet: styles.sheet };
}

// Stand in for the stylesheets until the page's markup is known: <head> comes first, but its CSS is chosen from the
// body, and rendering the body apart would change React's ids in it.
const cssSlot = '/*page-css*/';
const sheetSlot = '/*page-sheet*/';

// The page's section types, and those whose markup they draw.
function sectionTypes(entry: ContentPage): Set<string> {
  const types = [...entry.page.sections, ...(entry.page.sidebar ?? [])].map((s) => s.type);
  return new Set(types.flatMap((type) => [type, ...(sections[type].uses ?? [])]));
}

// Without JavaScript the whole stylesheet is an ordinary one (the inline script fetches it otherwise).
function noscriptSheet(href: string): string {
  return `<noscript><link rel="stylesheet" href="${escapeHtml(href)}"/></noscript>`;
}

// The built icons; while editing, the content's own icon file as it is (the development server serves it).
function documentIcons(site: Site, brandFiles: BrandFiles | undefined): DocumentIcons {
  if (brandFiles) return { png: brandFiles.icon, touch: brandFiles.touchIcon, svg: brandFiles.svgIcon };
  const own = site.brand.favicon ?? site.brand.logo;
  return own?.endsWith('.svg') ? { svg: own } : own ? { png: own } : {};
}

interface PageViewProps {
  site: Site;
  choices: LeadChoices;
  icons: Record<string, IconDrawing>;
  entry: ContentPage;
  isNotFound: boolean;
  /** The sharing picture's absolute address; absent while editing (no build). */
  image?: string;
  brandFiles?: BrandFiles;
}

function PageView({ site, choices, icons, entry, isNotFound, image, brandFiles }: PageViewProps) {
  const { page, route } = entry;
  const city = page.city ?? site.defaultCity;
  const title = entry.title;
  return (
    <SiteProvider site={site} choices={choices} icons={icons} brandFiles={brandFiles} page={{ route, title: page.title, city }}>
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

function html(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(element)}`;
}
