// Which language a lead was sent in, as the office reads it: only a language other than the site's main one is
// named, since that is when the office sends someone who speaks it.
export { otherLanguageName, pageLanguage };

import { languageName, languagePrefix, sameLanguage } from '../../content/languages.ts';

/** `es` on an English-first site -> "Spanish" (staff read English); '' for the main language or a lead before
 * languages were kept. */
function otherLanguageName(language: string, siteLanguages: readonly string[]): string {
  const main = siteLanguages[0] ?? 'en';
  return language === '' || sameLanguage(language, main) ? '' : languageName(language, 'en');
}

/** The language of the page a lead was sent from, by its address (`/es/contacto` -> `es`): the main language's pages
 * have no prefix, so an unknown or missing page is in the main language. */
function pageLanguage(page: string, siteLanguages: readonly string[]): string {
  const path = page.split(/[?#]/)[0]!.toLowerCase();
  const other = siteLanguages.slice(1).find((code) => path === languagePrefix(code) || path.startsWith(`${languagePrefix(code)}/`));
  return other ?? siteLanguages[0] ?? 'en';
}
