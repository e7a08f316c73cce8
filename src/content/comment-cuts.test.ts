// Which comments cut a text short, and which are the editor's notes; the wording is locked in
// error-map/syntax-wording.test.ts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkRoot, edit, ABOUT, SITE } from '../../test/support/content-check';
import { copyFixture, copySite, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

describe("a ' #' after a value", () => {
  test('passes in quotes, on a line of its own, and after a number, a yes/no or a value of a fixed form', async () => {
    const root = copyFixture(
      edit(SITE, 'license: CGC# 1234567', 'license: "HVAC #48213"'),
      edit(SITE, 'founded: 2015', '# The year the business began.\nfounded: 2015 # shown as {founded}'),
      edit(SITE, 'state: FL', 'state: FL # two letters'),
      edit(SITE, '        pageService: true', '        pageService: true # the page says which'),
      edit(ABOUT, '      width: 600', '      width: 600 # pixels'),
      edit(ABOUT, '      - We never use subcontractors.', "      - 'We never use subcontractors. #1 rule'\n      # a note on its own line"),
    );
    const result = await loadContent({ root });
    expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
    if (!result.ok) return;
    expect(result.content.site.license).toBe('HVAC #48213');
    const page = result.content.pages.find((each) => each.route === '/about')!.page;
    const text = page.sections.find((section) => section.type === 'text') as { paragraphs?: string[] } | undefined;
    expect(text?.paragraphs?.[1]).toBe('We never use subcontractors. #1 rule');
  });

  test('is told after a free text that is a fact (a town), and in a translation', async () => {
    const root = copySite(
      'plumber-site',
      edit('content/pages/about.es.yaml', '    heading: Empezamos con una camioneta', '    heading: Empezamos con una camioneta #1'),
    );
    const { at } = await checkRoot(root);
    expect(at).toEqual(['content/pages/about.es.yaml:12:42 sections[1].heading']);
    const town = await checkRoot(copyFixture(edit(SITE, '    - Estero', '    - Estero #33928')));
    expect(town.errors.map((error) => `${error.line}:${error.column} ${error.message}`)).toEqual([
      "36:14 Everything after ' #' was dropped as a comment, so this text was read as 'Estero'",
    ]);
  });

  test('is told in a file whose data comes from the parse cache', async () => {
    const root = copyFixture(edit(SITE, 'license: CGC# 1234567', 'license: HVAC #48213'));
    mkdirSync(join(root, 'node_modules'));
    const first = await checkRoot(root);
    const again = await checkRoot(root);
    expect(again.at).toEqual(['content/site.yaml:8:15 license']);
    expect(again.report).toBe(first.report);
  });
});
