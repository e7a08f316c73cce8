// Exact wording of each mistake of this kind, at its real position, locked by inline snapshots.
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT, HOME, SITE } from '../../../test/support/content-check';
import { copyFixture, removeCopies } from '../../../test/support/content-copy';
import { formatErrors } from '../format';
import { loadContent } from '../load';

afterAll(removeCopies);

describe('links, images and placeholders', () => {
  test('an internal link to a page that does not exist', async () => {
    const { at, report } = await checkCopy(edit(HOME, '          href: /replacement-windows', '          href: /replacement-window'));
    expect(at).toEqual(['content/pages/index.yaml:27:17 sections[1].items[0].link.href']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/index.yaml:27:17  The link '/replacement-window' goes to a page that does not exist
        key:      sections[1].items[0].link.href

          25 |         link:
          26 |           label: Learn More
        > 27 |           href: /replacement-window
             |                 ^^^^^^^^^^^^^^^^^^^
          28 |

        hint: Did you mean '/replacement-windows'?

      1 error in 1 file"
    `);
  });

  test('a broken link is not pointed at a redirect whose page is missing, which would lead it in a circle', async () => {
    const { at, report } = await checkCopy(
      edit(SITE, 'to: /replacement-windows', 'to: /storm-doors'),
      edit(SITE, 'href: /windows', 'href: /window'),
    );
    expect(at).toEqual(['content/site.yaml:64:9 redirects[0].to', 'content/site.yaml:85:13 footer.navigation[0].href']);
    expect(report).not.toContain("Did you mean '/windows'");
    // The redirect's own message is locked below; the link gets the hint with no suggestion.
    expect(report).toContain('hint: Change the link to the address of one of your pages, or create that page (npm run new-page).');
  });

  test('a broken link may be pointed at a redirect that leads to a page', async () => {
    const { report } = await checkCopy(edit(SITE, 'href: /windows', 'href: /windowz'));
    expect(report).toContain("hint: Did you mean '/windows'?");
  });

  test('a redirect to a page that does not exist, with none like it: point it elsewhere, or delete it', async () => {
    const { at, report } = await checkCopy(edit(SITE, 'to: /replacement-windows', 'to: /storm-doors'));
    expect(at).toEqual(['content/site.yaml:64:9 redirects[0].to']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:64:9  The redirect goes to '/storm-doors', which is not a page
        key:      redirects[0].to

          62 | redirects:
          63 |   - from: /windows
        > 64 |     to: /storm-doors
             |         ^^^^^^^^^^^^
          65 |

        hint: Point it at an existing page. If nothing links to '/windows' any more (a site that was never live has no old links), delete this redirect instead (its from and to lines); the check then names any link of this site still using it.

      1 error in 1 file"
    `);
  });

  test('a redirect deleted as the hint offers: a link of the site still using its address is named', async () => {
    const { at } = await checkCopy(edit(SITE, 'redirects:\n  - from: /windows\n    to: /replacement-windows\n', 'redirects: []\n'));
    expect(at).toEqual(['content/site.yaml:83:13 footer.navigation[0].href']);
  });

  test('a link to a place on another page that it does not have, with the places it has', async () => {
    const { at, report } = await checkCopy(
      edit('content/pages/replacement-windows.yaml', 'href: /about#questions', 'href: /about#question'),
    );
    expect(at).toEqual(['content/pages/replacement-windows.yaml:10:15 sections[0].actions[0].href']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/replacement-windows.yaml:10:15  The link '/about#question' goes to a place on /about that does not exist
        key:      sections[0].actions[0].href
        found:    the places on /about: '#questions'

           8 |     actions:
           9 |       - label: Schedule Free Consultation
        > 10 |         href: /about#question
             |               ^^^^^^^^^^^^^^^
          11 |

        hint: Did you mean '/about#questions'?

      1 error in 1 file"
    `);
  });

  test('a link to the form of a page that has none', async () => {
    const { at, report } = await checkCopy(edit(HOME, '        href: /about', "        href: '#estimate'"));
    expect(at).toEqual(['content/pages/index.yaml:15:15 sections[0].actions[0].href']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/index.yaml:15:15  The link '#estimate' goes to a place on this page that does not exist
        key:      sections[0].actions[0].href

          13 |     actions:
          14 |       - label: Get Free Estimate
        > 15 |         href: '#estimate'
             |               ^^^^^^^^^^^
          16 |       - label: Call {phone}

        hint: This page has no form: link to another page's form, such as '/replacement-windows/hurricane-windows#estimate', or add a form section here.

      1 error in 1 file"
    `);
  });

  test("a link to a page's first lead form by its default anchor, or to a section by its id, passes", async () => {
    const form = '/replacement-windows/hurricane-windows#estimate';
    const root = copyFixture(edit('content/pages/replacement-windows.yaml', 'href: /about#questions', `href: ${form}`));
    const result = await loadContent({ root });
    expect(result.ok ? [] : formatErrors(result.errors, { root })).toEqual([]);
  });

  test('an image that is not in the images folder', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, '/images/team.svg', '/images/teams.svg'));
    expect(at).toEqual(['content/pages/about.yaml:11:12 sections[0].image.src']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:11:12  The picture '/images/teams.svg' is not in the images folder (looked for content/images/teams.svg)
        key:      sections[0].image.src

           9 |       - We never use subcontractors.
          10 |     image:
        > 11 |       src: /images/teams.svg
             |            ^^^^^^^^^^^^^^^^^
          12 |       alt: Our installation crew

        hint: Did you mean '/images/team.svg'?

      1 error in 1 file"
    `);
  });

  test('an unknown placeholder', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, 'We answer {responseTime}.', 'We answer {reponseTime}.'));
    expect(at).toEqual(['content/pages/about.yaml:22:27 sections[1].items[1].answer']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:22:27  Unknown placeholder {reponseTime}
        key:      sections[1].items[1].answer
        expected: one of: {phone}, {phone2}, {email}, {city}, {region}, {name}, {license}, {founded}, {experience}, {responseTime}, {warranty}, {quoteValidity}, {hours}
        found:    {reponseTime}

          20 |         answer: Yes, we are a licensed general contractor ({license}).
          21 |       - question: How fast do you answer?
        > 22 |         answer: We answer {reponseTime}.
             |                           ^^^^^^^^^^^^^
          23 |     id: questions

        hint: Did you mean {responseTime}?

      1 error in 1 file"
    `);
  });
});
