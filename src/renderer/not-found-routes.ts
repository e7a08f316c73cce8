// The not-found page of each other language: rendered at its route (`/es/404`), published as `/es/404.html`.
export { notFoundRoutes, notFoundFile };

import type { LoadedContent } from '../content/types';

/** The routes of the other languages' own not-found pages (one kept in the main language has none). */
function notFoundRoutes(content: Pick<LoadedContent, 'notFound' | 'translations'>): string[] {
  return Object.values(content.translations)
    .map((translation) => translation.notFound.route)
    .filter((route) => route !== content.notFound.route);
}

/** Where a not-found page's route is published, beside its language's pages: `/es/404` -> `es/404.html`. */
function notFoundFile(route: string): string {
  return `${route.slice(1)}.html`;
}
