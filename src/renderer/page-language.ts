// Which language a route is in, what of the content it shows in it, and where the same page is in the others.
export { pageLanguage, pageVersions, languageLinks, localLinks, redirectRoutes, breadcrumbSteps };
export type { PageLanguage, PageVersion };

import type { ContentPage, LoadedContent, Site } from '../content/types';
import { localRoute } from '../content/languages';
import type { TrailPage } from './structured-data';
import type { LeadQuestions } from '../content/questions';

/** The same page in one language: its code and its route. */
interface PageVersion {
  language: string;
  route: string;
}

/** A route's language and that language's content. */
interface PageLanguage {
  language: string;
  site: Site;
  questions: LeadQuestions;
  /** That language's pages. */
  pages: ContentPage[];
  /** The page shown: the route's, else that language's not-found page. */
  entry: ContentPage;
  isNotFound: boolean;
  /** The page's route in the main language. */
  counterpart: string;
  /** From each main route to its route in this language; absent in the main language. */
  routes?: Record<string, string>;
}

/** The route's page and language: a main page, a translated page or a language's not-found page (`/es/404`). */
function pageLanguage(content: LoadedContent, route: string | null): PageLanguage {
  const main = { language: content.languages[0]!, site: content.site, questions: content.questions, pages: content.pages };
  const page = route === null ? undefined : content.pages.find((p) => p.route === route);
  if (route === null || page) {
    const entry = page ?? content.notFound;
    return { ...main, entry, isNotFound: !page, counterpart: entry.route };
  }
  for (const translation of Object.values(content.translations)) {
    const { language, site, questions, pages, routes, notFound } = translation;
    const translated = pages.find((p) => p.route === route);
    const ownNotFound = notFound.route !== content.notFound.route && notFound.route === route;
    if (translated || ownNotFound) {
      const entry = translated ?? notFound;
      return { language, site, questions, pages, entry, isNotFound: !translated, counterpart: entry.counterpart, routes };
    }
  }
  return { ...main, entry: content.notFound, isNotFound: true, counterpart: content.notFound.route };
}

/** Every language's route of the page whose main route is `counterpart`, the main language first. */
function pageVersions(content: LoadedContent, counterpart: string): PageVersion[] {
  const others = content.languages.slice(1).flatMap((language) => {
    const route = content.translations[language]?.routes[counterpart];
    return route === undefined ? [] : [{ language, route }];
  });
  return [{ language: content.languages[0]!, route: counterpart }, ...others];
}

/**
 * Where the language switcher leads from a page: the same page in each other language, else (and from a not-found
 * page) that language's home.
 */
function languageLinks(content: LoadedContent, here: PageLanguage): PageVersion[] {
  const versions = here.isNotFound ? [] : pageVersions(content, here.counterpart);
  const home = pageVersions(content, '/');
  return content.languages
    .filter((language) => language !== here.language)
    .map((language) => versions.find((v) => v.language === language) ?? home.find((v) => v.language === language)!);
}

/**
 * A copy of `value` whose links to the site's own pages (`href: /contact#form`) lead to their page in the language
 * `routes` maps to; a page with none there (kept in the main language) is linked as it is.
 */
function localLinks<T>(value: T, routes: Readonly<Record<string, string>>): T {
  if (Array.isArray(value)) return value.map((item) => localLinks(item, routes)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'href' && typeof item === 'string' ? localRoute(item, routes) : localLinks(item, routes),
    ]),
  ) as T;
}

/** Each redirect's old address to the route in a language of the page it moved to, when it has one there. */
function redirectRoutes(
  redirects: readonly { from: string; to: string }[],
  routes: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(redirects.flatMap(({ from, to }) => (Object.hasOwn(routes, to) ? [[from, routes[to]!]] : [])));
}

/**
 * The breadcrumb's steps from the home page to the page, each with its page when there is one: the main route's
 * steps (`/`, `/water-heaters`, `/water-heaters/tankless`), in that language's pages.
 */
function breadcrumbSteps(here: PageLanguage): TrailPage[] {
  const parts = here.counterpart.split('/').filter(Boolean);
  const steps = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
  const routeOf = (route: string) => (here.routes ? (here.routes[route] ?? route) : route);
  return steps.map((step) => {
    const route = routeOf(step);
    const page = here.pages.find((p) => p.route === route);
    return page ? { route, page: { title: page.page.title } } : { route };
  });
}
