import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { ABOUT, checkCopy, edit, HOME, SITE } from '../../test/support/content-check';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { getContent, loadContent, ContentCheckError } from './load';

afterAll(removeCopies);

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
    const about = pages[1]!.page.sections.find((section) => section.type === 'faq') as unknown as { items: { answer: string }[] };
    expect(about.items.map((item) => item.answer)).toEqual([
      'Yes, we are a licensed general contractor (CGC# 1234567).',
      'We answer within 24 hours.',
    ]);
    expect(site.messages.estimateFailure).toBe('Please call us directly at (239) 555-0100.');
    expect(formatErrors([], { fileCount: result.files })).toBe('All content is valid (7 files)');
  });

  test("titles follow site.yaml's patterns: a page's own town, and utility pages without one", async () => {
    const root = copyFixture(edit(SITE, 'utility: "{page} | {name}"', 'utility: "{page} · {name} · {phone}"'));
    const result = await loadContent({ root });
    if (!result.ok) throw new Error(formatErrors(result.errors, { root }));
    const titles = Object.fromEntries(result.content.pages.map((page) => [page.route, page.title]));
    expect(titles).toEqual({
      '/': 'Windows and Doors in Cape Coral | Sample Windows & Doors',
      '/about': 'About Us in Cape Coral | Sample Windows & Doors',
      '/replacement-windows': 'Replacement Windows in Naples | Sample Windows & Doors',
      '/replacement-windows/hurricane-windows': 'Hurricane Windows in Cape Coral | Sample Windows & Doors',
      '/thank-you': 'Thank You · Sample Windows & Doors · (239) 555-0100',
    });
    expect(result.content.notFound.title).toBe('Page Not Found · Sample Windows & Doors · (239) 555-0100');
  });

  test('a second phone is optional; a button or a text that uses it without one is named', async () => {
    const site = readFileSync(join(copyFixture(), SITE), 'utf8');
    const second = /^ {2}secondary: .*\n/m.exec(site)![0];
    const without = await loadContent({ root: copyFixture(edit(SITE, second, '')) });
    expect(without.ok ? [] : without.errors.map((error) => error.message)).toEqual([]);
    const { report } = await checkCopy(
      edit(SITE, second, ''),
      edit(HOME, 'call: primary', 'call: secondary'),
      edit(ABOUT, 'title: About Us', 'title: About Us {phone2}'),
    );
    expect(report).toContain("This button calls the second phone, but site.yaml has no second phone ('phone.secondary')");
    expect(report).toContain("hint: Write 'call: primary', or add 'secondary:' under 'phone:' in site.yaml.");
    expect(report).toContain("{phone2} is the second phone, but site.yaml has no second phone ('phone.secondary')");
  });

  test('social links, review sites, the reviews widget and the map are optional; a section that shows one without it is named', async () => {
    const site = readFileSync(join(copyFixture(), SITE), 'utf8');
    const from = site.indexOf('social:\n');
    const elsewhere = edit(SITE, site.slice(from, site.indexOf('redirects:\n')), '');
    const without = await loadContent({ root: copyFixture(elsewhere) });
    expect(without.ok ? [] : formatErrors(without.errors)).toEqual([]);
    const sections = 'sections:\n  - type: reviews\n    heading: Reviews\n  - type: areas\n    heading: Areas\n    map: true\n';
    const { report } = await checkCopy(elsewhere, edit(HOME, 'sections:\n', sections));
    expect(report).toMatchInlineSnapshot(`
      "content/pages/index.yaml:5:11  This reviews section shows the reviews widget, but site.yaml has none ('reviews')
        key:      sections[0].type

          3 | description: Impact windows and doors installed by our own licensed crew in {city}. Free estimates.
          4 | sections:
        > 5 |   - type: reviews
            |           ^^^^^^^
          6 |     heading: Reviews

        hint: Add 'reviews:' to site.yaml with the widget's scriptUrl, widgetId, fallbackUrl and fallbackLabel, or remove this section.

      content/pages/index.yaml:9:10  This section shows the map, but site.yaml has no map ('map')
        key:      sections[1].map

           7 |   - type: areas
           8 |     heading: Areas
        >  9 |     map: true
             |          ^^^^
          10 |   - type: hero

        hint: Add 'map:' to site.yaml with its embedUrl and title, or remove 'map: true'.

      2 errors in 1 file"
    `);
  });

  test('a page written without a hero gets one of its title, its main heading; a second hero is named', async () => {
    const result = await loadContent({ root: copyFixture() });
    if (!result.ok) throw new Error(formatErrors(result.errors));
    const windows = result.content.pages.find((page) => page.route === '/replacement-windows')!.page;
    expect(windows.sections.map((section) => section.type)).toEqual(['hero', 'cta']);
    expect(windows.sections[0]).toEqual({ type: 'hero', heading: 'Replacement Windows', actions: [] });
    const { report } = await checkCopy(
      edit(HOME, 'sections:\n', 'sections:\n  - type: hero\n    heading: Welcome\n    actions: [{ label: Call, call: primary }]\n'),
    );
    expect(report).toContain(
      'content/pages/index.yaml:8:11  A page has one hero section, its main heading; this is a second one (the first is on line 5)',
    );
    expect(report).toContain('hint: Make this one another kind of section, such as text or cta, or move it to a page of its own.');
  });

  test('a title pattern without {page} says where the page goes', async () => {
    const { report } = await checkCopy(edit(SITE, 'local: "{page} in {city} | {name}"', 'local: "Windows in {city} | {name}"'));
    expect(report).toContain("hint: Put {page} where the page's own title goes, e.g. {page} in {city} | {name}");
  });

  test('getContent returns the same checked content until a file changes, and throws a readable error', async () => {
    const root = copyFixture();
    const first = await getContent({ root });
    expect(await getContent({ root })).toBe(first);
    const { editFile } = await import('../../test/support/content-copy');
    editFile(root, edit(ABOUT, 'title: About Us', 'titel: About Us'));
    const failure = await getContent({ root }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentCheckError);
    expect((failure as ContentCheckError).errors).toHaveLength(1);
    expect((failure as Error).message).toContain("content/pages/about.yaml:2:1  Unknown key 'titel' at the top of the file");
  });
});

describe('checks across files', () => {
  test('two files that make the same page', async () => {
    const { errors, report } = await checkCopy({
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
    const { at, report } = await checkCopy(edit(SITE, 'to: /replacement-windows', 'to: /replacement-windowz'));
    expect(at).toEqual(['content/site.yaml:64:9 redirects[0].to']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:64:9  The redirect goes to '/replacement-windowz', which is not a page
        key:      redirects[0].to

          62 | redirects:
          63 |   - from: /windows
        > 64 |     to: /replacement-windowz
             |         ^^^^^^^^^^^^^^^^^^^^
          65 |

        hint: Did you mean '/replacement-windows'? If nothing links to '/windows' any more (a site that was never live has no old links), delete this redirect instead (its from and to lines); the check then names any link of this site still using it.

      1 error in 1 file"
    `);
  });

  test('a redirect from an address that is a page', async () => {
    const { at } = await checkCopy(edit(SITE, 'from: /windows', 'from: /about'));
    // The page wins; the footer link to /windows, which only the redirect served, is now broken too.
    expect(at).toEqual(['content/site.yaml:63:11 redirects[0].from', 'content/site.yaml:85:13 footer.navigation[0].href']);
  });

  test('links: queries, hashes, external addresses and redirects are accepted', async () => {
    const root = copyFixture(
      edit(HOME, '        href: /about\n', '        href: /about?service=Bay%20Windows#questions\n'),
      edit(ABOUT, '      - We never use subcontractors.\n', '      - We never use subcontractors.\n    bullets: [Licensed]\n'),
      edit(HOME, '          href: /replacement-windows', '          href: /windows'),
    );
    const result = await loadContent({ root });
    expect(result.ok ? [] : formatErrors(result.errors, { root })).toEqual([]);
  });

  test('a missing not-found page and a badly named page file', async () => {
    const { at, errors } = await checkCopy(
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
    const { at } = await checkCopy(
      edit(ABOUT, 'title: About Us', 'titel: About Us'),
      edit(HOME, 'style: outline', 'style: outlined'),
      edit(SITE, 'color: teal', 'color: purple'),
      edit('content/pages/404.yaml', 'href: /\n', 'href: /home\n'),
    );
    expect(at).toEqual([
      'content/pages/404.yaml:10:15 sections[0].actions[0].href',
      'content/pages/about.yaml:2:1 titel',
      'content/pages/index.yaml:18:16 sections[0].actions[1].style',
      'content/site.yaml:42:12 certifications[0].color',
    ]);
  });
});
