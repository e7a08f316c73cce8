// Exact wording of each mistake of a site in two languages as a whole (its files, a page's languages and addresses),
// at its real position, locked by inline snapshots, on copies of the plumber fixture with one mistake put in.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkRoot, edit } from '../../../test/support/content-check';
import { copySite, removeCopies, type Edit } from '../../../test/support/content-copy';

afterAll(removeCopies);

const ABOUT = 'content/pages/about.yaml';
const ABOUT_ES = 'content/pages/about.es.yaml';
const CONTACT_ES = 'content/pages/contact.es.yaml';
const SITE_ES = 'content/site.es.yaml';

/** A file written whole. */
function newFile(file: string, text: string): Edit {
  return { file, find: null, replace: text };
}

/** The plumber site with the edits, and without the files named. */
function plumber(edits: Edit[], removed: string[] = []): string {
  const root = copySite('plumber-site', ...edits);
  for (const file of removed) rmSync(join(root, file));
  return root;
}

describe('translation files: missing, astray, or for a page kept in English', () => {
  test('a page without its translation file', async () => {
    const { at, report } = await checkRoot(plumber([], [CONTACT_ES]));
    expect(at).toEqual(['content/pages/contact.es.yaml:1:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/contact.es.yaml:1:1  content/pages/contact.yaml has no Spanish translation

        hint: Create content/pages/contact.es.yaml with this page's words in Spanish, under the same keys as in contact.yaml; or, to keep the page in English on purpose, write languages: [en] in contact.yaml.

      1 error in 1 file"
    `);
  });

  test('site.yaml without its translation file', async () => {
    const { at, report } = await checkRoot(plumber([], [SITE_ES]));
    expect(at).toEqual(['content/site.es.yaml:1:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.es.yaml:1:1  content/site.yaml has no Spanish translation

        hint: Create content/site.es.yaml with the words of site.yaml in Spanish, under the same keys.

      1 error in 1 file"
    `);
  });

  test('a translation file for a language the site does not declare', async () => {
    const { at, report } = await checkRoot(plumber([newFile('content/pages/about.fr.yaml', 'title: À propos\n')]));
    expect(at).toEqual(['content/pages/about.fr.yaml:1:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.fr.yaml:1:1  'fr' is not one of the site's languages
        expected: one of: es
        found:    'fr'

        > 1 | title: À propos
            | ^
          2 |

        hint: Add fr to languages: in content/site.yaml (now [en, es]) to publish the site in it, or rename or remove this file.

      1 error in 1 file"
    `);
  });

  test("a translation file for the site's main language", async () => {
    const { at, report } = await checkRoot(plumber([newFile('content/pages/about.en.yaml', 'title: About\n')]));
    expect(at).toEqual(['content/pages/about.en.yaml:1:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.en.yaml:1:1  'en' is the site's main language: its words are in content/pages/about.yaml itself

        > 1 | title: About
            | ^
          2 |

        hint: Move what this file says into content/pages/about.yaml, then remove this file.

      1 error in 1 file"
    `);
  });

  test('a translation file of a page that does not exist', async () => {
    const { at, report } = await checkRoot(plumber([newFile('content/pages/abuot.es.yaml', 'title: Nosotros\n')]));
    expect(at).toEqual(['content/pages/abuot.es.yaml:1:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/abuot.es.yaml:1:1  This file translates content/pages/abuot.yaml, which does not exist

        > 1 | title: Nosotros
            | ^
          2 |

        hint: Did you mean content/pages/about.yaml? Then rename this file to about.es.yaml.

      1 error in 1 file"
    `);
  });

  test('a translation file of a page kept in English', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT, 'sections:\n', 'languages: [en]\nsections:\n')]));
    expect(at).toEqual(['content/pages/about.es.yaml:1:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:1:1  content/pages/about.yaml is not published in Spanish: it says languages: [en]

        > 1 | # The Spanish words of about.yaml, under the same keys and in the same order.
            | ^
          2 | route: /es/nosotros

        hint: Add es to its languages (or remove that line) to publish it in Spanish, or remove this file.

      1 error in 1 file"
    `);
  });

  test("a page's languages: one the site does not have, and the main one left out", async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT, 'sections:\n', 'languages: [es, fr]\nsections:\n')]));
    expect(at).toEqual(['content/pages/about.yaml:4:12 languages', 'content/pages/about.yaml:4:17 languages[1]']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:4:12  A page is always in the site's main language, English
        key:      languages
        expected: a list that holds en, e.g. [en]

          2 | title: About the Crew
          3 | description: Meet the Valley of the Sun plumbing crew that has torn off and laid pipes in the Phoenix valley since 2009.
        > 4 | languages: [es, fr]
            |            ^
          5 | sections:

        hint: This file is the page in English; write en first.

      content/pages/about.yaml:4:17  'fr' is not one of the site's languages
        key:      languages[1]
        expected: some of: en, es

          2 | title: About the Crew
          3 | description: Meet the Valley of the Sun plumbing crew that has torn off and laid pipes in the Phoenix valley since 2009.
        > 4 | languages: [es, fr]
            |                 ^^
          5 | sections:

        hint: Use the codes of languages: in content/site.yaml, or add fr there.

      2 errors in 1 file"
    `);
  });
});

describe("a page's address in another language", () => {
  test('not under the language', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, 'route: /es/nosotros', 'route: /nosotros')]));
    expect(at).toEqual(['content/pages/about.es.yaml:2:8 route']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:2:8  The address '/nosotros' is not under /es
        key:      route
        expected: /es, or an address starting with /es/

          1 | # The Spanish words of about.yaml, under the same keys and in the same order.
        > 2 | route: /nosotros
            |        ^^^^^^^^^
          3 | title: Nuestro equipo

        hint: Write the page's address in this language from /es, e.g. /es/nosotros.

      1 error in 1 file"
    `);
  });

  test('not an address', async () => {
    const { at, report } = await checkRoot(plumber([edit(ABOUT_ES, 'route: /es/nosotros', 'route: /es/Nosotros/')]));
    expect(at).toEqual(['content/pages/about.es.yaml:2:8 route']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.es.yaml:2:8  '/es/Nosotros/' is not a page address
        key:      route

          1 | # The Spanish words of about.yaml, under the same keys and in the same order.
        > 2 | route: /es/Nosotros/
            |        ^^^^^^^^^^^^^
          3 | title: Nuestro equipo

        hint: Write an address like /es/ventanas-de-reemplazo: it starts with /, uses lowercase letters, digits and dashes, and has no / at the end.

      1 error in 1 file"
    `);
  });

  test('the address of another page', async () => {
    const { at, report } = await checkRoot(plumber([edit(CONTACT_ES, 'route: /es/contacto', 'route: /es/nosotros')]));
    expect(at).toEqual(['content/pages/contact.es.yaml:2:8 route']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/contact.es.yaml:2:8  Two pages have the address /es/nosotros
        key:      route

          1 | # The Spanish words of contact.yaml, under the same keys and in the same order.
        > 2 | route: /es/nosotros
            |        ^^^^^^^^^^^^
          3 | title: Contacto

        hint: content/pages/about.es.yaml has it too; give one of them another address with 'route:'.

      1 error in 1 file"
    `);
  });
});
