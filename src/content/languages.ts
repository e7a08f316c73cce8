// The site's languages: which there are, which a page is in, what each is called, where a page is in each.
export { siteLanguages, pageLanguages, languageName, languagePrefix, defaultRoute, sameLanguage, localRoute };

import type { Page, Site } from './types';

/** site.yaml's `languages`, the main one first; a site that names none is in English. */
function siteLanguages(site: Pick<Site, 'languages'>): string[] {
  return site.languages ?? ['en'];
}

/** The languages a page is in: its own `languages`, else all of the site's. */
function pageLanguages(page: Pick<Page, 'languages'>, site: Pick<Site, 'languages'>): string[] {
  return page.languages ?? siteLanguages(site);
}

/**
 * A language's name from the platform's own data, not a table of ours: in that language by default (`es` ->
 * "español", as a visitor choosing it reads it), or in another (`languageName('es', 'en')` -> "Spanish").
 */
function languageName(code: string, inLanguage: string = code): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a language's pages live: `/es` for `es`, `/es-mx` for `es-MX`. */
function languagePrefix(language: string): string {
  return `/${language.toLowerCase()}`;
}

/** A page's address in a language when its translation names none: `/es` + the main language's route. */
function defaultRoute(language: string, route: string): string {
  return route === '/' ? languagePrefix(language) : `${languagePrefix(language)}${route}`;
}

/** Language codes are the same whatever their letters' case (`es-MX`, `es-mx`). */
function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** `/contact?service=x#form` -> `/es/contacto?service=x#form`; other addresses stay as they are. */
function localRoute(href: string, routes: Readonly<Record<string, string>>): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const to = Object.hasOwn(routes, path) ? routes[path] : undefined;
  return to === undefined ? href : to + href.slice(path.length);
}
