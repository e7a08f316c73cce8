// A site in two languages as the loader hands it on: the main language as before, each other one beside it with its
// words from the translation files and its facts from the main ones. The mistakes' wording is in
// error-map/translation-wording.test.ts.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, copySite, editFile, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { getContent, loadContent } from './load';
import type { LoadedContent } from './types';

afterAll(removeCopies);

async function loaded(root: string): Promise<LoadedContent> {
  const result = await loadContent({ root, cache: false });
  if (!result.ok) throw new Error(formatErrors(result.errors, { root }));
  return result.content;
}

describe('the plumber fixture, in English and Spanish', () => {
  test('the main language is as before; the Spanish pages have their addresses, titles and counterparts', async () => {
    const content = await loaded(copySite('plumber-site'));
    expect(content.languages).toEqual(['en', 'es']);
    expect(content.pages.map((page) => `${page.route} <- ${page.file}`)).toEqual([
      '/ <- content/pages/index.yaml',
      '/about <- content/pages/about.yaml',
      '/contact <- content/pages/contact.yaml',
      '/drain-cleaning <- content/pages/drain-cleaning.yaml',
      '/gallery <- content/pages/gallery.yaml',
      '/thank-you <- content/pages/thank-you.yaml',
      '/water-heaters <- content/pages/water-heaters.yaml',
      '/water-heaters/tankless <- content/pages/water-heaters/tankless.yaml',
    ]);
    expect(content.site.messages.quoteSuccess).toBe('Thanks! Your pipe quote request is in.');
    expect(Object.keys(content.translations)).toEqual(['es']);

    const spanish = content.translations.es!;
    expect(spanish.language).toBe('es');
    expect(spanish.pages.map((page) => `${page.route} <- ${page.counterpart} | ${page.title}`)).toEqual([
      '/es <- / | Saguaro Valley Plumbing: Plomería en Phoenix',
      '/es/calentadores-de-agua <- /water-heaters | Saguaro Valley Plumbing: Calentadores de agua en Phoenix',
      '/es/calentadores-de-agua/sin-tanque <- /water-heaters/tankless | Saguaro Valley Plumbing: Calentadores sin tanque en Phoenix',
      '/es/contacto <- /contact | Saguaro Valley Plumbing: Contacto en Phoenix',
      '/es/destape-de-desagues <- /drain-cleaning | Saguaro Valley Plumbing: Destape de desagües en Phoenix',
      '/es/galeria <- /gallery | Saguaro Valley Plumbing: Galería de tuberías en Phoenix',
      '/es/gracias <- /thank-you | Solicitud recibida - Saguaro Valley Plumbing',
      '/es/nosotros <- /about | Saguaro Valley Plumbing: Nuestro equipo en Phoenix',
    ]);
    expect(spanish.pages[0]!.file).toBe('content/pages/index.es.yaml');
    expect(spanish.notFound).toMatchObject({
      route: '/es/404',
      counterpart: '/404',
      file: 'content/pages/404.es.yaml',
      title: 'Página no encontrada - Saguaro Valley Plumbing',
    });
    expect(spanish.routes).toEqual({
      '/': '/es',
      '/about': '/es/nosotros',
      '/contact': '/es/contacto',
      '/drain-cleaning': '/es/destape-de-desagues',
      '/gallery': '/es/galeria',
      '/thank-you': '/es/gracias',
      '/water-heaters': '/es/calentadores-de-agua',
      '/water-heaters/tankless': '/es/calentadores-de-agua/sin-tanque',
    });
  });

  test('each page: the Spanish words, the facts of the English file, placeholders filled with the Spanish facts', async () => {
    const content = await loaded(copySite('plumber-site'));
    const spanish = content.translations.es!;
    const page = (route: string) => spanish.pages.find((each) => each.route === route)!.page;

    const hero = page('/es').sections[0] as Extract<LoadedContent['pages'][number]['page']['sections'][number], { type: 'hero' }>;
    expect(hero.heading).toBe('Agua caliente y desagües limpios, el mismo día');
    expect(hero.text).toBe('Calentadores de agua, desagües y tuberías reventadas en todo el valle de Phoenix.');
    expect(hero.eyebrow).toBe('Plomería desde 2009');
    // The picture's file and size are the English file's; only its description is in Spanish.
    expect(hero.image).toEqual({
      src: '/images/pipe-hero.svg',
      alt: 'Un calentador de agua junto a un tubo de cobre',
      width: 1200,
      height: 800,
    });
    expect(hero.actions).toEqual([
      { label: 'Reserve un plomero', href: '/contact' },
      { label: 'Llame al (602) 555-0187', call: 'primary', style: 'outline' },
    ]);
    expect(page('/es/nosotros').sections[2]).toMatchObject({
      type: 'faq',
      items: [{ answer: 'Sí, llame al (480) 555-0123 y le contesta el plomero de turno.' }, { answer: 'Contestamos en un día hábil.' }],
    });
    expect(page('/es/calentadores-de-agua/sin-tanque').sidebar?.[0]).toEqual({
      type: 'quoteForm',
      id: 'quote',
      heading: 'Pida un presupuesto de calentador',
      service: 'tankless',
    });
    // Every fact of a Spanish page is its English page's: take the words away and the two are the same.
    const english = content.pages.find((each) => each.route === '/water-heaters')!.page;
    expect(withoutWords(page('/es/calentadores-de-agua'))).toEqual(withoutWords(english));
  });

  test("site.yaml's words in Spanish, its facts once, and the forms' questions with the same keys and values", async () => {
    const content = await loaded(copySite('plumber-site'));
    const { site, questions } = content.translations.es!;
    expect(site.phone).toEqual(content.site.phone);
    expect(site.languages).toEqual(['en', 'es']);
    expect(site.responseTime).toBe('en un día hábil');
    expect(site.messages.estimateFailure).toBe('Algo salió mal. Por favor llame al equipo al (602) 555-0187.');
    expect(site.hours[0]).toEqual({
      label: 'Lun-Vie',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '06:30',
      closes: '16:30',
      text: '6:30 a. m. - 4:30 p. m.',
    });
    expect(site.header.navigation[1]).toEqual({
      name: 'Calentadores de agua',
      href: '/water-heaters',
      submenu: [{ name: 'Calentadores sin tanque', href: '/water-heaters/tankless' }],
    });
    expect(site.speedToLead?.acknowledgement.greeting).toBe('Hola, {firstName}:');
    expect(site.speedToLead?.timeZone).toBe('America/Phoenix');
    expect(site.titles.local).toBe('{name}: {page} en {city}');
    // Keys, kinds and values are the main language's: only the words change.
    const facts = (form: 'estimate' | 'quote', from: typeof questions) =>
      from[form].map((question) => [question.key, question.kind, question.required, question.choices?.map((choice) => choice.value)]);
    for (const form of ['estimate', 'quote'] as const) expect(facts(form, questions), form).toEqual(facts(form, content.questions));
    const problem = questions.estimate.find((question) => question.key === 'problem')!;
    expect([problem.label, problem.prompt]).toEqual(['¿Qué pasa?', 'Elija lo más parecido']);
    expect(problem.choices?.map((choice) => choice.label)).toEqual([
      'Una fuga',
      'Un atasco',
      'No hay agua caliente',
      'Algo nuevo que instalar',
      'Una tubería congelada',
    ]);
    expect(questions.estimate.find((question) => question.key === 'leakingNow')?.help).toBe(
      'Si es así enviamos primero al plomero de turno.',
    );
    // The retired town names old leads in the inbox, in the staff's language.
    expect(questions.estimate.find((question) => question.names === 'town')?.choices?.at(-1)).toEqual({
      value: 'scottsdale',
      label: 'Scottsdale',
      retired: true,
    });
    expect(questions.quote[0]!.choices!.slice(0, 2).map((choice) => choice.label)).toEqual([
      'Calentadores sin tanque',
      'Destape de desagües',
    ]);
  });
});

describe('a page kept in English, and a site in one language', () => {
  test('a page that says languages: [en] needs no translation file, and is not among the Spanish pages', async () => {
    const root = copySite('plumber-site', {
      file: 'content/pages/gallery.yaml',
      find: 'sections:\n',
      replace: 'languages: [en]\nsections:\n',
    });
    rmSync(join(root, 'content/pages/gallery.es.yaml'));
    const content = await loaded(root);
    expect(content.pages.map((page) => page.route)).toContain('/gallery');
    const spanish = content.translations.es!;
    expect(spanish.pages.map((page) => page.counterpart)).not.toContain('/gallery');
    expect(spanish.routes['/gallery']).toBeUndefined();
    expect(spanish.pages).toHaveLength(content.pages.length - 1);
  });

  test('the not-found page kept in English is the Spanish site’s too', async () => {
    const root = copySite('plumber-site', { file: 'content/pages/404.yaml', find: 'sections:\n', replace: 'languages: [en]\nsections:\n' });
    rmSync(join(root, 'content/pages/404.es.yaml'));
    const content = await loaded(root);
    expect(content.translations.es!.notFound).toEqual({ ...content.notFound, counterpart: '/404' });
  });

  test('a site that names no languages is in English, with no translations', async () => {
    const content = await loaded(copyFixture());
    expect(content.languages).toEqual(['en']);
    expect(content.translations).toEqual({});
  });
});

test('a main file that does not parse is told by its syntax error alone, not as missing for its translation', async () => {
  const root = copySite('plumber-site', {
    file: 'content/pages/about.yaml',
    find: 'title: About the Crew',
    replace: 'title: [About the Crew',
  });
  const result = await loadContent({ root, cache: false });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(new Set(result.errors.map((error) => error.file))).toEqual(new Set(['content/pages/about.yaml']));
});

test('an edited translation file is read again by getContent', async () => {
  const root = copySite('plumber-site');
  const before = await getContent({ root });
  expect(before.translations.es!.site.footer.tagline).toBe('Tuberías cambiadas y nuevas en el Valle del Sol desde 2009.');
  editFile(root, {
    file: 'content/site.es.yaml',
    find: '  tagline: Tuberías cambiadas y nuevas en el Valle del Sol desde 2009.',
    replace: '  tagline: Plomería de confianza en el Valle del Sol desde 2009.',
  });
  const after = await getContent({ root });
  expect(after.translations.es!.site.footer.tagline).toBe('Plomería de confianza en el Valle del Sol desde 2009.');
  // A new translation file is seen too: here, one for a language the site does not have.
  writeFileSync(join(root, 'content/site.fr.yaml'), 'region: la vallée de Phoenix\n');
  await expect(getContent({ root })).rejects.toThrow(/'fr' is not one of the site's languages/);
});

/** A page with each string a visitor reads emptied: what is left are its facts. */
function withoutWords(page: unknown): unknown {
  const words = ['title', 'description', 'heading', 'label', 'alt', 'text', 'intro'];
  return JSON.parse(
    JSON.stringify(page, (key, value: unknown) => {
      if (words.includes(key) && typeof value === 'string') return '';
      // Lists of words: the options of a group.
      if (key === 'items' && Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.map(() => '');
      return value;
    }),
  );
}
