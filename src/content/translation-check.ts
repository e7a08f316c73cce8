// The check of a site in several languages. A translation file (`about.es.yaml` beside `about.yaml`) holds only the
// words of its main file, under the same keys: every visitor text (the schemas mark them "translate": true), lists
// in the same order, each section repeating its type; the facts stay in the main file. Merged (the main file with
// its words replaced), it must pass the main file's own schema.
export { checkTranslations };
export type { TranslationInput, MergedTranslation, ReadTranslation };

import { errorAt, fileError, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { closest } from './did-you-mean';
import { commaCutWording, schemaProblems, translationFileWording, translationWording, wording, type Wording } from './error-map';
import type { TranslationFile } from './files';
import type { PathSegment } from './key-path';
import { defaultRoute, languageName, languagePrefix, sameLanguage } from './languages';
import type { Validators } from './schemas';
import { isVisitorText, itemPlace, keyPlace, kindKey, rootPlace, type SchemaIndex, type SchemaPlace } from './visitor-text';
import { walkStrings } from './walk-strings';
import { commaSplitText, locate, rawScalar, valueRange, type SourceFile } from './yaml-source';

/** A translation file as read: its errors, and what it holds when it parsed. */
type ReadTranslation = (file: TranslationFile) => { errors: ContentError[]; source?: () => SourceFile; data?: unknown };

interface TranslationInput {
  /** site.yaml's languages, the main one first. */
  languages: readonly string[];
  /** Every main-language file, relative to the project root, parsed or not. */
  mainFiles: ReadonlySet<string>;
  /** Every main-language file that parsed. */
  files: readonly ParsedFile[];
  /** Those of them that passed their schema: only these are compared with their translations. */
  valid: ReadonlySet<ParsedFile>;
  translations: readonly TranslationFile[];
  read: ReadTranslation;
  /** The schemas, for which strings are words (read only when there is a translation to compare). */
  schemas: () => SchemaIndex;
  validators: Validators;
  /** Checks every string of a file's words for placeholders, as the main files' are. */
  checkPlaceholders: (file: { source: () => SourceFile; data: unknown }) => ContentError[];
  /** The site has a second phone, which {phone2} shows. */
  secondPhone: boolean;
}

/** A main-language file with one language's words put in. */
interface MergedTranslation {
  /** The language's code as site.yaml writes it. */
  language: string;
  /** The main-language file. */
  main: ParsedFile;
  /** The translation file, relative to the project root. */
  file: string;
  /** The main file's data with this language's words. */
  data: unknown;
  /** A page's address in this language ('' for site.yaml). */
  route: string;
}

interface Walk {
  index: SchemaIndex;
  main: ParsedFile;
  source: () => SourceFile;
  language: string;
  mainLanguage: string;
  errors: ContentError[];
}

/** Every translation compared with its main file, and every file each language still needs. */
function checkTranslations(input: TranslationInput): { errors: ContentError[]; merged: MergedTranslation[] } {
  const { languages } = input;
  const main = languages[0]!;
  const errors: ContentError[] = [];
  const merged: MergedTranslation[] = [];
  const byFile = new Map(input.files.map((file) => [file.content.file, file]));
  const found = new Set<string>();
  const sources = new Map<MergedTranslation, () => SourceFile>();
  let index: SchemaIndex | undefined;
  const schemas = () => (index ??= input.schemas());

  for (const file of input.files) errors.push(...pageLanguageErrors(file, languages), ...siteWordsErrors(file, languages));

  for (const translation of input.translations) {
    const language = languages.find((code) => sameLanguage(code, translation.language));
    if (language === undefined) {
      errors.push(fileError(translation.file, translationFileWording.undeclaredLanguage(translation.language, languages)));
      continue;
    }
    if (language === main) {
      errors.push(fileError(translation.file, translationFileWording.mainLanguageFile(translation.language, translation.of)));
      continue;
    }
    const mainFile = byFile.get(translation.of);
    // A main file that does not parse is told by its own syntax error.
    if (!mainFile && input.mainFiles.has(translation.of)) continue;
    if (!mainFile) {
      const meant = closest(translation.of, input.mainFiles, 3);
      const rename = meant && translationPath(meant, translation.language);
      errors.push(fileError(translation.file, translationFileWording.noMainFile(translation.of, meant, rename)));
      continue;
    }
    found.add(`${language}\n${translation.of}`);
    // A main file with mistakes is told first; its translation is compared once it passes.
    if (!input.valid.has(mainFile)) continue;
    const published = languagesOf(mainFile, languages);
    if (!published.some((code) => sameLanguage(code, language))) {
      const name = languageName(language, 'en');
      errors.push(fileError(translation.file, translationFileWording.pageNotInLanguage(name, language, translation.of, published)));
      continue;
    }
    const read = input.read(translation);
    errors.push(...read.errors);
    if (!read.source || read.errors.length > 0) continue;
    const result = compareFile({ ...input, schemas }, mainFile, translation, language, read.source, read.data);
    errors.push(...result.errors);
    if (result.merged) {
      merged.push(result.merged);
      sources.set(result.merged, read.source);
    }
  }

  for (const language of languages.slice(1)) {
    for (const file of input.files) {
      if (found.has(`${language}\n${file.content.file}`)) continue;
      if (!languagesOf(file, languages).some((code) => sameLanguage(code, language))) continue;
      const path = translationPath(file.content.file, language);
      const mainName = languageName(main, 'en');
      const said = translationFileWording.missingFile(languageName(language, 'en'), path, file.content.file, file.content.role !== 'site', {
        code: main,
        name: mainName,
      });
      errors.push(fileError(path, said));
    }
  }

  errors.push(...routeClashes(input.files, merged, sources));
  return { errors, merged };
}

/** One translation file against its main file: the words in their places, the address, the schema, the placeholders. */
function compareFile(
  input: TranslationInput,
  main: ParsedFile,
  translation: TranslationFile,
  language: string,
  source: () => SourceFile,
  data: unknown,
): { errors: ContentError[]; merged?: MergedTranslation } {
  const errors: ContentError[] = [];
  const role = main.content.role;
  let words = data ?? {};
  let route = role === 'site' ? '' : defaultRoute(language, main.content.route);
  if (role !== 'site' && isObject(words) && 'route' in words) {
    const { route: written, ...rest } = words;
    words = rest;
    if (role === 'notFound') errors.push(errorAt(source(), ['route'], 'key', translationFileWording.routeOfNotFound()));
    else {
      const problem = routeProblem(written, language);
      if (problem) errors.push(errorAt(source(), ['route'], 'value', problem));
      else route = written as string;
    }
  }

  const index = input.schemas();
  const schemaName = role === 'site' ? 'site.schema.json' : 'page.schema.json';
  const walk: Walk = { index, main, source, language, mainLanguage: input.languages[0]!, errors };
  const result = merge(walk, rootPlace(index, schemaName, main.data), main.data, words, []);

  const validate = role === 'site' ? input.validators.site : input.validators.page;
  if (!validate(result)) {
    const problems = schemaProblems(validate.errors ?? [], {
      root: result,
      raw: (path) => rawScalar(source(), path),
      commaSplit: (path) => commaSplitText(source(), path),
    });
    for (const problem of problems) errors.push(errorAt(source(), problem.at, problem.spot, problem, problem.keyPath));
  }
  errors.push(...input.checkPlaceholders({ source, data: words }));
  if (!input.secondPhone) {
    walkStrings(words, [], (path, value) => {
      if (value.includes('{phone2}')) errors.push(errorAt(source(), path, 'value', wording.noSecondPhone('text')));
    });
  }
  if (errors.length > 0) return { errors };
  return { errors, merged: { language, main, file: translation.file, data: result, route } };
}

/**
 * The main file's value at `path` with the translation's words put in, each mistake of the translation told:
 * a word missing, a key the main file has not, a fact repeated, a list of another length, a section of another type.
 */
function merge(walk: Walk, place: SchemaPlace, main: unknown, words: unknown, path: PathSegment[]): unknown {
  if (!hasText(walk.index, place, main)) {
    if (words !== undefined)
      walk.errors.push(errorAt(walk.source(), path, 'key', translationWording.factRepeated(keyName(path), spotOf(walk, path))));
    return main;
  }
  if (words === undefined) {
    const language = languageName(walk.language, 'en');
    const mainLanguage = languageName(walk.mainLanguage, 'en');
    const texts = textsOf(walk.index, place, main, path);
    // A whole list or group left out is one mistake, told once where it belongs.
    if (texts.length > 1 && path.length > 0) {
      const said = translationWording.missingTexts(
        language,
        mainLanguage,
        path,
        walk.main.data,
        texts.map(([, text]) => text),
        spotOf(walk, path),
      );
      walk.errors.push(errorAt(walk.source(), nearestHeld(walk.source(), path), 'key', said, path));
      return main;
    }
    for (const [at, text] of texts) {
      const said = translationWording.missingText(language, mainLanguage, at, walk.main.data, text, spotOf(walk, at));
      // At the nearest place the translation has: the key it would be under, else the file's first key.
      walk.errors.push(errorAt(walk.source(), nearestHeld(walk.source(), at), 'key', said, at));
    }
    return main;
  }
  // A text, or words of another shape than the main file's: the schema says what is wrong with them.
  if (typeof main === 'string' || Array.isArray(main) !== Array.isArray(words) || isObject(main) !== isObject(words)) return words;

  if (Array.isArray(main) && Array.isArray(words)) {
    if (words.length !== main.length) {
      walk.errors.push(errorAt(walk.source(), path, 'key', translationWording.listLength(words.length, main.length, spotOf(walk, path))));
      return main;
    }
    return main.map((item, index) => merge(walk, itemPlace(walk.index, place, item), item, words[index], [...path, index]));
  }

  if (isObject(main) && isObject(words)) {
    const kind = kindKey(place);
    if (kind !== undefined && typeof main[kind] === 'string') {
      const at = spotOf(walk, [...path, kind]);
      if (!(kind in words)) walk.errors.push(errorAt(walk.source(), path, 'value', translationWording.kindMissing(kind, main[kind], at)));
      else if (words[kind] !== main[kind]) {
        const said = translationWording.otherKind(kind, String(words[kind]), main[kind], at);
        walk.errors.push(errorAt(walk.source(), [...path, kind], 'value', said));
        return main;
      }
    }
    for (const key of Object.keys(words)) {
      if (key === kind || key in main) continue;
      const suggestion = closest(
        key,
        Object.keys(main).filter((name) => hasText(walk.index, keyPlace(walk.index, place, name, main), main[name])),
      );
      const meant = commaSplitText(walk.source(), [...path, key]);
      const said = meant ? commaCutWording(key, meant) : translationWording.unknownKey(key, walk.main.content.file, suggestion);
      walk.errors.push(errorAt(walk.source(), [...path, key], 'key', said));
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(main)) {
      out[key] = key === kind ? value : merge(walk, keyPlace(walk.index, place, key, main), value, words[key], [...path, key]);
    }
    return out;
  }
  return main;
}

// A value of the main file sits at one place only: what it holds is worked out once.
const holdsText = new WeakMap<object, boolean>();

/** True when the value holds a string a visitor reads somewhere. */
function hasText(index: SchemaIndex, place: SchemaPlace, value: unknown): boolean {
  if (typeof value === 'string') return isVisitorText(place);
  if (typeof value !== 'object' || value === null) return false;
  let known = holdsText.get(value);
  if (known === undefined) holdsText.set(value, (known = findText(index, place, value)));
  return known;
}

function findText(index: SchemaIndex, place: SchemaPlace, value: object): boolean {
  if (Array.isArray(value)) return value.some((item) => hasText(index, itemPlace(index, place, item), item));
  if (isObject(value)) {
    const kind = kindKey(place);
    return Object.entries(value).some(([key, item]) => key !== kind && hasText(index, keyPlace(index, place, key, value), item));
  }
  return false;
}

/** Every visitor text of the value, with its path. */
function textsOf(index: SchemaIndex, place: SchemaPlace, value: unknown, path: PathSegment[]): [PathSegment[], string][] {
  if (typeof value === 'string') return isVisitorText(place) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(index, itemPlace(index, place, item), item, [...path, i]));
  if (isObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => textsOf(index, keyPlace(index, place, key, value), item, [...path, key]));
  }
  return [];
}

/** A page's `languages` name languages of the site, its main one among them. */
function pageLanguageErrors(file: ParsedFile, languages: readonly string[]): ContentError[] {
  const listed = isObject(file.data) ? file.data.languages : undefined;
  if (file.content.role === 'site' || !Array.isArray(listed)) return [];
  const errors: ContentError[] = [];
  listed.forEach((code, index) => {
    if (typeof code === 'string' && !languages.some((language) => sameLanguage(language, code))) {
      errors.push(errorAt(file.source(), ['languages', index], 'value', translationFileWording.languageNotOfSite(code, languages)));
    }
  });
  const main = languages[0]!;
  if (!listed.some((code) => typeof code === 'string' && sameLanguage(code, main))) {
    errors.push(errorAt(file.source(), ['languages'], 'value', translationFileWording.mainLanguageLeftOut(main, languageName(main, 'en'))));
  }
  return errors;
}

/** A site in several languages writes its own words, so that no page shows the English ones. */
function siteWordsErrors(file: ParsedFile, languages: readonly string[]): ContentError[] {
  if (file.content.role !== 'site' || languages.length < 2 || !isObject(file.data) || 'words' in file.data) return [];
  return [errorAt(file.source(), ['languages'], 'key', translationFileWording.wordsMissing(languages, 'Skip to main content, Open menu'))];
}

/** The languages a main file is published in: a page's own list, else all of the site's. */
function languagesOf(file: ParsedFile, languages: readonly string[]): readonly string[] {
  const listed = isObject(file.data) ? file.data.languages : undefined;
  if (file.content.role === 'site' || !Array.isArray(listed)) return languages;
  return listed.filter((code): code is string => typeof code === 'string');
}

/** What is wrong with a translated page's `route`, if anything. */
function routeProblem(route: unknown, language: string): Wording | undefined {
  if (typeof route !== 'string' || !/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/.test(route)) {
    return translationFileWording.routeShape(String(route));
  }
  const prefix = languagePrefix(language);
  return route === prefix || route.startsWith(`${prefix}/`) ? undefined : translationFileWording.routeNotUnder(route, prefix);
}

/** Two pages at one address, in any language: the translated one is told, at its `route` (or its first line). */
function routeClashes(
  files: readonly ParsedFile[],
  merged: readonly MergedTranslation[],
  sources: ReadonlyMap<MergedTranslation, () => SourceFile>,
): ContentError[] {
  const owners = new Map<string, string>();
  for (const file of files) if (file.content.role === 'page') owners.set(file.content.route, file.content.file);
  const errors: ContentError[] = [];
  for (const translation of merged) {
    if (translation.main.content.role !== 'page') continue;
    const other = owners.get(translation.route);
    if (other === undefined) {
      owners.set(translation.route, translation.file);
      continue;
    }
    errors.push(errorAt(sources.get(translation)!(), ['route'], 'value', translationFileWording.routeClash(translation.route, other)));
  }
  return errors;
}

/** The path itself, or its nearest parent that the file holds. */
function nearestHeld(source: SourceFile, path: readonly PathSegment[]): PathSegment[] {
  let at = [...path];
  while (at.length > 0 && valueRange(source, at) === undefined) at = at.slice(0, -1);
  return at;
}

/** Where the main file holds the value at `path` (or its nearest parent). */
function spotOf(walk: Walk, path: readonly PathSegment[]): { file: string; line: number } {
  return { file: walk.main.content.file, line: locate(walk.main.source(), path, 'value').start.line };
}

/** `content/pages/about.yaml` and `es` -> `content/pages/about.es.yaml`. */
function translationPath(file: string, language: string): string {
  return `${file.slice(0, -'.yaml'.length)}.${language}.yaml`;
}

function keyName(path: readonly PathSegment[]): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `item ${last + 1}` : String(last ?? '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
