// Exact wording of each mistake of this kind, at its real position, locked by inline snapshots.
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT } from '../../../test/support/content-check';
import { removeCopies } from '../../../test/support/content-copy';

afterAll(removeCopies);

describe('sizes: too long, too short, too many', () => {
  test('a search description that is too short', async () => {
    const { at, report } = await checkCopy(
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
