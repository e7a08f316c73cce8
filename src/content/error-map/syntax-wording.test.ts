// Exact wording of each mistake of this kind, at its real position, locked by inline snapshots.
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT, SITE } from '../../../test/support/content-check';
import { removeCopies } from '../../../test/support/content-copy';

afterAll(removeCopies);

describe('YAML syntax and bytes', () => {
  test('a tab used for indentation', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Questions', '\theading: Questions'));
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
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Questions\n', '    heading: Questions\n      id: faq\n'));
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
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Questions', '   heading: Questions'));
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
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Questions\n    items:', '    items: Questions'));
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
    const { at, report } = await checkCopy(edit(ABOUT, 'as a family business."', 'as a family business.'));
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
    const { at, report } = await checkCopy(edit(ABOUT, 'sections:\n', 'title: About\nsections:\n'));
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

  test('YAML syntax: a colon inside unquoted text', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, 'title: About Us', 'title: About: Us'));
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
    const { at, report } = await checkCopy(edit(ABOUT, 'title: About Us', 'title: @About Us'));
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
    const { at, report } = await checkCopy(edit(ABOUT, 'title: About Us', 'title About Us'));
    expect(at).toEqual(['content/pages/about.yaml:2:1 ']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:2:1  This line has no ':' after its key
        found:    'title About Us'

          1 | # yaml-language-server: $schema=../../../../../schema/page.schema.json
        > 2 | title About Us
            | ^^^^^^^^^^^^^^
          3 | description: Meet the family-owned, licensed window and door contractor that installs every job with its own crew.

        hint: Write the key, a colon and a space, then the value, e.g.  title: Roof Repair

      1 error in 1 file"
    `);
  });

  test('YAML syntax: a list opened with [ and not closed', async () => {
    const { at, report } = await checkCopy(edit(SITE, 'days: [Sunday]', 'days: [Sunday'));
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

  test("a ' #' in unquoted text: the rest of the line is a comment, and the text is cut short", async () => {
    const { at, report } = await checkCopy(edit(SITE, 'license: CGC# 1234567', 'license: HVAC #48213'));
    expect(at).toEqual(['content/site.yaml:8:15 license']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:8:15  Everything after ' #' was dropped as a comment, so this text was read as 'HVAC'
        key:      license

          6 | defaultCity: Cape Coral
          7 | state: FL
        > 8 | license: HVAC #48213
            |               ^^^^^^
          9 | founded: 2015

        hint: A note for editors goes on a line of its own; to keep the '#' in the text, put the whole text in quotes:  license: "HVAC #48213"

      1 error in 1 file"
    `);
  });

  test("a ' #' right after the colon leaves the text empty: told once, by the comment", async () => {
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Our Family Heritage', '    heading: #1 Family Business'));
    expect(at).toEqual(['content/pages/about.yaml:6:14 sections[0].heading']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:6:14  Everything after ' #' was dropped as a comment, so this text was left empty
        key:      sections[0].heading

          4 | sections:
          5 |   - type: text
        > 6 |     heading: #1 Family Business
            |              ^^^^^^^^^^^^^^^^^^
          7 |     paragraphs:

        hint: A note for editors goes on a line of its own; to keep the '#' in the text, put the whole text in quotes:  heading: "#1 Family Business"

      1 error in 1 file"
    `);
  });

  test("a ' #' in a list's text, and in a text over two lines (no one-line fix to offer)", async () => {
    const { at, report } = await checkCopy(
      edit(ABOUT, '      - We never use subcontractors.', '      - We never use subcontractors #1 rule'),
      edit(ABOUT, '        answer: We answer {responseTime}.', '        answer: We answer\n          {responseTime} #always'),
    );
    expect(at).toEqual([
      'content/pages/about.yaml:9:37 sections[0].paragraphs[1]',
      'content/pages/about.yaml:23:26 sections[1].items[1].answer',
    ]);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:9:37  Everything after ' #' was dropped as a comment, so this text was read as 'We never use subcontractors'
        key:      sections[0].paragraphs[1]

           7 |     paragraphs:
           8 |       - "{name} was founded in {founded} as a family business."
        >  9 |       - We never use subcontractors #1 rule
             |                                     ^^^^^^^
          10 |     image:

        hint: A note for editors goes on a line of its own; to keep the '#' in the text, put the whole text in quotes:  - "We never use subcontractors #1 rule"

      content/pages/about.yaml:23:26  Everything after ' #' was dropped as a comment, so this text was read as 'We answer {responseTime}'
        key:      sections[1].items[1].answer

          21 |       - question: How fast do you answer?
          22 |         answer: We answer
        > 23 |           {responseTime} #always
             |                          ^^^^^^^
          24 |     id: questions

        hint: A note for editors goes on a line of its own; to keep the '#' in the text, put the whole text in quotes.

      2 errors in 1 file"
    `);
  });

  test('a byte that is not UTF-8', async () => {
    // "né" saved as Latin-1: the é is the single byte 0xE9.
    const { at, report } = await checkCopy(
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
});
