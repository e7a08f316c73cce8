// Exact wording of each mistake of a translation's words, at its real position, locked by inline snapshots. They run
// on copies of the plumber fixture (English and Spanish) with one mistake put in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fixtureRoot } from '../../../test/support/fixture-sites';
import { checkRoot, edit } from '../../../test/support/content-check';
import { copySite, removeCopies, type Edit } from '../../../test/support/content-copy';

afterAll(removeCopies);

const ABOUT_ES = 'content/pages/about.es.yaml';
const SITE_ES = 'content/site.es.yaml';
const SITE = 'content/site.yaml';

/** The lines of the plumber's file from the one that starts with `from` to the one before `to`. */
function block(file: string, from: string, to: string): string {
  const text = readFileSync(join(fixtureRoot('plumber-site'), file), 'utf8');
  const start = text.indexOf(`\n${from}`) + 1;
  return text.slice(start, text.indexOf(`\n${to}`, start) + 1);
}

/** The plumber site with the edits. */
function plumber(edits: Edit[]): string {
  return copySite('plumber-site', ...edits);
}

describe('a translation out of step with its main file', () => {
  test('a text missing in a page: the nearest place the translation has, the key, the English text and its line', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, '    heading: Empezamos con una camioneta\n', '')]));
    expect(at).toEqual(['content/pages/about.es.yaml:11:5 sections[1].heading']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:11:5  Missing the Spanish words of 'heading'
        key:      sections[1].heading
        expected: the Spanish for the English 'Started With One Truck' (content/pages/about.yaml:12)

           9 |       - label: Reserve un plomero
          10 |
        > 11 |   - type: text
             |     ^
          12 |     paragraphs:

        hint: Write it under the same key as in content/pages/about.yaml.

      1 error in 1 file"
    `);
  });

  test('a text missing in site.yaml', async () => {
    const tagline = '  tagline: Tuberías cambiadas y nuevas en el Valle del Sol desde 2009.\n';
    const { at, report } = await checkRoot(plumber([edit(SITE_ES, tagline, '')]));
    expect(at).toEqual(['content/site.es.yaml:67:1 footer.tagline']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.es.yaml:67:1  Missing the Spanish words of 'tagline'
        key:      footer.tagline
        expected: the Spanish for the English 'Pipes torn off and laid new on the Valley of the Sun since 2009.' (content/site.yaml:127)

          65 |     - name: Contacto
          66 |
        > 67 | footer:
             | ^^^^^^
          68 |   navigation:

        hint: Write it under the same key as in content/site.yaml.

      1 error in 1 file"
    `);
  });

  test("a form's own words missing: a field message, and the words of the pages without JavaScript", async () => {
    const email = '      email: Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.\n';
    const noScript = block(SITE_ES, '    noScript:', 'words:');
    const { at, report } = await checkRoot(plumber([edit(SITE_ES, email, ''), edit(SITE_ES, noScript, '')]));
    expect(at).toEqual(['content/site.es.yaml:98:3 messages.form.noScript', 'content/site.es.yaml:110:5 messages.form.problems.email']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.es.yaml:98:3  Missing the Spanish words of 'noScript'
        key:      messages.form.noScript
        expected: the Spanish for its 15 English texts, from 'Please check your request' (content/site.yaml:188)

          96 |     photos: 'Fotos recibidas: {count} de {total}.'
          97 |     another: Preguntar por otro trabajo
        > 98 |   form:
             |   ^^^^
          99 |     fields:

        hint: Add 'noScript' to this file, as in content/site.yaml (line 188), with each text in Spanish, under the same keys and in the same order.

      content/site.es.yaml:110:5  Missing the Spanish words of 'email'
        key:      messages.form.problems.email
        expected: the Spanish for the English 'Please enter a valid e-mail address, like name@mail.com.' (content/site.yaml:176)

          108 |       sending: Enviando...
          109 |       leaveEmpty: Deje este campo vacío
        > 110 |     problems:
              |     ^^^^^^^^
          111 |       nameMissing: Por favor, escriba su nombre.

        hint: Write it under the same key as in content/site.yaml.

      2 errors in 1 file"
    `);
  });

  test('a list left out is told once, at the key it belongs under, with its first text', async () => {
    const problems = block(SITE_ES, '        choices:\n          - { label: Una fuga }', '      - { label: ¿Hay agua saliendo');
    const { at, report } = await checkRoot(plumber([edit(SITE_ES, problems, '')]));
    expect(at).toEqual(['content/site.es.yaml:187:9 forms.estimate.questions[3].choices']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.es.yaml:187:9  Missing the Spanish words of 'choices'
        key:      forms.estimate.questions[3].choices
        expected: the Spanish for its 5 English texts, from 'A leak' (content/site.yaml:265)

          185 |           - { label: Calentadores de agua }
          186 |           - { label: Desagües }
        > 187 |       - label: ¿Qué pasa?
              |         ^
          188 |         prompt: Elija lo más parecido

        hint: Add 'choices' to this file, as in content/site.yaml (line 265), with each text in Spanish, under the same keys and in the same order.

      1 error in 1 file"
    `);
  });

  test("the site's words left out of a translation: one mistake, not one per word", async () => {
    const words = block(SITE_ES, 'words:', 'forms:');
    const { at, report } = await checkRoot(plumber([edit(SITE_ES, words, '')]));
    expect(at).toEqual(['content/site.es.yaml:3:1 words']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.es.yaml:3:1  Missing the Spanish words of 'words'
        key:      words
        expected: the Spanish for its 32 English texts, from 'Skip to main content' (content/site.yaml:206)

          1 | # The Spanish words of site.yaml, under the same keys and in the same order; the facts (phones, times, links,
          2 | # icons, choices' values) are written once, in site.yaml.
        > 3 | region: el valle de Phoenix
            | ^
          4 | experience: 15 años

        hint: Add 'words' to this file, as in content/site.yaml (line 206), with each text in Spanish, under the same keys and in the same order.

      1 error in 1 file"
    `);
  });

  test('a site in two languages without its own words: told at its languages', async () => {
    const words = block(SITE, 'words:', 'leads:');
    const spanish = block(SITE_ES, 'words:', 'forms:');
    const { at, report } = await checkRoot(plumber([edit(SITE, words, ''), edit(SITE_ES, spanish, '')]));
    expect(at).toEqual(['content/site.yaml:6:1 languages']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:6:1  A site in 2 languages writes its own words: 'words' is missing
        key:      languages
        expected: words: in content/site.yaml, and their translation under words: in content/site.es.yaml

          4 | url: https://www.saguarovalleyplumbing.test
          5 | # English first, the language of these files; the Spanish words are in the *.es.yaml files beside them.
        > 6 | languages: [en, es]
            | ^^^^^^^^^
          7 | # Colour, logo, icon and sharing picture: the brand, at the end.

        hint: Left out, every page would show the English ones (Skip to main content, Open menu, ...): copy the example of 'words' from schema/site.schema.json into site.yaml, then translate it.

      1 error in 1 file"
    `);
  });

  test('a key the main file does not have', async () => {
    const { at, report } = await checkRoot(
      plumber([edit(ABOUT_ES, '    heading: Plomeros que también toman', '    headline: Plomeros que también toman')]),
    );
    expect(at).toEqual(['content/pages/about.es.yaml:6:5 sections[0].heading', 'content/pages/about.es.yaml:7:5 sections[0].headline']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:6:5  Missing the Spanish words of 'heading'
        key:      sections[0].heading
        expected: the Spanish for the English 'Plumbers Who Drink Arizona Water Too' (content/pages/about.yaml:6)

          4 | description: Conozca al equipo de plomeros del Valle del Sol que cambia e instala tuberías en el valle de Phoenix desde 2009.
          5 | sections:
        > 6 |   - type: hero
            |     ^
          7 |     headline: Plomeros que también toman agua de Arizona

        hint: Write it under the same key as in content/pages/about.yaml.

      content/pages/about.es.yaml:7:5  'headline' is not in content/pages/about.yaml at this place
        key:      sections[0].headline

          5 | sections:
          6 |   - type: hero
        > 7 |     headline: Plomeros que también toman agua de Arizona
            |     ^^^^^^^^
          8 |     actions:

        hint: Did you mean 'heading'?

      2 errors in 1 file"
    `);
  });

  test('a fact repeated', async () => {
    const { at, report } = await checkRoot(
      plumber([edit(ABOUT_ES, '      - label: Reserve un plomero\n', '      - label: Reserve un plomero\n        href: /contacto\n')]),
    );
    expect(at).toEqual(['content/pages/about.es.yaml:10:9 sections[0].actions[0].href']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:10:9  'href' is not words to translate: it is written once, in content/pages/about.yaml
        key:      sections[0].actions[0].href

           8 |     actions:
           9 |       - label: Reserve un plomero
        > 10 |         href: /contacto
             |         ^^^^
          11 |

        hint: Remove it here; to change it, change it in content/pages/about.yaml (line 9), and every language follows.

      1 error in 1 file"
    `);
  });

  test('a list of another length', async () => {
    const { at, report } = await checkRoot(
      plumber([edit(ABOUT_ES, '      - Desde entonces, cada tubo lo ha instalado nuestro propio equipo.\n', '')]),
    );
    expect(at).toEqual(['content/pages/about.es.yaml:13:5 sections[1].paragraphs']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:13:5  This list has 1 item, the one it translates 2
        key:      sections[1].paragraphs
        expected: 2 items, in the order of content/pages/about.yaml (line 14)

          11 |   - type: text
          12 |     heading: Empezamos con una camioneta
        > 13 |     paragraphs:
             |     ^^^^^^^^^^
          14 |       - '{name} empezó en {founded} con una camioneta y una llave de tubo.'

        hint: Give each item its words, in the same order; to add or remove an item, do it in both files.

      1 error in 1 file"
    `);
  });

  test('a section of another type: sections out of order', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, '  - type: faq', '  - type: hours')]));
    expect(at).toEqual(['content/pages/about.es.yaml:19:11 sections[2].type']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:19:11  This is the 'faq' section in content/pages/about.yaml, not 'hours'
        key:      sections[2].type
        expected: type: faq (content/pages/about.yaml:22)
        found:    type: hours

          17 |       alt: Un cuarto de servicio con tubería nueva
          18 |
        > 19 |   - type: hours
             |           ^^^^^
          20 |     heading: Preguntas de plomería

        hint: Sections are translated in the same order as in the main file: move this one to its place there, or fix its type.

      1 error in 1 file"
    `);
  });

  test('a section that does not repeat its type', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, '  - type: hours\n    heading:', '  - heading:')]));
    expect(at).toEqual(['content/pages/about.es.yaml:27:5 sections[3]']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:27:5  This section does not repeat its type
        key:      sections[3]
        expected: type: hours (content/pages/about.yaml:30)

          25 |         answer: Contestamos {responseTime}.
          26 |
        > 27 |   - heading: Horario de la oficina
             |     ^
          28 |

        hint: Write '- type: hours' as the section's first line, as in the main file, so that a section out of order is caught.

      1 error in 1 file"
    `);
  });

  test('the words merged into the main file break its schema: told in the translation, where the words are', async () => {
    const long = 'Plomeros que también toman agua de Arizona, la misma agua dura que llena de sarro sus calentadores';
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, 'Plomeros que también toman agua de Arizona', long)]));
    expect(at).toEqual(['content/pages/about.es.yaml:7:14 sections[0].heading']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:7:14  'heading' is too long: 98 characters, at most 80 are allowed
        key:      sections[0].heading
        expected: 1 to 80 characters
        found:    98 characters

          5 | sections:
          6 |   - type: hero
        > 7 |     heading: Plomeros que también toman agua de Arizona, la misma agua dura que llena de sarro sus calentadores
            |              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          8 |     actions:

        hint: Shorten it by at least 18 characters.

      1 error in 1 file"
    `);
  });

  test('an unknown placeholder in the words', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, 'Contestamos {responseTime}.', 'Contestamos {tiempoDeRespuesta}.')]));
    expect(at).toEqual(['content/pages/about.es.yaml:25:29 sections[2].items[1].answer']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:25:29  Unknown placeholder {tiempoDeRespuesta}
        key:      sections[2].items[1].answer
        expected: one of: {phone}, {phone2}, {email}, {city}, {region}, {name}, {license}, {founded}, {experience}, {responseTime}, {warranty}, {quoteValidity}, {hours}
        found:    {tiempoDeRespuesta}

          23 |         answer: Sí, llame al {phone2} y le contesta el plomero de turno.
          24 |       - question: ¿Qué tan rápido contestan?
        > 25 |         answer: Contestamos {tiempoDeRespuesta}.
             |                             ^^^^^^^^^^^^^^^^^^^
          26 |

        hint: Use one of the placeholders listed above, or remove the braces.

      1 error in 1 file"
    `);
  });
});
