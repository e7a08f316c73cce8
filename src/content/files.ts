export { findContentFiles, listPublicFiles, routeOfPage, contentSignature };
export type { ContentFile, TranslationFile, FileProblem };

import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Wording } from './error-map';
import { filesBelow } from '../images/source-files';
import { wording } from './error-map';
import { thankYouRoute } from './required-pages';

/** A YAML file of the content and what it holds. */
interface ContentFile {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  absolute: string;
  role: 'site' | 'page' | 'notFound';
  /** URL path of a page (`/404` for the not-found page). */
  route: string;
}

/** A file of the words of another file in another language: `about.es.yaml` beside `about.yaml`. */
interface TranslationFile {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  absolute: string;
  /** The language code its name gives, as written (`es`). */
  language: string;
  /** The file it translates, e.g. `content/pages/about.yaml`. */
  of: string;
}

/** A problem with a file as a whole (its name, or its absence); reported at line 1. */
interface FileProblem extends Wording {
  file: string;
}

const SITE_FILE = 'content/site.yaml';
const PAGES_DIR = 'content/pages';
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// What may follow the last dot of a file's name before `.yaml`: a language code, in any case (es, es-MX).
const LANGUAGE_SUFFIX = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * content/site.yaml and every content/pages/**.yaml, with the route each page makes; apart, the translation
 * files (`<name>.<language>.yaml`, beside the file they translate).
 */
function findContentFiles(root: string): { files: ContentFile[]; translations: TranslationFile[]; problems: FileProblem[] } {
  const files: ContentFile[] = [];
  const translations: TranslationFile[] = [];
  const problems: FileProblem[] = [];
  if (isFile(join(root, SITE_FILE))) {
    files.push({ file: SITE_FILE, absolute: join(root, SITE_FILE), role: 'site', route: '' });
  } else {
    problems.push({ file: SITE_FILE, ...wording.missingSite() });
  }
  for (const name of siteTranslationNames(root)) {
    const language = name.slice('site.'.length, -'.yaml'.length);
    const file = `content/${name}`;
    if (LANGUAGE_SUFFIX.test(language)) translations.push({ file, absolute: join(root, file), language, of: SITE_FILE });
  }
  for (const absolute of filesBelow(join(root, PAGES_DIR))) {
    const file = relative(root, absolute).split(sep).join('/');
    const inPages = file.slice(PAGES_DIR.length + 1);
    if (inPages.endsWith('.yml')) {
      problems.push({ file, ...wording.ymlExtension(`${inPages.split('/').pop()!.slice(0, -4)}.yaml`) });
      continue;
    }
    if (!inPages.endsWith('.yaml')) continue;
    const translated = /^(.*)\.([^./]+)\.yaml$/.exec(inPages);
    if (translated && LANGUAGE_SUFFIX.test(translated[2]!)) {
      translations.push({ file, absolute, language: translated[2]!, of: `${PAGES_DIR}/${translated[1]}.yaml` });
      continue;
    }
    const route = routeOfPage(inPages);
    const role = inPages === '404.yaml' ? 'notFound' : 'page';
    for (const part of inPages.slice(0, -'.yaml'.length).split('/')) {
      if (part === 'index' || part === '404' || NAME.test(part)) continue;
      problems.push({ file, ...wording.badFileName(part, slug(part)) });
    }
    files.push({ file, absolute, role, route: role === 'notFound' ? '/404' : route });
  }
  if (!files.some((file) => file.role === 'notFound')) problems.push({ file: `${PAGES_DIR}/404.yaml`, ...wording.missingNotFound() });
  if (!files.some((file) => file.role === 'page' && file.route === '/')) {
    problems.push({ file: `${PAGES_DIR}/index.yaml`, ...wording.missingHome() });
  }
  if (!files.some((file) => file.role === 'page' && file.route === thankYouRoute)) {
    problems.push({ file: `${PAGES_DIR}${thankYouRoute}.yaml`, ...wording.missingThankYou() });
  }
  return { files, translations, problems };
}

/** `index.yaml` -> `/`, `a/b.yaml` -> `/a/b`, `a/index.yaml` -> `/a`. */
function routeOfPage(pathInPages: string): string {
  const parts = pathInPages.replace(/\.ya?ml$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** Every file under public/, as the site path it is served at (`/images/a.svg`). */
function listPublicFiles(root: string): Set<string> {
  const base = join(root, 'public');
  return new Set(filesBelow(base).map((absolute) => `/${relative(base, absolute).split(sep).join('/')}`));
}

/** Changes whenever a content, schema or public file is added, removed or edited. */
function contentSignature(root: string): string {
  const parts: string[] = [];
  const all = [
    join(root, SITE_FILE),
    ...siteTranslationNames(root).map((name) => join(root, 'content', name)),
    ...filesBelow(join(root, PAGES_DIR)),
    ...filesBelow(join(root, 'schema')),
    ...filesBelow(join(root, 'public')),
  ];
  all.push(...filesBelow(join(root, 'content/images')));
  for (const absolute of all) {
    try {
      const stat = statSync(absolute);
      parts.push(`${absolute}:${stat.mtimeMs}:${stat.size}`);
    } catch {
      parts.push(`${absolute}:missing`);
    }
  }
  return parts.join('\n');
}

/** `site.es.yaml` and the like in content/. */
function siteTranslationNames(root: string): string[] {
  try {
    return readdirSync(join(root, 'content'))
      .filter((name) => /^site\.[^.]+\.yaml$/.test(name))
      .sort();
  } catch {
    return [];
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `About Us` -> `about-us`. */
function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'page'
  );
}
