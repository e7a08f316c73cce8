// Exact wording of each mistake of this kind, at its real position, locked by inline snapshots.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT, HOME, SITE } from '../../../test/support/content-check';
import { removeCopies } from '../../../test/support/content-copy';

afterAll(removeCopies);

const SERVICE_PAGE = 'content/pages/replacement-windows/hurricane-windows.yaml';

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
          22 |     id: questions

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
        expected: one of: title, description, city, kind, noindex, languages, sections, sidebar

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

describe('a comma inside { … } ends a text, and what follows it reads as a key', () => {
  test('the text after the comma: said as such, with the whole text in quotes', async () => {
    const { at, report } = await checkCopy(edit(SITE, 'face salt air; we install', 'face salt air, we install'));
    expect(at).toEqual([`${SITE}:34:77 serviceAreas.primary[0]["we install impact windows made for the waterfront."]`]);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:34:77  A comma inside { … } ends the text, so 'we install impact windows made for the …' was read as a key
        key:      serviceAreas.primary[0]["we install impact windows made for the waterfront."]

          32 |
          33 | serviceAreas:
        > 34 |   primary: [{ town: Cape Coral, highlight: Canal-front homes face salt air, we install impact windows made for the waterfront., zips: ['33904', '33909'] }, { town: Naples, highlight: Many neighborhoods have HOA review; we bring the specifications it asks for., zips: ['34102'] }]
             |                                                                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          35 |   additional:

        hint: Put the whole text in quotes:  highlight: "Canal-front homes face salt air, we install impact windows made for the waterfront."

      1 error in 1 file"
    `);
  });

  test('a text cut by two commas names both pieces, each with the one fix; a misspelled key in { … } is still a misspelling', async () => {
    const { at, report } = await checkCopy(
      edit(
        ABOUT,
        '      - question: Are you licensed?\n        answer: Yes',
        '      - { question: Do you, or your crew, work weekends?, answer: Yes }\n      - question: Are you licensed?\n        answer: Yes',
      ),
      edit(
        ABOUT,
        '      - question: How fast do you answer?\n        answer: We answer {responseTime}.',
        '      - { question: How fast do you answer?, answr: Within a day }',
      ),
    );
    expect(at).toEqual([
      'content/pages/about.yaml:19:29 sections[1].items[0]["or your crew"]',
      'content/pages/about.yaml:19:43 sections[1].items[0]["work weekends?"]',
      'content/pages/about.yaml:22:46 sections[1].items[2].answr',
    ]);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:19:29  A comma inside { … } ends the text, so 'or your crew' was read as a key
        key:      sections[1].items[0]["or your crew"]

          17 |     heading: Questions
          18 |     items:
        > 19 |       - { question: Do you, or your crew, work weekends?, answer: Yes }
             |                             ^^^^^^^^^^^^
          20 |       - question: Are you licensed?

        hint: Put the whole text in quotes:  question: "Do you, or your crew, work weekends?"

      content/pages/about.yaml:19:43  A comma inside { … } ends the text, so 'work weekends?' was read as a key
        key:      sections[1].items[0]["work weekends?"]

          17 |     heading: Questions
          18 |     items:
        > 19 |       - { question: Do you, or your crew, work weekends?, answer: Yes }
             |                                           ^^^^^^^^^^^^^^
          20 |       - question: Are you licensed?

        hint: Put the whole text in quotes:  question: "Do you, or your crew, work weekends?"

      content/pages/about.yaml:22:46  Unknown key 'answr'
        key:      sections[1].items[2].answr

          20 |       - question: Are you licensed?
          21 |         answer: Yes, we are a licensed general contractor ({license}).
        > 22 |       - { question: How fast do you answer?, answr: Within a day }
             |                                              ^^^^^
          23 |     id: questions

        hint: Did you mean 'answer'?

      3 errors in 1 file"
    `);
  });
});

describe('renamed keys: an older file is told the new name', () => {
  test('a section type under its old name', async () => {
    const { at, report } = await checkCopy(edit(SERVICE_PAGE, '  - type: quoteForm', '  - type: quoteWidget'));
    expect(at).toEqual([`${SERVICE_PAGE}:10:11 sidebar[0].type`]);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/replacement-windows/hurricane-windows.yaml:10:11  'quoteWidget' was renamed to 'quoteForm': write 'type: quoteForm'
        key:      sidebar[0].type

           8 |       - Impact glass stays in its frame when struck by debris.
           9 | sidebar:
        > 10 |   - type: quoteWidget
             |           ^^^^^^^^^^^
          11 |     heading: Get a Free Quote

      1 error in 1 file"
    `);
  });

  test('keys under their old names, and nothing said missing', async () => {
    const { at, report } = await checkCopy(
      edit(SITE, '  quoteSuccess: Thanks!', '  widgetSuccess: Thanks!'),
      edit(SITE, '  quoteFailure: Please', '  widgetFailure: Please'),
    );
    expect(at).toEqual([`${SITE}:90:3 messages.widgetSuccess`, `${SITE}:91:3 messages.widgetFailure`]);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:90:3  'widgetSuccess' was renamed to 'quoteSuccess': write 'quoteSuccess:'
        key:      messages.widgetSuccess

          88 |   estimateSuccess: Thank you! We will call you soon.
          89 |   estimateFailure: Please call us directly at {phone}.
        > 90 |   widgetSuccess: Thanks! Your request was sent.
             |   ^^^^^^^^^^^^^
          91 |   widgetFailure: Please call us directly.

      content/site.yaml:91:3  'widgetFailure' was renamed to 'quoteFailure': write 'quoteFailure:'
        key:      messages.widgetFailure

          89 |   estimateFailure: Please call us directly at {phone}.
          90 |   widgetSuccess: Thanks! Your request was sent.
        > 91 |   widgetFailure: Please call us directly.
             |   ^^^^^^^^^^^^^
          92 |   photos:

      2 errors in 1 file"
    `);
  });

  test('a key that moved into a mapping of its own: where to write it, and what else changed', async () => {
    const { at, report } = await checkCopy(
      edit(SITE, '# Colour, logo, icon and sharing picture: the brand, at the end.\n', 'ogImage: /images/og.png\n'),
      edit(SITE, '  color: "#2b6cb0"\n  sharingImage: /images/og.png\n', '  color: "#2b6cb0"\n'),
    );
    expect(at).toEqual([`${SITE}:4:1 ogImage`]);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:4:1  'ogImage' moved to 'sharingImage' under 'brand': write 'sharingImage:' under 'brand:'
        key:      ogImage

          2 | name: Sample Windows & Doors
          3 | url: https://www.example.com
        > 4 | ogImage: /images/og.png
            | ^^^^^^^
          5 | region: Southwest Florida

        hint: The picture now goes in content/images/.

      1 error in 1 file"
    `);
  });

  test('a key under its old name beside its new one', async () => {
    const { at, report } = await checkCopy(edit(SITE, '  quoteSuccess: Thanks!', '  widgetSuccess: Old thanks.\n  quoteSuccess: Thanks!'));
    expect(at).toEqual([`${SITE}:90:3 messages.widgetSuccess`]);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:90:3  'widgetSuccess' was renamed to 'quoteSuccess', which is written here too: remove 'widgetSuccess:'
        key:      messages.widgetSuccess

          88 |   estimateSuccess: Thank you! We will call you soon.
          89 |   estimateFailure: Please call us directly at {phone}.
        > 90 |   widgetSuccess: Old thanks.
             |   ^^^^^^^^^^^^^
          91 |   quoteSuccess: Thanks! Your request was sent.

      1 error in 1 file"
    `);
  });
});
