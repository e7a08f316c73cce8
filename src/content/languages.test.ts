import { describe, expect, test } from 'vitest';
import { defaultRoute, languageName, languagePrefix, pageLanguages, sameLanguage, siteLanguages } from './languages';

describe('languages', () => {
  test("a language's name is the platform's: in itself for visitors, in English for editors", () => {
    expect(languageName('es')).toBe('español');
    expect(languageName('en')).toBe('English');
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('fr', 'es')).toBe('francés');
    // A code the platform cannot read is shown as it is.
    expect(languageName('x-1')).toBe('x-1');
  });

  test('a site names no languages: English; a page names none: all of the site’s', () => {
    expect(siteLanguages({})).toEqual(['en']);
    expect(pageLanguages({}, { languages: ['en', 'es'] })).toEqual(['en', 'es']);
    expect(pageLanguages({ languages: ['en'] }, { languages: ['en', 'es'] })).toEqual(['en']);
  });

  test("a page's address in a language: the language's prefix, then its main address", () => {
    expect(languagePrefix('es-MX')).toBe('/es-mx');
    expect(defaultRoute('es', '/')).toBe('/es');
    expect(defaultRoute('es', '/water-heaters/tankless')).toBe('/es/water-heaters/tankless');
    expect(defaultRoute('es', '/404')).toBe('/es/404');
    expect(sameLanguage('es-MX', 'es-mx')).toBe(true);
    expect(sameLanguage('es', 'en')).toBe(false);
  });
});
