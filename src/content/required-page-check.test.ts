// A page the business requires fails the check once deleted, and passes once it is also taken off the list.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, editFile, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

const PAGE = 'content/pages/replacement-windows/hurricane-windows.yaml';
const SITE = 'content/site.yaml';

describe("site.yaml's required pages", () => {
  test('a required page deleted is an error at its line of the list, saying how to fix it', async () => {
    const root = copyFixture();
    rmSync(join(root, PAGE));
    const result = await loadContent({ root, cache: false });
    const errors = result.ok ? [] : result.errors.filter((error) => error.keyPath.startsWith('requiredPages'));
    expect(formatErrors(errors, { root })).toMatchInlineSnapshot(`
      "content/site.yaml:219:5  The business requires the page /replacement-windows/hurricane-windows, but content/pages/replacement-windows/hurricane-windows.yaml is missing
        key:      requiredPages[3]

          217 |   - /about
          218 |   - /replacement-windows
        > 219 |   - /replacement-windows/hurricane-windows
              |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          220 |

        hint: Restore content/pages/replacement-windows/hurricane-windows.yaml; or, if the business no longer offers it, remove this line and add a redirect from /replacement-windows/hurricane-windows under 'redirects:' so old links still lead somewhere.

      1 error in 1 file"
    `);
  });

  test('with a redirect already there, the hint says so', async () => {
    const root = copyFixture({
      file: SITE,
      find: 'redirects:\n',
      replace: 'redirects:\n  - from: /replacement-windows/hurricane-windows\n    to: /replacement-windows\n',
    });
    rmSync(join(root, PAGE));
    const result = await loadContent({ root, cache: false });
    expect(result.ok ? [] : result.errors.map((error) => `${error.line} ${error.keyPath}: ${error.hint}`)).toMatchInlineSnapshot(`
      [
        "221 requiredPages[3]: Restore content/pages/replacement-windows/hurricane-windows.yaml; or, if the business no longer offers it, remove this line (the redirect from /replacement-windows/hurricane-windows already sends old links on).",
      ]
    `);
  });

  test('deleted and taken off the list, with a redirect for the old address, the content passes', async () => {
    const root = copyFixture({
      file: SITE,
      find: 'redirects:\n',
      replace: 'redirects:\n  - from: /replacement-windows/hurricane-windows\n    to: /replacement-windows\n',
    });
    rmSync(join(root, PAGE));
    editFile(root, { file: SITE, find: '  - /replacement-windows/hurricane-windows\n', replace: '' });
    const result = await loadContent({ root, cache: false });
    expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
    expect(result.ok && result.content.site.requiredPages).toEqual(['/', '/about', '/replacement-windows']);
  });
});
