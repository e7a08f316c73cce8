export { loadContent, loadContentSync, getContent, getContentSync, ContentCheckError };
export type { LoadOptions, LoadResult };

import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { errorAt, errorAtOffset, fileError, type ContentError } from './content-error';
import { checkAnchors } from './anchor-check';
import { checkAcrossFiles, type ParsedFile } from './cross-checks';
import { schemaProblems, syntaxWording, wording } from './error-map';
import { contentSignature, findContentFiles, listPublicFiles, type ContentFile } from './files';
import { formatErrors } from './format';
import { goLiveErrors } from './go-live';
import { formatKeyPath } from './key-path';
import { checkSeasons } from './hours-check';
import { checkIcons } from './icon-check';
import { checkImages } from './image-check';
import { checkBrand } from './brand-check';
import { commentCuts } from './comment-cuts';
import { withImageSizes } from '../images/image-sizes';
import { openParseCache, type ParseCache } from './parse-cache';
import { checkRequiredPages } from './required-page-check';
import { checkSampleMarks } from './sample-check';
import { checkServiceAreas } from './service-area-check';
import { checkServiceTypes } from './service-type-check';
import { checkQuestions } from './question-check';
import { fillPlaceholders, placeholderValues } from './placeholders';
import { checkPlaceholders } from './placeholder-check';
import { siteLanguages } from './languages';
import { defaultSchemaDir, getValidators, SchemaFileError, type Validators } from './schemas';
import { checkTranslations, type MergedTranslation } from './translation-check';
import { rootPlace, schemaIndex, type SchemaIndex } from './visitor-text';
import { findSyntaxIssues, type SyntaxIssue } from './syntax-errors';
import type { ContentPage, LoadedContent, Page, Site, TranslatedPage, Translation } from './types';
import { decodeUtf8 } from './utf8';
import { commaSplitText, parseSource, positionAt, rawScalar, type SourceFile } from './yaml-source';
import { leadQuestions } from './lead-questions';
import { withHero } from './page-hero';

interface LoadOptions {
  /** Project root holding content/ and public/; default: the current directory. */
  root?: string;
  /** Folder of the JSON Schemas; default: `<root>/schema`, else the one beside this code. */
  schemaDir?: string;
  /** Keep what the parser made of unchanged files in `<root>/node_modules/.cache` (when it exists); default: true. */
  cache?: boolean;
  /** Also report what a real business must replace before going live (leftovers of a sample); default: false. */
  production?: boolean;
}

/** Either all content, checked and with placeholders filled in, or every problem found in every file. */
type LoadResult =
  | { ok: true; content: LoadedContent; files: number; warnings: ContentError[] }
  | { ok: false; errors: ContentError[]; files: number; warnings: ContentError[] };

/** Thrown by getContent when the content has errors; its message is the formatted list. */
class ContentCheckError extends Error {
  readonly errors: ContentError[];
  constructor(errors: ContentError[], root: string) {
    super(`The content has errors:\n\n${formatErrors(errors, { root })}`);
    this.name = 'ContentCheckError';
    this.errors = errors;
  }
}

/** Read, parse and check content/site.yaml and every content/pages/**.yaml. */
async function loadContent(options: LoadOptions = {}): Promise<LoadResult> {
  return loadContentSync(options);
}

/** Same as loadContent, for callers that cannot wait (the files are small; reading them blocks for milliseconds). */
function loadContentSync(options: LoadOptions = {}): LoadResult {
  const root = resolve(options.root ?? process.cwd());
  const schemaDir = options.schemaDir ?? defaultSchemaDir(root);
  let validators: Validators;
  try {
    validators = getValidators(schemaDir);
  } catch (error) {
    // A broken schema is a fault of the program, not of the content; still report it in the same form.
    const file = error instanceof SchemaFileError ? error.path : schemaDir;
    return {
      ok: false,
      errors: [fileError(relativePath(root, file), wording.brokenSchema((error as Error).message))],
      files: 0,
      warnings: [],
    };
  }
  const { files, translations, problems } = findContentFiles(root);
  const errors: ContentError[] = problems.map((problem) => fileError(problem.file, problem));

  const routes = new Map<string, ContentFile>();
  for (const file of files) {
    if (file.role !== 'page') continue;
    const other = routes.get(file.route);
    if (other) errors.push(fileError(file.file, wording.routeClash(file.route, other.file)));
    else routes.set(file.route, file);
  }

  const parsed: ParsedFile[] = [];
  const valid = new Set<ParsedFile>();
  const cache = options.cache === false ? undefined : openParseCache(root);
  for (const file of files) {
    const result = readContentFile(file, validators, cache);
    errors.push(...result.errors);
    if (result.parsed) parsed.push(result.parsed);
    if (result.parsed && result.valid) valid.add(result.parsed);
  }
  const languages = languagesOf(parsed, valid);
  // Each translation as written, for the checks that read every file's words.
  const words: ParsedFile[] = [];
  const translated = languages
    ? checkTranslations({
        languages,
        mainFiles: new Set(files.map((file) => file.file)),
        files: parsed,
        valid,
        translations,
        read: (translation) => {
          const read = readYaml(translation.file, translation.absolute, cache, () => true);
          // Read as a page, so that the checks looking for site.yaml find the main one.
          if (read.source) words.push({ content: { ...translation, role: 'page', route: '' }, source: read.source, data: read.data });
          const role = files.find((file) => file.file === translation.of)?.role ?? 'page';
          return { ...read, errors: [...read.errors, ...cutsOf(read, role, validators)] };
        },
        schemas: () => indexOf(validators),
        validators,
        checkPlaceholders,
        secondPhone: hasSecondPhone(parsed),
      })
    : { errors: [], merged: [] };
  errors.push(...translated.errors);
  cache?.save();
  errors.push(...checkAcrossFiles(parsed, routes, listPublicFiles(root)), ...checkAnchors(parsed, routes));
  errors.push(...checkRequiredPages(parsed, routes));
  errors.push(...checkQuestions(parsed), ...checkServiceAreas(parsed), ...checkServiceTypes(parsed));
  for (const file of parsed) errors.push(...checkPlaceholders(file));
  const images = checkImages(parsed, root);
  errors.push(...images.errors);
  const icons = checkIcons(parsed, root);
  errors.push(...icons.errors);
  errors.push(...checkSeasons(parsed.find((file) => file.content.role === 'site')));
  const brand = checkBrand(parsed, root);
  errors.push(...brand.errors);
  errors.push(...checkSampleMarks(parsed, root));
  if (options.production) errors.push(...goLiveErrors([...parsed, ...words]));
  const warnings = sortErrors([...images.warnings, ...brand.warnings]);

  if (errors.length > 0) return { ok: false, errors: sortErrors(errors), files: files.length + translations.length, warnings };
  const content = assemble(parsed, icons.icons, languages ?? ['en'], translated.merged);
  return { ok: true, content: withImageSizes(content, images.sizes), files: files.length + translations.length, warnings };
}

const memo = new Map<string, { signature: string; content: LoadedContent }>();

/** The checked content, loaded again only when a file under content/, schema/ or public/ changed; throws ContentCheckError. */
async function getContent(options: LoadOptions = {}): Promise<LoadedContent> {
  return getContentSync(options);
}

function getContentSync(options: LoadOptions = {}): LoadedContent {
  const root = resolve(options.root ?? process.cwd());
  const signature = contentSignature(root);
  const hit = memo.get(root);
  if (hit && hit.signature === signature) return hit.content;
  const result = loadContentSync({ ...options, root });
  if (!result.ok) throw new ContentCheckError(result.errors, root);
  memo.set(root, { signature, content: result.content });
  return result.content;
}

/** One file: its bytes, its YAML, its schema. */
function readContentFile(
  file: ContentFile,
  validators: Validators,
  cache: ParseCache | undefined,
): { errors: ContentError[]; parsed?: ParsedFile; valid?: boolean } {
  const validate = file.role === 'site' ? validators.site : validators.page;
  const read = readYaml(file.file, file.absolute, cache, (data) => validate(data));
  if (!read.source) return { errors: read.errors };
  const { errors, source, data } = read;
  const parsed = { content: file, source, data };
  const cuts = cutsOf(read, file.role, validators);
  if (read.kept) return { errors: [...errors, ...cuts], parsed, valid: errors.length === 0 };
  errors.push(...cuts);
  try {
    const problems = schemaProblems(validate.errors ?? [], {
      root: data,
      raw: (path) => rawScalar(source(), path),
      commaSplit: (path) => commaSplitText(source(), path),
    });
    // A text a comment left empty or cut short is told once, by what cut it.
    const cut = new Set(cuts.map((error) => error.keyPath));
    for (const problem of problems) {
      if (!cut.has(formatKeyPath(problem.at))) errors.push(errorAt(source(), problem.at, problem.spot, problem, problem.keyPath));
    }
  } catch (error) {
    errors.push(fileError(file.file, wording.internal((error as Error).message)));
  }
  return { errors, parsed, valid: false };
}

/** The free texts of a file that parsed cut short by a ` #` (a comment) on their line. */
function cutsOf(
  read: { source?: () => SourceFile; text?: string; data?: unknown; errors: ContentError[] },
  role: ContentFile['role'],
  validators: Validators,
): ContentError[] {
  if (!read.source || read.text === undefined || read.errors.length > 0) return [];
  const index = indexOf(validators);
  return commentCuts(
    read.text,
    read.source,
    read.data,
    index,
    rootPlace(index, role === 'site' ? 'site.schema.json' : 'page.schema.json', read.data),
  );
}

/**
 * A YAML file's bytes, text and data. `keep` says whether the data may come from, and go to, the parse cache (it is
 * called last on the data returned, so a validator's errors are those of that data); `kept` is its answer.
 */
function readYaml(
  file: string,
  absolute: string,
  cache: ParseCache | undefined,
  keep: (data: unknown) => boolean,
): { errors: ContentError[]; source?: () => SourceFile; text?: string; data?: unknown; kept?: boolean } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(absolute);
  } catch (error) {
    return { errors: [fileError(file, wording.unreadable((error as Error).message))] };
  }
  try {
    const { text, badBytes } = decodeUtf8(bytes);
    // The parsed nodes (and their positions) are needed only to report a problem.
    const source = () => parseOnce(file, text).source;

    const known = badBytes.length === 0 ? cache?.get(file, text) : undefined;
    if (known !== undefined && keep(known)) return { errors: [], source, text, data: known, kept: true };

    const { issues } = parseOnce(file, text);
    const lineOf = (offset: number) => positionAt(source(), offset).line;
    const errors = badBytes.map((bad) => errorAtOffset(source(), bad.offset, bad.offset + 1, wording.badByte(bad.byte)));

    // Schema errors in a file that does not parse would only repeat the syntax error in other words.
    errors.push(...issues.map((issue) => errorAtOffset(source(), issue.offset, issue.end, syntaxWording(issue, lineOf))));
    if (issues.length > 0) return { errors };

    let data: unknown;
    try {
      data = source().doc.toJS({ maxAliasCount: 100 });
    } catch {
      errors.push(errorAtOffset(source(), 0, undefined, syntaxWording({ kind: 'too-many-references', offset: 0 }, lineOf)));
      return { errors };
    }
    const kept = keep(data);
    if (kept && errors.length === 0) cache?.set(file, text, data);
    return { errors, source, text, data, kept };
  } catch (error) {
    return { errors: [fileError(file, wording.internal((error as Error).message))] };
  }
}

// Parsing is the slowest step; a file that did not change since the last load in this process is not parsed again.
const parseMemo = new Map<string, { source: SourceFile; issues: SyntaxIssue[] }>();

function parseOnce(file: string, text: string): { source: SourceFile; issues: SyntaxIssue[] } {
  const key = `${file}\n${text}`;
  let entry = parseMemo.get(key);
  if (!entry) {
    const source = parseSource(file, text);
    entry = { source, issues: findSyntaxIssues(source) };
    if (parseMemo.size >= 500) parseMemo.clear();
    parseMemo.set(key, entry);
  }
  return entry;
}

// The schemas' index lives as long as the validators compiled from the same files.
const indexes = new WeakMap<Validators, SchemaIndex>();

function indexOf(validators: Validators): SchemaIndex {
  let index = indexes.get(validators);
  if (!index) indexes.set(validators, (index = schemaIndex(validators.files)));
  return index;
}

/** site.yaml's languages, once it passed its schema (the translations are checked against it only then). */
function languagesOf(parsed: readonly ParsedFile[], valid: ReadonlySet<ParsedFile>): string[] | undefined {
  const site = parsed.find((file) => file.content.role === 'site');
  return site && valid.has(site) ? siteLanguages(site.data as Site) : undefined;
}

function hasSecondPhone(parsed: readonly ParsedFile[]): boolean {
  const site = parsed.find((file) => file.content.role === 'site')?.data as Partial<Site> | undefined;
  return typeof site?.phone?.secondary === 'string';
}

function assemble(
  parsed: readonly ParsedFile[],
  icons: LoadedContent['icons'],
  languages: string[],
  merged: readonly MergedTranslation[],
): LoadedContent {
  const rawSite = parsed.find((file) => file.content.role === 'site')!.data as Site;
  const site = siteWithFacts(rawSite, languages[0]);
  const pages = parsed
    .filter((file) => file.content.role === 'page')
    .map((file) => contentPage(rawSite, file.data as Page, file.content.route, file.content.file, languages[0]))
    .sort(byRoute);
  const main = parsed.find((file) => file.content.role === 'notFound')!;
  const notFound = contentPage(rawSite, main.data as Page, main.content.route, main.content.file, languages[0]);
  const translations: Record<string, Translation> = {};
  for (const language of languages.slice(1)) {
    translations[language] = translationOf(language, merged, pages, notFound);
  }
  const questions = leadQuestions(site, pages);
  return { site, pages, notFound, questions, icons, languages, translations };
}

/** The site in one other language: each file's merged words, placeholders filled from that language's site.yaml. */
function translationOf(
  language: string,
  merged: readonly MergedTranslation[],
  mainPages: readonly ContentPage[],
  mainNotFound: ContentPage,
): Translation {
  const ofLanguage = merged.filter((file) => file.language === language);
  const rawSite = ofLanguage.find((file) => file.main.content.role === 'site')!.data as Site;
  const site = siteWithFacts(rawSite, language);
  const toPage = (file: MergedTranslation): TranslatedPage => ({
    ...contentPage(rawSite, file.data as Page, file.route, file.file, language),
    counterpart: file.main.content.route,
  });
  const pages = ofLanguage
    .filter((file) => file.main.content.role === 'page')
    .map(toPage)
    .sort(byRoute);
  const notFoundFile = ofLanguage.find((file) => file.main.content.role === 'notFound');
  // A not-found page kept in the main language only is shown as it is.
  const notFound = notFoundFile ? toPage(notFoundFile) : { ...mainNotFound, counterpart: mainNotFound.route };
  const routes = Object.fromEntries(pages.map((page) => [page.counterpart, page.route]));
  // The same values as the main language's questions, so a page kept in that language only still offers its service.
  const choicePages = mainPages.map((page) => {
    const translated = pages.find((each) => each.counterpart === page.route);
    return { route: page.route, page: (translated ?? page).page };
  });
  const questions = leadQuestions(site, choicePages);
  return { language, site, questions, pages, notFound, routes };
}

/** site.yaml with its placeholders filled; the title patterns are filled for each page, with its own town. */
function siteWithFacts(rawSite: Site, language: string | undefined): Site {
  return { ...fillPlaceholders(rawSite, placeholderValues(rawSite, rawSite.defaultCity, language)), titles: rawSite.titles };
}

function contentPage(rawSite: Site, written: Page, route: string, file: string, language: string | undefined): ContentPage {
  const values = placeholderValues(rawSite, written.city ?? rawSite.defaultCity, language);
  const page = withHero(fillPlaceholders(written, values));
  return { route, file, page, title: fillPlaceholders(rawSite.titles[page.kind ?? 'local'], { ...values, page: page.title }) };
}

function byRoute(a: ContentPage, b: ContentPage): number {
  return a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}

/** By file, then position; the same message at the same spot once. */
function sortErrors(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors
    .filter((error) => {
      const key = `${error.file}:${error.line}:${error.column}:${error.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

function relativePath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}
