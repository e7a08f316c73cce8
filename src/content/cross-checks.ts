export { checkAcrossFiles, internalTarget };
export type { ParsedFile };

import { errorAt, type ContentError } from './content-error';
import { closest } from './did-you-mean';
import { wording } from './error-map';
import type { ContentFile } from './files';
import type { PathSegment } from './key-path';
import { walkStrings } from './walk-strings';
import { locate, type SourceFile } from './yaml-source';
import { isObject } from './is-object';

/** A content file that parsed, with its data. */
interface ParsedFile {
  content: ContentFile;
  /** The parsed nodes, for positions; parsed on first use. */
  source: () => SourceFile;
  data: unknown;
}

/**
 * Checks that need more than one file: internal links lead to a page or a redirect, images exist in
 * public/, redirects lead to pages and hide none, section anchors are unique on a page, and the second phone, the
 * reviews widget and the map are there when something uses them, and no page has two heroes (two main headings).
 */
function checkAcrossFiles(
  files: readonly ParsedFile[],
  routes: ReadonlyMap<string, ContentFile>,
  publicFiles: ReadonlySet<string>,
): ContentError[] {
  const errors: ContentError[] = [];
  const site = files.find((file) => file.content.role === 'site');
  const redirects = site ? redirectsOf(site) : [];
  const pageRoutes = [...routes.keys()];
  const targets = new Set([...pageRoutes, ...redirects.map((redirect) => redirect.from)]);
  // A broken link is pointed at a page, else at a redirect to one: never at a redirect to a missing page, a circle.
  const workingRedirects = redirects.filter((redirect) => leadsToPage(redirect.to, routes)).map((redirect) => redirect.from);
  const suggestLink = (target: string) => nearestPath(target, pageRoutes) ?? nearestPath(target, workingRedirects);
  // The second phone is optional: what uses it needs it.
  const secondPhone = site ? isObject(site.data) && isObject(site.data.phone) && typeof site.data.phone.secondary === 'string' : true;
  // So are the reviews widget and the map: the sections that show them need them.
  const embeds = { reviews: !site || siteHas(site, 'reviews'), map: !site || siteHas(site, 'map') };

  for (const file of files) {
    walkStrings(file.data, [], (path, value) => {
      const key = path[path.length - 1];
      // Without a readable site.yaml the redirects are unknown: its own error is enough, no guessing here.
      if (key === 'href' && site) {
        const target = internalTarget(value);
        if (target !== undefined && !targets.has(target) && !publicFiles.has(target)) {
          errors.push(errorAt(file.source(), path, 'value', wording.brokenLink(value, suggestLink(target))));
        }
      }
      if (!secondPhone && ((key === 'call' && value === 'secondary') || value.includes('{phone2}'))) {
        errors.push(errorAt(file.source(), path, 'value', wording.noSecondPhone(key === 'call' ? 'button' : 'text')));
      }
      // Pictures in the images folder are checked with their sizes in image-check.ts.
      const picture = key === 'src' && value.startsWith('/images/');
      if (key === 'src' && !picture && value.startsWith('/') && !publicFiles.has(value)) {
        errors.push(errorAt(file.source(), path, 'value', wording.missingImage(value, nearestPath(value, [...publicFiles]))));
      }
    });
    if (file.content.role !== 'site') errors.push(...duplicateAnchors(file), ...missingEmbeds(file, embeds), ...heroCount(file));
  }

  if (site) {
    const seen = new Map<string, PathSegment[]>();
    for (const redirect of redirects) {
      const page = routes.get(redirect.from);
      if (page)
        errors.push(errorAt(site.source(), [...redirect.path, 'from'], 'value', wording.redirectHidesPage(redirect.from, page.file)));
      const first = seen.get(redirect.from);
      if (first) {
        const firstLine = locate(site.source(), first, 'value').start.line;
        errors.push(errorAt(site.source(), [...redirect.path, 'from'], 'value', wording.duplicateRedirect(redirect.from, firstLine)));
      } else {
        seen.set(redirect.from, [...redirect.path, 'from']);
      }
      const to = internalTarget(redirect.to);
      if (to !== undefined && !routes.has(to)) {
        errors.push(
          errorAt(
            site.source(),
            [...redirect.path, 'to'],
            'value',
            wording.redirectTargetMissing(redirect.from, redirect.to, nearestPath(to, pageRoutes)),
          ),
        );
      }
    }
  }
  return errors;
}

/** The route an internal link leads to (without `?query` or `#hash`), or undefined for other links. */
function internalTarget(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.split(/[?#]/)[0] || '/';
}

function leadsToPage(to: string, routes: ReadonlyMap<string, ContentFile>): boolean {
  const target = internalTarget(to);
  return target !== undefined && routes.has(target);
}

function redirectsOf(site: ParsedFile): { from: string; to: string; path: PathSegment[] }[] {
  const list = isObject(site.data) ? site.data.redirects : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) =>
    isObject(item) && typeof item.from === 'string' && typeof item.to === 'string'
      ? [{ from: item.from, to: item.to, path: ['redirects', index] }]
      : [],
  );
}

/** A page's hero is its main heading: one with two heroes would have two (one without gets its title's, see load.ts). */
function heroCount(file: ParsedFile): ContentError[] {
  const sections = isObject(file.data) ? file.data.sections : undefined;
  // A page without its sections has the schema's own error.
  if (!Array.isArray(sections)) return [];
  const heroes = sections.flatMap((section, index) => (isObject(section) && section.type === 'hero' ? [index] : []));
  if (heroes.length < 2) return [];
  const firstLine = locate(file.source(), ['sections', heroes[0]!, 'type'], 'value').start.line;
  return heroes.slice(1).map((index) => errorAt(file.source(), ['sections', index, 'type'], 'value', wording.secondHero(firstLine)));
}

function siteHas(site: ParsedFile, key: string): boolean {
  return isObject(site.data) && isObject(site.data[key]);
}

/** A reviews section without site.yaml's widget, an areas section's map without site.yaml's map. */
function missingEmbeds(file: ParsedFile, has: { reviews: boolean; map: boolean }): ContentError[] {
  const errors: ContentError[] = [];
  for (const column of ['sections', 'sidebar']) {
    const list = isObject(file.data) ? file.data[column] : undefined;
    if (!Array.isArray(list)) continue;
    list.forEach((section, index) => {
      if (!isObject(section)) return;
      if (section.type === 'reviews' && !has.reviews)
        errors.push(errorAt(file.source(), [column, index, 'type'], 'value', wording.noReviewsWidget()));
      if (section.type === 'areas' && section.map === true && !has.map)
        errors.push(errorAt(file.source(), [column, index, 'map'], 'value', wording.noMap()));
    });
  }
  return errors;
}

function duplicateAnchors(file: ParsedFile): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, PathSegment[]>();
  for (const column of ['sections', 'sidebar']) {
    const list = isObject(file.data) ? file.data[column] : undefined;
    if (!Array.isArray(list)) continue;
    list.forEach((section, index) => {
      if (!isObject(section) || typeof section.id !== 'string') return;
      const path = [column, index, 'id'];
      const first = seen.get(section.id);
      if (first) {
        const firstLine = locate(file.source(), first, 'value').start.line;
        errors.push(errorAt(file.source(), path, 'value', wording.duplicateSectionId(section.id, firstLine)));
      } else {
        seen.set(section.id, path);
      }
    });
  }
  return errors;
}

/** The existing path an editor most likely meant: same file name elsewhere, or a one- or two-letter slip. */
function nearestPath(target: string, candidates: readonly string[]): string | undefined {
  const name = target.split('/').pop()?.toLowerCase();
  if (name) {
    const sameName = candidates.filter((candidate) => candidate.split('/').pop()?.toLowerCase() === name);
    if (sameName.length === 1) return sameName[0];
  }
  return closest(target, candidates, 2);
}
