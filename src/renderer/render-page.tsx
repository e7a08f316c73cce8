export { renderPage, pageInputs, renderInputs };
export type { RenderedPage, PageInputs };

import type { ReactElement } from 'react';
import escapeHtml from 'escape-html';
import { renderToString } from 'react-dom/server';
import type { BrandFiles } from '../brand/files';
import type { ContentPage, LoadedContent, Site } from '../content/types';
import type { TrailPage } from './structured-data';
import type { LeadQuestions } from '../content/questions';
import type { IconDrawing } from '../icons/drawing';
import { sections } from '../sections/registry';
import { SiteProvider } from '../site/context';
import { Document, type DocumentIcons } from './Document';
import { PageTemplate } from './PageTemplate';
import { RedirectPage } from './RedirectPage';
import { Seo } from './Seo';
import { JsonLd } from './JsonLd';
import { pageIcons } from './page-icons';
import { businessJsonLd, breadcrumbJsonLd, homePageJsonLd } from './structured-data';
import { seasonValidity, type SeasonValidity } from './season-validity';
import { islandsEntry } from './client-manifest';
import { counterEntry } from '../visits/loader';
import { pageCss } from './page-css';
import { siteWords } from '../site/words';
import { breadcrumbSteps, languageLinks, localLinks, pageLanguage, pageVersions, redirectRoutes, type PageVersion } from './page-language';
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
  questions: LeadQuestions;
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
  /** The page's language. */
  language: string;
  /** Whether it is a language's home page (which describes the business). */
  home: boolean;
  /** The page in each of its languages, when the site has several (hreflang alternates). */
  versions?: PageVersion[];
  /** Where the language switcher leads, when the site has several languages. */
  switcher?: PageVersion[];
  /** From each main route to its route in the page's language; absent in the main language. */
  routes?: Record<string, string>;
}

/** The complete HTML document of one route; reads and writes no file. */
function renderPage({ content, route, client }: RenderOptions): RenderedPage {
  return renderInputs(pageInputs(content, route), client);
}

/** What of the content one route's document shows, in the route's language. */
function pageInputs(content: LoadedContent, route: string | null): PageInputs {
  const redirect = route === null ? undefined : content.site.redirects.find((r) => r.from === route)?.to;
  const here = pageLanguage(content, route);
  const { isNotFound } = here;
  // An old address of a page (a redirect's) leads to the page in this language too, not to the main one.
  const routes = here.routes && { ...redirectRoutes(content.site.redirects, here.routes), ...here.routes };
  // Links are written as main routes: in another language each leads to that language's page.
  const site = routes ? localLinks(here.site, routes) : here.site;
  const entry = routes ? localLinks(here.entry, routes) : here.entry;
  const several = content.languages.length > 1;
  return {
    site,
    questions: here.questions,
    icons: pageIcons(content.icons, site, entry),
    entry,
    isNotFound,
    redirect,
    trail: isNotFound ? [] : breadcrumbSteps(here),
    brandFiles: content.brandFiles,
    language: here.language,
    home: here.counterpart === '/' && !isNotFound,
    versions: several && !isNotFound ? pageVersions(content, here.counterpart) : undefined,
    switcher: several ? languageLinks(content, here) : undefined,
    routes,
    // Dated at the build: the home page is made again when a season's next dates change.
    seasons: here.counterpart === '/' && !isNotFound ? (site.seasonalHours ?? []).map((season) => seasonValidity(season, new Date())) : [],
  };
}

/** The document made of a route's inputs, with the client build's code (none while editing). */
function renderInputs(inputs: PageInputs, client: ClientBuild | undefined): RenderedPage {
  const { site, entry, isNotFound, redirect, trail, brandFiles, language, home, seasons, versions } = inputs;
  if (redirect !== undefined) return { html: html(<RedirectPage site={site} to={redirect} />) };
  const islandsSrc = client ? client.islandsSrc : `/${islandsEntry}`;
  const counterSrc = client ? client.counterSrc : `/${counterEntry}`;
  const image = brandFiles && new URL(brandFiles.sharingImage.src, site.url).href;
  const logo = brandFiles && new URL(brandFiles.logo?.src ?? brandFiles.touchIcon, site.url).href;
  const breadcrumb = isNotFound ? undefined : breadcrumbJsonLd(site, trail, siteWords(site).home);
  // The business is described once, on the home page (where search engines look for it), not repeated in
  // every page's bytes; nested pages carry their breadcrumb trail.
  const head = (
    <>
      {home && <JsonLd data={businessJsonLd(site, image, logo, seasons)} />}
      {home && versions && <JsonLd data={homePageJsonLd(site, entry.route, entry.title, language)} />}
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
        lang={language}
      >
        <PageView inputs={inputs} view={view} image={image} />
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
  inputs: PageInputs;
  /** What of the page to render: all of it, or its first screen. */
  view: ContentPage;
  /** The sharing picture's absolute address; absent while editing (no build). */
  image?: string;
}

function PageView({ inputs, view, image }: PageViewProps) {
  const { site, questions, icons, isNotFound, brandFiles, language, versions, switcher, routes } = inputs;
  const { page, route } = view;
  const city = page.city ?? site.defaultCity;
  const info = { route, title: page.title, city, language, switcher, routes };
  return (
    <SiteProvider site={site} questions={questions} icons={icons} brandFiles={brandFiles} page={info}>
      <Seo
        title={view.title}
        description={page.description}
        canonical={isNotFound ? undefined : new URL(route, site.url).href}
        noindex={isNotFound || page.noindex === true}
        image={image}
        siteName={site.name}
        alternates={page.noindex ? undefined : versions?.map((v) => ({ language: v.language, href: new URL(v.route, site.url).href }))}
      />
      <PageTemplate sections={page.sections} sidebar={page.sidebar} />
    </SiteProvider>
  );
}

function html(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(element)}`;
}
