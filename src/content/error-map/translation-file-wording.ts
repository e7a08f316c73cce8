// Mistakes of a site in several languages as a whole: a translation file missing or astray, a page's languages, a
// page's address in another language.
export { translationFileWording };

import type { Wording } from './describe';

const translationFileWording = {
  missingFile: (language: string, file: string, of: string, page: boolean, main: { code: string; name: string }): Wording => ({
    message: `${of} has no ${language} translation`,
    hint: page
      ? `Create ${file} with this page's words in ${language}, under the same keys as in ${baseName(of)}; or, to keep the page in ${main.name} on purpose, write languages: [${main.code}] in ${baseName(of)}.`
      : `Create ${file} with the words of ${baseName(of)} in ${language}, under the same keys.`,
  }),
  wordsMissing: (languages: readonly string[], example: string): Wording => ({
    message: `A site in ${languages.length} languages writes its own words: 'words' is missing`,
    expected: `words: in content/site.yaml, and their translation under words: in ${languages
      .slice(1)
      .map((code) => `content/site.${code}.yaml`)
      .join(' and ')}`,
    hint: `Left out, every page would show the English ones (${example}, ...): copy the example of 'words' from schema/site.schema.json into site.yaml, then translate it.`,
  }),
  undeclaredLanguage: (code: string, declared: readonly string[]): Wording => ({
    message: `'${code}' is not one of the site's languages`,
    expected: `one of: ${declared.slice(1).join(', ') || 'none (site.yaml names one language)'}`,
    found: `'${code}'`,
    hint: `Add ${code} to languages: in content/site.yaml (now [${declared.join(', ')}]) to publish the site in it, or rename or remove this file.`,
  }),
  mainLanguageFile: (code: string, of: string): Wording => ({
    message: `'${code}' is the site's main language: its words are in ${of} itself`,
    hint: `Move what this file says into ${of}, then remove this file.`,
  }),
  noMainFile: (of: string, meant: string | undefined, rename: string | undefined): Wording => ({
    message: `This file translates ${of}, which does not exist`,
    hint:
      meant && rename
        ? `Did you mean ${meant}? Then rename this file to ${baseName(rename)}.`
        : 'A translation is named after the file it translates and sits beside it: about.es.yaml beside about.yaml.',
  }),
  pageNotInLanguage: (language: string, code: string, of: string, languages: readonly string[]): Wording => ({
    message: `${of} is not published in ${language}: it says languages: [${languages.join(', ')}]`,
    hint: `Add ${code} to its languages (or remove that line) to publish it in ${language}, or remove this file.`,
  }),
  routeNotUnder: (route: string, prefix: string): Wording => ({
    message: `The address '${route}' is not under ${prefix}`,
    expected: `${prefix}, or an address starting with ${prefix}/`,
    hint: `Write the page's address in this language from ${prefix}, e.g. ${prefix}/${route.split('/').filter(Boolean).pop() ?? 'page'}.`,
  }),
  routeShape: (route: string): Wording => ({
    message: `'${route}' is not a page address`,
    hint: 'Write an address like /es/ventanas-de-reemplazo: it starts with /, uses lowercase letters, digits and dashes, and has no / at the end.',
  }),
  routeOfNotFound: (): Wording => ({
    message: 'The not-found page has no address of its own',
    hint: "Remove 'route:' here: the page is shown for every unknown address.",
  }),
  routeClash: (route: string, other: string): Wording => ({
    message: `Two pages have the address ${route}`,
    hint: `${other} has it too; give one of them another address with 'route:'.`,
  }),
  languageNotOfSite: (code: string, declared: readonly string[]): Wording => ({
    message: `'${code}' is not one of the site's languages`,
    expected: `some of: ${declared.join(', ')}`,
    hint: `Use the codes of languages: in content/site.yaml, or add ${code} there.`,
  }),
  mainLanguageLeftOut: (main: string, mainName: string): Wording => ({
    message: `A page is always in the site's main language, ${mainName}`,
    expected: `a list that holds ${main}, e.g. [${main}]`,
    hint: `This file is the page in ${mainName}; write ${main} first.`,
  }),
};

/** `content/pages/about.yaml` -> `about.yaml`. */
function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}
