// Exact wording of each mistake of this kind, at its real position, locked by inline snapshots.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT, HOME } from '../../../test/support/content-check';
import { removeCopies } from '../../../test/support/content-copy';

afterAll(removeCopies);

describe('keys: unknown, misspelled, in the wrong case, missing; the section type', () => {
  test('misspelled key: did you mean', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, '    heading: Our Family Heritage', '    haeding: Our Family Heritage'));
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
    const { at, report } = await checkCopy(edit(ABOUT, 'title: About Us', 'Title: About Us'));
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

  test('a required key missing', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, '        answer: We answer {responseTime}.\n', ''));
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
    const { at, report } = await checkCopy(edit(HOME, '  - type: hero', '  - type: heor'));
    expect(at).toEqual(['content/pages/index.yaml:5:11 sections[0].type']);
    // Every section type the schema offers, in its order; a new type changes this line, not the wording below.
    const types = (
      JSON.parse(readFileSync(new URL('../../../schema/section.schema.json', import.meta.url), 'utf8')) as { oneOf: { $ref: string }[] }
    ).oneOf.map((ref) => /sections\/(\w+)\.schema\.json$/.exec(ref.$ref)?.[1]);
    expect(report).toContain(`  expected: one of: ${types.join(', ')}\n`);
    expect(report.replace(/expected: one of: .*/, 'expected: one of: <every section type>')).toMatchInlineSnapshot(`
      "content/pages/index.yaml:5:11  Unknown section type 'heor'
        key:      sections[0].type
        expected: one of: <every section type>
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

  test('an unknown top-level key', async () => {
    const { at, report } = await checkCopy(edit(ABOUT, 'sections:\n', 'layout: wide\nsections:\n'));
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
});
