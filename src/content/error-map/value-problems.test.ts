// Exact wording of each mistake of this kind, at its real position, locked by inline snapshots.
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT, HOME } from '../../../test/support/content-check';
import { removeCopies } from '../../../test/support/content-copy';

afterAll(removeCopies);

describe('values: the wrong kind, empty, not allowed', () => {
  test('text where a list is expected', async () => {
    const { at, report } = await checkCopy(
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
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Questions', '    heading:\n      - Questions'));
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
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Questions', '    heading: 2024'));
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
    const { at, report } = await checkCopy(
      edit(ABOUT, 'sections:\n', 'sections:\n  - type: areas\n    heading: Areas We Serve\n    show: additional\n    map: yes\n'),
    );
    expect(at).toEqual(['content/pages/about.yaml:8:10 sections[0].map']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:8:10  Expected true or false, found 'yes'
        key:      sections[0].map
        expected: true or false
        found:    'yes'

          6 |     heading: Areas We Serve
          7 |     show: additional
        > 8 |     map: yes
            |          ^^^
          9 |   - type: text

        hint: Write true or false (yes and no are not understood here).

      1 error in 1 file"
    `);
  });

  test('a required value left empty', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, 'title: About Us', 'title:'));
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

  test('a value outside the allowed list', async () => {
    const { at, report } = await checkCopy(edit(HOME, 'style: outline', 'style: outlined'));
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

  test('a button with neither a link nor a phone number', async () => {
    const { at, report } = await checkCopy(edit(HOME, '        call: primary\n', ''));
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
});
