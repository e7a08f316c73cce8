// A page the business requires fails the check once deleted (or never written), says how to create it or take it off
// the list, and passes once either is done.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { scaffoldPage } from '../../scripts/new-page/scaffold';
import { copyFixture, editFile, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

const PAGE = 'content/pages/replacement-windows/hurricane-windows.yaml';
const SITE = 'content/site.yaml';
const REDIRECT = {
  file: SITE,
  find: 'redirects:\n',
  replace: 'redirects:\n  - from: /replacement-windows/hurricane-windows\n    to: /replacement-windows\n',
};

async function requiredPageErrors(root: string): Promise<string> {
  const result = await loadContent({ root, cache: false });
  return formatErrors(result.ok ? [] : result.errors.filter((error) => error.keyPath.startsWith('requiredPages')), { root });
}

describe("site.yaml's required pages", () => {
  test('a required page deleted is an error at its line of the list: create it with new-page, or take it off the list', async () => {
    const root = copyFixture();
    rmSync(join(root, PAGE));
    expect(await requiredPageErrors(root)).toMatchInlineSnapshot(`
      "content/site.yaml:219:5  The page /replacement-windows/hurricane-windows is listed in requiredPages, but content/pages/replacement-windows/hurricane-windows.yaml does not exist
        key:      requiredPages[3]

          217 |   - /about
          218 |   - /replacement-windows
        > 219 |   - /replacement-windows/hurricane-windows
              |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          220 |

        hint: If the business offers it, create it: npm run new-page -- /replacement-windows/hurricane-windows "Hurricane Windows" writes content/pages/replacement-windows/hurricane-windows.yaml for you to rewrite. If it does not, remove this entry (line 219) from requiredPages. Only a site that was already live with the address /replacement-windows/hurricane-windows also needs a redirect from it under 'redirects:', so old links still lead somewhere.

      1 error in 1 file"
    `);
  });

  test('the command the hint gives is one new-page takes: the page it writes ends the error', async () => {
    const root = copyFixture();
    rmSync(join(root, PAGE));
    const command = /npm run new-page -- (\S+) "([^"]+)"/.exec(await requiredPageErrors(root));
    expect(command?.slice(1)).toEqual(['/replacement-windows/hurricane-windows', 'Hurricane Windows']);
    expect(scaffoldPage({ root, route: command![1]!, title: command![2]! }).file).toBe(PAGE);
    const result = await loadContent({ root, cache: false });
    expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
  });

  test('a required page never written is told how to create it, not to restore it', async () => {
    const root = copyFixture({ file: SITE, find: '  - /about\n', replace: '  - /about\n  - /financing\n' });
    const said = await requiredPageErrors(root);
    expect(said).not.toMatch(/restore/i);
    expect(said).toMatchInlineSnapshot(`
      "content/site.yaml:218:5  The page /financing is listed in requiredPages, but content/pages/financing.yaml does not exist
        key:      requiredPages[2]

          216 |   - /
          217 |   - /about
        > 218 |   - /financing
              |     ^^^^^^^^^^
          219 |   - /replacement-windows

        hint: If the business offers it, create it: npm run new-page -- /financing "Financing" writes content/pages/financing.yaml for you to rewrite. If it does not, remove this entry (line 218) from requiredPages. Only a site that was already live with the address /financing also needs a redirect from it under 'redirects:', so old links still lead somewhere.

      1 error in 1 file"
    `);
  });

  test('the home page, which every site has and new-page does not write, is told which file to write', async () => {
    const root = copyFixture();
    rmSync(join(root, 'content/pages/index.yaml'));
    expect(await requiredPageErrors(root)).toMatchInlineSnapshot(`
      "content/site.yaml:216:5  The home page is listed in requiredPages, but content/pages/index.yaml does not exist
        key:      requiredPages[0]

          214 | # Pages this business must always have.
          215 | requiredPages:
        > 216 |   - /
              |     ^
          217 |   - /about

        hint: Create content/pages/index.yaml like any other page (title, description, sections): it becomes the page at /.

      1 error in 1 file"
    `);
  });

  test('with a redirect already there, the hint says so', async () => {
    const root = copyFixture(REDIRECT);
    rmSync(join(root, PAGE));
    const result = await loadContent({ root, cache: false });
    expect(result.ok ? [] : result.errors.map((error) => `${error.line} ${error.keyPath}: ${error.hint}`)).toMatchInlineSnapshot(`
      [
        "221 requiredPages[3]: If the business no longer offers it, remove this entry (line 221) from requiredPages: the redirect from /replacement-windows/hurricane-windows (line 63) already sends old links on. If it does offer it, remove that redirect and create it: npm run new-page -- /replacement-windows/hurricane-windows "Hurricane Windows" writes content/pages/replacement-windows/hurricane-windows.yaml for you to rewrite.",
      ]
    `);
  });

  test('deleted and taken off the list (and the menu), with no redirect, the content passes', async () => {
    const root = copyFixture();
    rmSync(join(root, PAGE));
    editFile(root, { file: SITE, find: '  - /replacement-windows/hurricane-windows\n', replace: '' });
    // The menu's link to it goes too: a new site has no old links to keep.
    editFile(root, {
      file: SITE,
      find: '      submenu:\n        - name: Hurricane Windows\n          href: /replacement-windows/hurricane-windows\n',
      replace: '',
    });
    const result = await loadContent({ root, cache: false });
    expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
    expect(result.ok && result.content.site.requiredPages).toEqual(['/', '/about', '/replacement-windows']);
  });
});
