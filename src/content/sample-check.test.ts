// The sample's own sharing picture (sample.sharingImage) is a file of the images folder: deleted or renamed, the
// go-live check would no longer find it, so the check says so at its line.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, editFile, removeCopies } from '../../test/support/content-copy';
import { fixtureRoot } from '../../test/support/fixture-sites';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

const SITE = 'content/site.yaml';
const SAMPLE_IMAGE = '  name: Sample Windows & Doors\n  sharingImage: /images/og.png\n';
const BRAND_IMAGE = '  color: "#2b6cb0"\n  sharingImage: /images/og.png\n';
const picture = readFileSync(join(fixtureRoot('content-site'), 'content/images/og.png'));

async function report(root: string): Promise<string> {
  const result = await loadContent({ root, cache: false });
  return result.ok ? '' : formatErrors(result.errors, { root });
}

describe("the sample's sharing picture", () => {
  test('deleted, with the brand no longer using it: delete its line too; then the content passes', async () => {
    const root = copyFixture({ file: SITE, find: BRAND_IMAGE, replace: '  color: "#2b6cb0"\n' });
    rmSync(join(root, 'content/images/og.png'));
    expect(await report(root)).toMatchInlineSnapshot(`
      "content/site.yaml:203:17  The sample's sharing picture '/images/og.png' is not in the images folder (looked for content/images/og.png)
        key:      sample.sharingImage

          201 | sample:
          202 |   name: Sample Windows & Doors
        > 203 |   sharingImage: /images/og.png
              |                 ^^^^^^^^^^^^^^
          204 |   standIns:

        hint: If you deleted the sample's picture, delete this line too; if you renamed it, write its new name here, so the go-live check can find it wherever it is still used.

      1 error in 1 file"
    `);
    editFile(root, { file: SITE, find: SAMPLE_IMAGE, replace: '  name: Sample Windows & Doors\n' });
    expect(await report(root)).toBe('');
  });

  test('renamed: the nearest sharing picture there, a PNG or JPEG, is suggested', async () => {
    const root = copyFixture(
      { file: 'content/images/og.jpg', find: null, replace: picture },
      { file: SITE, find: BRAND_IMAGE, replace: '  color: "#2b6cb0"\n  sharingImage: /images/og.jpg\n' },
    );
    rmSync(join(root, 'content/images/og.png'));
    expect(await report(root)).toMatchInlineSnapshot(`
      "content/site.yaml:203:17  The sample's sharing picture '/images/og.png' is not in the images folder (looked for content/images/og.png)
        key:      sample.sharingImage

          201 | sample:
          202 |   name: Sample Windows & Doors
        > 203 |   sharingImage: /images/og.png
              |                 ^^^^^^^^^^^^^^
          204 |   standIns:

        hint: Did you mean '/images/og.jpg'? sample.sharingImage names the sample's picture, so the go-live check can find it wherever it is still used.

      1 error in 1 file"
    `);
  });

  test('a drawing of the same name is no sharing picture, so it is not suggested', async () => {
    const root = copyFixture(
      { file: 'content/images/og.svg', find: null, replace: readFileSync(join(fixtureRoot('content-site'), 'content/images/home.svg')) },
      { file: SITE, find: BRAND_IMAGE, replace: '  color: "#2b6cb0"\n' },
    );
    rmSync(join(root, 'content/images/og.png'));
    const said = await report(root);
    expect(said).toContain("content/site.yaml:203:17  The sample's sharing picture '/images/og.png' is not in the images folder");
    expect(said).not.toContain('og.svg');
  });
});
