// Which language a lead was sent in, as the office reads it: only a language other than the site's main one is
// named, since that is when the office sends someone who speaks it.
export { otherLanguageName, pageLanguage, visitorForm };
export type { VisitorForm, VisitorForms };

import { languageName, languagePrefix, sameLanguage } from '../../content/languages.ts';
import type { LeadQuestions } from '../../content/questions.ts';
import type { FormWords } from '../../content/types.ts';
import { thankYouRoute } from '../../content/required-pages.ts';

/** The forms as a visitor reads them in one language: their questions' words and the forms' own. */
interface VisitorForm {
  questions: LeadQuestions;
  words: FormWords;
  /** The thank-you page in that language, where a form sent without JavaScript leads. */
  thankYou: string;
}

/** What the server knows of the forms' words: the main language's, and each other language's by code. */
interface VisitorForms {
  site: { languages: readonly string[] };
  questions: LeadQuestions;
  formWords: FormWords;
  formsInLanguage: Readonly<Record<string, VisitorForm>>;
}

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

/** The forms in the language of the page a request came from: what the visitor is told is in it; a stored lead keeps
 * the main language's question labels, which staff read. */
function visitorForm(forms: VisitorForms, page: string): VisitorForm & { language: string } {
  const language = pageLanguage(page, forms.site.languages);
  const translated = forms.formsInLanguage[language];
  return translated
    ? { language, ...translated }
    : { language, questions: forms.questions, words: forms.formWords, thankYou: thankYouRoute };
}
