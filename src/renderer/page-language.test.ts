// Each page in each of its languages: its words, its links, its head's alternates, its structured data.
import { describe, expect, test } from 'vitest';
import { parseHtml } from '../../test/support/built-site';
import { fixtureRoot } from '../../test/support/fixture-sites';
import { loadContentSync } from '../content/load';
import { formatErrors } from '../content/format';
import type { LoadedContent } from '../content/types';
import { renderPage } from './render-page';

const root = fixtureRoot('plumber-site');
const loaded = loadContentSync({ root });
if (!loaded.ok) throw new Error(formatErrors(loaded.errors, { root }));
const content = loaded.content;
const url = 'https://www.saguarovalleyplumbing.test';

function page(route: string | null, from: LoadedContent = content): Document {
  return parseHtml(renderPage({ content: from, route }).html);
}

/** hreflang -> address of a page's alternates. */
function alternates(doc: Document): Record<string, string> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('head link[rel="alternate"]')];
  return Object.fromEntries(links.map((link) => [link.hreflang, link.href]));
}

describe('a page in two languages', () => {
  test('names both addresses and the main one as x-default, each canonical to itself, reciprocally', () => {
    const english = page('/water-heaters/tankless');
    const spanish = page('/es/calentadores-de-agua/sin-tanque');
    const both = {
      en: `${url}/water-heaters/tankless`,
      es: `${url}/es/calentadores-de-agua/sin-tanque`,
      'x-default': `${url}/water-heaters/tankless`,
    };
    expect(alternates(english)).toEqual(both);
    expect(alternates(spanish)).toEqual(both);
    expect(english.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(both.en);
    expect(spanish.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(both.es);
    expect(english.documentElement.lang).toBe('en');
    expect(spanish.documentElement.lang).toBe('es');
  });

  test('every page of every language names the others, and they name it back', () => {
    const routes = [...content.pages, ...content.translations.es!.pages].filter((p) => !p.page.noindex).map((p) => p.route);
    expect(routes.length).toBeGreaterThan(10);
    const heads = new Map(routes.map((route) => [new URL(route, url).href, alternates(page(route))]));
    for (const [address, links] of heads) {
      expect(Object.values(links)).toContain(address);
      for (const [language, other] of Object.entries(links)) {
        expect(heads.get(other), `${address} names ${other} (${language})`).toEqual(links);
      }
    }
  });

  test('is in its language: the header, menus, footer and links; the switcher leads to the same page', () => {
    const doc = page('/es/calentadores-de-agua/sin-tanque');
    expect(doc.title).toContain('Calentadores sin tanque');
    expect(doc.querySelector('.skip-link')?.textContent).toBe('Saltar al contenido principal');
    expect(doc.querySelector('.site-header-nav')?.getAttribute('aria-label')).toBe('Principal');
    const nav = [...doc.querySelectorAll<HTMLAnchorElement>('.site-header-nav a:not([lang])')].map((a) => a.getAttribute('href'));
    expect(nav).toEqual(expect.arrayContaining(['/es', '/es/calentadores-de-agua', '/es/calentadores-de-agua/sin-tanque', '/es/contacto']));
    expect(nav.filter((href) => !href?.startsWith('/es'))).toEqual([]);
    expect(doc.querySelector('.site-header-brand')?.getAttribute('href')).toBe('/es');
    const switcher = doc.querySelector<HTMLAnchorElement>('.site-header-nav a[lang]')!;
    expect(switcher.getAttribute('href')).toBe('/water-heaters/tankless');
    expect([switcher.lang, switcher.hreflang, switcher.textContent, switcher.getAttribute('aria-label')]).toEqual([
      'en',
      'en',
      'EN',
      'EN, English',
    ]);
    expect(doc.querySelector('.site-footer')?.textContent).toContain('Todos los derechos reservados.');
    expect(doc.querySelector('.action-bar')?.getAttribute('aria-label')).toBe('Llamar o pedir un presupuesto');
    const footer = [...doc.querySelectorAll<HTMLAnchorElement>('.site-footer-links a')].map((a) => a.getAttribute('href'));
    expect(footer.every((href) => href?.startsWith('/es/'))).toBe(true);
    // The mobile menu's island carries the same switcher and the menu's words.
    const menu = JSON.parse(doc.querySelector('[data-island="MobileMenu"]')?.getAttribute('data-props') ?? '{}') as {
      languages: unknown;
      words: { open: string };
    };
    expect(menu.languages).toEqual([{ language: 'en', href: '/water-heaters/tankless', name: 'English' }]);
    expect(menu.words.open).toBe('Abrir el menú');
  });

  test('the English page switches to the Spanish one: a mark, named in Spanish', () => {
    const switcher = page('/water-heaters/tankless').querySelector<HTMLAnchorElement>('.site-header-nav a[lang]')!;
    expect([switcher.getAttribute('href'), switcher.lang, switcher.textContent, switcher.getAttribute('aria-label')]).toEqual([
      '/es/calentadores-de-agua/sin-tanque',
      'es',
      'ES',
      'ES, español',
    ]);
  });

  test('the breadcrumb and the business are described in the page language; the business speaks both', () => {
    const data = (doc: Document) =>
      [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      );
    const [crumbs] = data(page('/es/calentadores-de-agua/sin-tanque')) as [{ itemListElement: { name: string; item: string }[] }];
    expect(crumbs.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Inicio', `${url}/es`],
      ['Calentadores de agua', `${url}/es/calentadores-de-agua`],
      ['Calentadores sin tanque', `${url}/es/calentadores-de-agua/sin-tanque`],
    ]);
    for (const home of ['/', '/es']) {
      const business = data(page(home)).find((d) => d.knowsLanguage);
      expect(business, home).toMatchObject({ knowsLanguage: ['en', 'es'], contactPoint: { availableLanguage: ['en', 'es'] } });
    }
  });

  test("each language's home page is a page of its own about the one business, which both name by the same @id", () => {
    const data = (doc: Document) =>
      [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      );
    const [english, spanish] = ['/', '/es'].map((home) => data(page(home)));
    const business = `${url}/#business`;
    expect(english!.filter((d) => d['@type'] === 'WebPage')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        '@id': `${url}/#webpage`,
        url: `${url}/`,
        name: 'Saguaro Valley Plumbing: Plumbing (Phoenix)',
        inLanguage: 'en',
        about: { '@id': business },
      },
    ]);
    expect(spanish!.filter((d) => d['@type'] === 'WebPage')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        '@id': `${url}/es#webpage`,
        url: `${url}/es`,
        name: 'Saguaro Valley Plumbing: Plomería en Phoenix',
        inLanguage: 'es',
        about: { '@id': business },
      },
    ]);
    const businesses = [english, spanish].map((doc) => doc!.filter((d) => d.knowsLanguage).map((d) => [d['@id'], d.url]));
    expect(businesses).toEqual([[[business, `${url}/`]], [[business, `${url}/`]]]);
  });

  test('a page kept in English has no Spanish alternate, and the Spanish pages link to it plainly', () => {
    const kept = withEnglishOnly('/drain-cleaning');
    expect(alternates(page('/drain-cleaning', kept))).toEqual({ en: `${url}/drain-cleaning`, 'x-default': `${url}/drain-cleaning` });
    const spanishNav = [...page('/es', kept).querySelectorAll<HTMLAnchorElement>('.site-header-nav a:not([lang])')].map((a) =>
      a.getAttribute('href'),
    );
    expect(spanishNav).toContain('/drain-cleaning');
    // Its switcher has no Spanish page to lead to: it leads to the Spanish home page.
    expect(page('/drain-cleaning', kept).querySelector('.site-header-nav a[lang]')?.getAttribute('href')).toBe('/es');
  });

  test('the Spanish not-found page is in Spanish, at /es/404, out of search results', () => {
    const doc = page('/es/404');
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="alternate"]')).toBeNull();
    expect(doc.querySelector('.skip-link')?.textContent).toBe('Saltar al contenido principal');
    // Its switcher leads to the English home page, as the English one's leads to the Spanish home page.
    expect(doc.querySelector('.site-header-nav a[lang]')?.getAttribute('href')).toBe('/');
    expect(page(null).querySelector('.site-header-nav a[lang]')?.getAttribute('href')).toBe('/es');
  });
});

// The fixture as if a page were kept in English: no Spanish page, no route to one.
function withEnglishOnly(route: string): LoadedContent {
  const es = content.translations.es!;
  const routes = Object.fromEntries(Object.entries(es.routes).filter(([main]) => main !== route));
  const pages = es.pages.filter((p) => p.counterpart !== route);
  return { ...content, translations: { es: { ...es, routes, pages } } };
}
