import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, removeCopies, type Edit } from './fixture-copy';
import { formatErrors } from './format';
import { getContent, loadContent, ContentCheckError } from './load';
import type { ContentError } from './content-error';

const ABOUT = 'content/pages/about.yaml';
const HOME = 'content/pages/index.yaml';
const SITE = 'content/site.yaml';

afterAll(removeCopies);

/** Load a copy of the fixture with the edits; it must fail. */
async function check(...edits: Edit[]): Promise<{ errors: ContentError[]; report: string; at: string[] }> {
  const root = copyFixture(...edits);
  const result = await loadContent({ root });
  if (result.ok) throw new Error('the content was expected to have errors');
  return {
    errors: result.errors,
    report: formatErrors(result.errors, { root }),
    at: result.errors.map((error) => `${error.file}:${error.line}:${error.column} ${error.keyPath}`),
  };
}

function edit(file: string, find: string, replace: string | Uint8Array): Edit {
  return { file, find, replace };
}

describe('the valid fixture', () => {
  test('loads, with routes from file paths and placeholders filled in', async () => {
    const root = copyFixture();
    const result = await loadContent({ root });
    expect(result.ok ? [] : formatErrors(result.errors, { root })).toEqual([]);
    if (!result.ok) return;
    const { site, pages, notFound } = result.content;
    expect(pages.map((page) => `${page.route} <- ${page.file}`)).toEqual([
      '/ <- content/pages/index.yaml',
      '/about <- content/pages/about.yaml',
      '/replacement-windows <- content/pages/replacement-windows.yaml',
      '/replacement-windows/hurricane-windows <- content/pages/replacement-windows/hurricane-windows.yaml',
      '/thank-you <- content/pages/thank-you.yaml',
    ]);
    expect(notFound).toMatchObject({ route: '/404', file: 'content/pages/404.yaml', page: { title: 'Page Not Found' } });
    const home = pages[0]!.page;
    expect(home.sections[0]).toMatchObject({ text: 'Serving Cape Coral since 2015.', actions: [{}, { label: 'Call (239) 555-0100' }] });
    // A page's own city is used for {city}.
    expect(pages[2]!.page.description).toContain('homes in Naples,');
    const about = pages[1]!.page.sections[1] as unknown as { items: { answer: string }[] };
    expect(about.items.map((item) => item.answer)).toEqual([
      'Yes, we are a licensed general contractor (CGC# 1234567).',
      'We answer within 24 hours.',
    ]);
    expect(site.messages.estimateFailure).toBe('Please call us directly at (239) 555-0100.');
    expect(formatErrors([], { fileCount: result.files })).toBe('All content is valid (7 files)');
  });

  test('getContent returns the same checked content until a file changes, and throws a readable error', async () => {
    const root = copyFixture();
    const first = await getContent({ root });
    expect(await getContent({ root })).toBe(first);
    const { editFile } = await import('./fixture-copy');
    editFile(root, edit(ABOUT, 'title: About Us', 'titel: About Us'));
    const failure = await getContent({ root }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentCheckError);
    expect((failure as ContentCheckError).errors).toHaveLength(1);
    expect((failure as Error).message).toContain("content/pages/about.yaml:2:1  Unknown key 'titel' at the top of the file");
  });
});

describe('each kind of mistake gets one clear error at its real position', () => {
  test('misspelled key: did you mean', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Our Family Heritage', '    haeding: Our Family Heritage'));
    expect(at).toEqual(['content/pages/about.yaml:6:5 sections[0].haeding']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:6:5  Unknown key 'haeding' in this 'text' section
        key:      sections[0].haeding

          4 | sections:
          5 |   - type: text
        > 6 |     haeding: Our Family Heritage
            |     ^^^^^^^
          7 |     paragraphs:

        hint: Did you mean 'heading'?

      1 error in 1 file"
    `);
  });

  test('key in the wrong case', async () => {
    const { at, report } = await check(edit(ABOUT, 'title: About Us', 'Title: About Us'));
    expect(at).toEqual(['content/pages/about.yaml:2:1 Title']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:2:1  'Title' is written with the wrong capital letters
        key:      Title
        expected: 'title'
        found:    'Title'

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
        > 2 | Title: About Us
            | ^^^^^
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.

        hint: Keys are case-sensitive: write 'title:' instead of 'Title:'.

      1 error in 1 file"
    `);
  });

  test('text where a list is expected', async () => {
    const { at, report } = await check(
      edit(
        ABOUT,
        '    paragraphs:\n      - "{name} was founded in {founded} as a family business."\n      - We never use subcontractors.\n',
        '    paragraphs: We never use subcontractors.\n',
      ),
    );
    expect(at).toEqual(['content/pages/about.yaml:7:17 sections[0].paragraphs']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:7:17  Expected a list, found text
        key:      sections[0].paragraphs
        expected: a list
        found:    'We never use subcontractors.'

          5 |   - type: text
          6 |     heading: Our Family Heritage
        > 7 |     paragraphs: We never use subcontractors.
            |                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          8 |     image:

        hint: Put each item on its own line below 'paragraphs:', starting with '- ', like this:  - We never use subcontractors.

      1 error in 1 file"
    `);
  });

  test('a list where text is expected', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Questions', '    heading:\n      - Questions'));
    expect(at).toEqual(['content/pages/about.yaml:18:7 sections[1].heading']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:18:7  Expected a single text, found a list
        key:      sections[1].heading
        expected: text
        found:    a list of 1 item

          16 |   - type: faq
          17 |     heading:
        > 18 |       - Questions
             |       ^
          19 |     items:

        hint: Write the text on the same line as 'heading:', without '- ' in front.

      1 error in 1 file"
    `);
  });

  test('an unquoted number where text is expected', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Questions', '    heading: 2024'));
    expect(at).toEqual(['content/pages/about.yaml:17:14 sections[1].heading']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:17:14  Expected text, found a number
        key:      sections[1].heading
        expected: text
        found:    2024

          15 |
          16 |   - type: faq
        > 17 |     heading: 2024
             |              ^^^^
          18 |     items:

        hint: Put it in quotes: heading: "2024"

      1 error in 1 file"
    `);
  });

  test('yes where true or false is expected', async () => {
    const { at, report } = await check(
      edit(ABOUT, 'sections:\n', 'sections:\n  - type: areas\n    heading: Areas We Serve\n    cities: [Naples, Estero]\n    map: yes\n'),
    );
    expect(at).toEqual(['content/pages/about.yaml:8:10 sections[0].map']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:8:10  Expected true or false, found 'yes'
        key:      sections[0].map
        expected: true or false
        found:    'yes'

          6 |     heading: Areas We Serve
          7 |     cities: [Naples, Estero]
        > 8 |     map: yes
            |          ^^^
          9 |   - type: text

        hint: Write true or false (yes and no are not understood here).

      1 error in 1 file"
    `);
  });

  test('a required value left empty', async () => {
    const { at, report } = await check(edit(ABOUT, 'title: About Us', 'title:'));
    expect(at).toEqual(['content/pages/about.yaml:2:1 title']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:2:1  'title' is empty
        key:      title
        expected: text

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
        > 2 | title:
            | ^^^^^
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.

        hint: Write the text after 'title:' on the same line.

      1 error in 1 file"
    `);
  });

  test('a required key missing', async () => {
    const { at, report } = await check(edit(ABOUT, '        answer: We answer {responseTime}.\n', ''));
    expect(at).toEqual(['content/pages/about.yaml:21:9 sections[1].items[1].answer']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:21:9  Missing 'answer'
        key:      sections[1].items[1].answer
        expected: 'answer': the answer.

          19 |       - question: Are you licensed?
          20 |         answer: Yes, we are a licensed general contractor ({license}).
        > 21 |       - question: How fast do you answer?
             |         ^
          22 |

        hint: Add a line like  answer: Most homes take 1-3 days.

      1 error in 1 file"
    `);
  });

  test('misspelled section type', async () => {
    const { at, report } = await check(edit(HOME, '  - type: hero', '  - type: heor'));
    expect(at).toEqual(['content/pages/index.yaml:5:11 sections[0].type']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/index.yaml:5:11  Unknown section type 'heor'
        key:      sections[0].type
        expected: one of: hero, text, cards, features, steps, options, stats, faq, cta, certifications, reviews, areas, gallery, hours, contactInfo, estimateForm, quoteWidget, projects
        found:    'heor'

          3 | description: Impact windows and doors installed by our own licensed crew in {city}. Free estimates.
          4 | sections:
        > 5 |   - type: heor
            |           ^^^^
          6 |     heading: Windows & Doors Built for Florida Storms

        hint: Did you mean 'hero'?

      1 error in 1 file"
    `);
  });

  test('a tab used for indentation', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Questions', '\theading: Questions'));
    expect(at).toEqual(['content/pages/about.yaml:17:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:17:1  A tab is used to indent this line

          15 |
          16 |   - type: faq
        > 17 | 	heading: Questions
             | ^
          18 |     items:

        hint: Indent with spaces only (set your editor to insert spaces when you press Tab).

      1 error in 1 file"
    `);
  });

  test('a line indented more than the one above it', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Questions\n', '    heading: Questions\n      id: faq\n'));
    expect(at).toEqual(['content/pages/about.yaml:18:7 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:18:7  'id' is indented more than 'heading' above it

          16 |   - type: faq
          17 |     heading: Questions
        > 18 |       id: faq
             |       ^
          19 |     items:

        hint: Line it up with 'heading:' (same number of spaces); if it continues the text above, put that whole text in quotes.

      1 error in 1 file"
    `);
  });

  test('a line indented less than its neighbours', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Questions', '   heading: Questions'));
    expect(at).toEqual(['content/pages/about.yaml:17:4 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:17:4  This line is not lined up with the lines above it

          15 |
          16 |   - type: faq
        > 17 |    heading: Questions
             |    ^
          18 |     items:

        hint: Keys that belong together start at the same column: add or remove spaces at the start of the line.

      1 error in 1 file"
    `);
  });

  test('a key with text after its colon and a list below it', async () => {
    const { at, report } = await check(edit(ABOUT, '    heading: Questions\n    items:', '    items: Questions'));
    expect(at).toEqual(['content/pages/about.yaml:18:7 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:18:7  'items' has both a value after its colon and a list below it

          16 |   - type: faq
          17 |     items: Questions
        > 18 |       - question: Are you licensed?
             |       ^
          19 |         answer: Yes, we are a licensed general contractor ({license}).

        hint: Remove the text after 'items:'; a key holds either one value or a list, not both.

      1 error in 1 file"
    `);
  });

  test('an unclosed quote', async () => {
    const { at, report } = await check(edit(ABOUT, 'as a family business."', 'as a family business.'));
    expect(at).toEqual(['content/pages/about.yaml:8:9 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:8:9  This quote is never closed

          6 |     heading: Our Family Heritage
          7 |     paragraphs:
        > 8 |       - "{name} was founded in {founded} as a family business.
            |         ^
          9 |       - We never use subcontractors.

        hint: Add the closing " at the end of the text, or remove the opening one.

      1 error in 1 file"
    `);
  });

  test('a duplicate key', async () => {
    const { at, report } = await check(edit(ABOUT, 'sections:\n', 'title: About\nsections:\n'));
    expect(at).toEqual(['content/pages/about.yaml:4:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:4:1  'title' appears twice here

          2 | title: About Us
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.
        > 4 | title: About
            | ^^^^^
          5 | sections:

        hint: Keep only one 'title:' (the first is on line 2).

      1 error in 1 file"
    `);
  });

  test('an internal link to a page that does not exist', async () => {
    const { at, report } = await check(edit(HOME, '          href: /replacement-windows', '          href: /replacement-window'));
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

  test('an image that is not in the images folder', async () => {
    const { at, report } = await check(edit(ABOUT, '/images/team.svg', '/images/teams.svg'));
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

  test('a value outside the allowed list', async () => {
    const { at, report } = await check(edit(HOME, 'style: outline', 'style: outlined'));
    expect(at).toEqual(['content/pages/index.yaml:18:16 sections[0].actions[1].style']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/index.yaml:18:16  'outlined' is not an allowed value for 'style'
        key:      sections[0].actions[1].style
        expected: one of: primary, secondary, outline
        found:    'outlined'

          16 |       - label: Call {phone}
          17 |         call: primary
        > 18 |         style: outlined
             |                ^^^^^^^^
          19 |

        hint: Did you mean 'outline'?

      1 error in 1 file"
    `);
  });

  test('an unknown top-level key', async () => {
    const { at, report } = await check(edit(ABOUT, 'sections:\n', 'layout: wide\nsections:\n'));
    expect(at).toEqual(['content/pages/about.yaml:4:1 layout']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:4:1  Unknown key 'layout' at the top of the file
        key:      layout
        expected: one of: title, description, city, noindex, sections, sidebar

          2 | title: About Us
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.
        > 4 | layout: wide
            | ^^^^^^
          5 | sections:

        hint: Check the spelling, or remove the line if it does not belong here.

      1 error in 1 file"
    `);
  });

  test('a byte that is not UTF-8', async () => {
    // "né" saved as Latin-1: the é is the single byte 0xE9.
    const { at, report } = await check(
      edit(ABOUT, 'We never use', new Uint8Array([...Buffer.from('We n'), 0xe9, ...Buffer.from('ver use')])),
    );
    expect(at).toEqual(['content/pages/about.yaml:9:13 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:9:13  This character is not valid UTF-8 (byte 0xE9)

           7 |     paragraphs:
           8 |       - "{name} was founded in {founded} as a family business."
        >  9 |       - We n�ver use subcontractors.
             |             ^
          10 |     image:

        hint: Save the file as UTF-8, or delete the character and type it again.

      1 error in 1 file"
    `);
  });

  test('YAML syntax: a colon inside unquoted text', async () => {
    const { at, report } = await check(edit(ABOUT, 'title: About Us', 'title: About: Us'));
    expect(at).toEqual(['content/pages/about.yaml:2:8 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:2:8  ': ' inside this text makes it look like a new key

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
        > 2 | title: About: Us
            |        ^^^^^^^^^
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.

        hint: Put the text in quotes:  title: "About: Us"

      1 error in 1 file"
    `);
  });

  test('YAML syntax: text starting with a reserved character', async () => {
    const { at, report } = await check(edit(ABOUT, 'title: About Us', 'title: @About Us'));
    expect(at).toEqual(['content/pages/about.yaml:2:8 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:2:8  Text cannot start with '@' unless it is in quotes

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
        > 2 | title: @About Us
            |        ^^^^^^^^^
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.

        hint: Put the text in quotes:  title: "@About Us"

      1 error in 1 file"
    `);
  });

  test('YAML syntax: a key without its colon', async () => {
    const { at, report } = await check(edit(ABOUT, 'title: About Us', 'title About Us'));
    expect(at).toEqual(['content/pages/about.yaml:2:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:2:1  This line has no ':' after its key
        found:    'title About Us'

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
        > 2 | title About Us
            | ^^^^^^^^^^^^^^
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.

        hint: Write the key, a colon and a space, then the value, e.g.  title: Hurricane Windows

      1 error in 1 file"
    `);
  });

  test('YAML syntax: a list opened with [ and not closed', async () => {
    const { at, report } = await check(edit(SITE, 'days: [Sunday]', 'days: [Sunday'));
    expect(at).toEqual(['content/site.yaml:30:11 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:30:11  This list is opened with [ but never closed with ]

          28 |     text: 7 AM - 6 PM
          29 |   - label: Sunday
        > 30 |     days: [Sunday
             |           ^
          31 |     text: Emergency calls only

        hint: Close it with ] on the same line, or write the items on their own lines starting with '- '.

      1 error in 1 file"
    `);
  });

  test('an unknown placeholder', async () => {
    const { at, report } = await check(edit(ABOUT, 'We answer {responseTime}.', 'We answer {reponseTime}.'));
    expect(at).toEqual(['content/pages/about.yaml:22:27 sections[1].items[1].answer']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:22:27  Unknown placeholder {reponseTime}
        key:      sections[1].items[1].answer
        expected: one of: {phone}, {phone2}, {email}, {city}, {name}, {license}, {founded}, {experience}, {responseTime}, {warranty}, {quoteValidity}, {hours}
        found:    {reponseTime}

          20 |         answer: Yes, we are a licensed general contractor ({license}).
          21 |       - question: How fast do you answer?
        > 22 |         answer: We answer {reponseTime}.
             |                           ^^^^^^^^^^^^^
          23 |

        hint: Did you mean {responseTime}?

      1 error in 1 file"
    `);
  });

  test('a button with neither a link nor a phone number', async () => {
    const { at, report } = await check(edit(HOME, '        call: primary\n', ''));
    expect(at).toEqual(['content/pages/index.yaml:16:9 sections[0].actions[1]']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/index.yaml:16:9  Item 2 of 'actions' needs either 'href' or 'call'
        key:      sections[0].actions[1]

          14 |       - label: Get Free Estimate
          15 |         href: /about
        > 16 |       - label: Call {phone}
             |         ^
          17 |         style: outline

        hint: Add one of them: 'href:' or 'call:'.

      1 error in 1 file"
    `);
  });

  test('a search description that is too short', async () => {
    const { at, report } = await check(
      edit(
        ABOUT,
        'description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.',
        'description: Our story.',
      ),
    );
    expect(at).toEqual(['content/pages/about.yaml:3:14 description']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:3:14  'description' is too short: 10 characters, at least 50 are needed
        key:      description
        expected: 50 to 160 characters
        found:    10 characters

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
          2 | title: About Us
        > 3 | description: Our story.
            |              ^^^^^^^^^^
          4 | sections:

        hint: Add at least 40 more characters.

      1 error in 1 file"
    `);
  });
});

describe('checks across files', () => {
  test('two files that make the same page', async () => {
    const { errors, report } = await check({
      file: 'content/pages/replacement-windows/index.yaml',
      find: null,
      replace:
        'title: Windows\ndescription: Every window style we install, with prices explained and a free estimate.\nsections:\n  - type: cta\n    heading: Call us\n    actions:\n      - label: Call\n        call: primary\n',
    });
    expect(errors.map((error) => error.file)).toEqual(['content/pages/replacement-windows.yaml']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/replacement-windows.yaml:1:1  Two files make the page /replacement-windows

        > 1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
            | ^
          2 | title: Replacement Windows

        hint: content/pages/replacement-windows/index.yaml also makes /replacement-windows; keep only one of them.

      1 error in 1 file"
    `);
  });

  test('a redirect to a page that does not exist', async () => {
    const { at, report } = await check(edit(SITE, 'to: /replacement-windows', 'to: /replacement-windowz'));
    expect(at).toEqual(['content/site.yaml:64:9 redirects[0].to']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:64:9  The redirect goes to '/replacement-windowz', which is not a page
        key:      redirects[0].to

          62 | redirects:
          63 |   - from: /windows
        > 64 |     to: /replacement-windowz
             |         ^^^^^^^^^^^^^^^^^^^^
          65 |

        hint: Did you mean '/replacement-windows'?

      1 error in 1 file"
    `);
  });

  test('a redirect from an address that is a page', async () => {
    const { at } = await check(edit(SITE, 'from: /windows', 'from: /about'));
    // The page wins; the footer link to /windows, which only the redirect served, is now broken too.
    expect(at).toEqual(['content/site.yaml:63:11 redirects[0].from', 'content/site.yaml:85:13 footer.navigation[0].href']);
  });

  test('links: queries, hashes, external addresses and redirects are accepted', async () => {
    const root = copyFixture(
      edit(HOME, '        href: /about\n', '        href: /about?service=Bay%20Windows#form\n'),
      edit(ABOUT, '      - We never use subcontractors.\n', '      - We never use subcontractors.\n    bullets: [Licensed]\n'),
      edit(HOME, '          href: /replacement-windows', '          href: /windows'),
    );
    const result = await loadContent({ root });
    expect(result.ok ? [] : formatErrors(result.errors, { root })).toEqual([]);
  });

  test('a missing not-found page and a badly named page file', async () => {
    const { at, errors } = await check(
      { file: 'content/pages/404.yaml', find: null, replace: '' },
      { file: 'content/pages/Our Team.yml', find: null, replace: 'title: x\n' },
    );
    expect(at).toEqual(['content/pages/404.yaml:1:1 ', 'content/pages/Our Team.yml:1:1 ']);
    expect(errors.map((error) => error.message)).toEqual(['This file is empty', 'Page files must end in .yaml']);
  });

  test('a missing thank-you page: the forms without JavaScript land there', async () => {
    const root = copyFixture();
    rmSync(join(root, 'content/pages/thank-you.yaml'));
    const result = await loadContent({ root });
    expect(result.ok ? [] : formatErrors(result.errors, { root })).toMatchInlineSnapshot(`
      "content/pages/thank-you.yaml:1:1  The page shown after a form is sent without JavaScript is missing

        hint: Create content/pages/thank-you.yaml like any other page, with noindex: true to keep it out of search results.

      1 error in 1 file"
    `);
  });

  test('a broken schema file is reported in the same form, not thrown', async () => {
    const root = copyFixture();
    cpSync(join(dirname(fileURLToPath(import.meta.url)), '../../schema'), join(root, 'schema'), { recursive: true });
    writeFileSync(join(root, 'schema/sections/faq.schema.json'), '{ "type": "object", }');
    const result = await loadContent({ root });
    expect(result.ok ? [] : result.errors.map((error) => `${error.file}:${error.line} ${error.message}`)).toEqual([
      'schema/sections/faq.schema.json:1 The schemas that describe the content could not be read',
    ]);
  });

  test('all errors of all files come out of one run', async () => {
    const { at } = await check(
      edit(ABOUT, 'title: About Us', 'titel: About Us'),
      edit(HOME, 'style: outline', 'style: outlined'),
      edit(SITE, 'color: teal', 'color: purple'),
      edit('content/pages/404.yaml', 'href: /\n', 'href: /home\n'),
    );
    expect(at).toEqual([
      'content/pages/404.yaml:9:15 sections[0].actions[0].href',
      'content/pages/about.yaml:2:1 titel',
      'content/pages/index.yaml:18:16 sections[0].actions[1].style',
      'content/site.yaml:42:12 certifications[0].color',
    ]);
  });
});
