// A town is either a main town (with its card) or an additional one: in both lists, the check names the second.
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, SITE } from '../../test/support/content-check';
import { removeCopies } from '../../test/support/content-copy';

afterAll(removeCopies);

const PRIMARY =
  "  primary: [{ town: Cape Coral, highlight: Canal-front homes face salt air; we install impact windows made for the waterfront., zips: ['33904', '33909'] }, { town: Naples, highlight: Many neighborhoods have HOA review; we bring the specifications it asks for., zips: ['34102'] }]\n";

describe("serviceAreas' two lists", () => {
  test('a main town listed again as an additional town: the additional one is named, with the line of the other', async () => {
    const { at, report } = await checkCopy(edit(SITE, '    - Estero\n', '    - Estero\n    - Naples\n'));
    expect(at).toEqual(['content/site.yaml:37:7 serviceAreas.additional[1]']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:37:7  'Naples' is both a main town (line 34) and an additional town
        key:      serviceAreas.additional[1]

          35 |   additional:
          36 |     - Estero
        > 37 |     - Naples
             |       ^^^^^^
          38 |

        hint: Keep it in one list: remove this line to keep it a main town with its card, or remove its entry under primary (line 34, with its highlight and zips) to make it an additional town.

      1 error in 1 file"
    `);
  });

  test('written with other capitals it is the same town (the same choice of the form)', async () => {
    const { at } = await checkCopy(edit(SITE, '    - Estero\n', '    - Estero\n    - cape coral\n'));
    expect(at).toEqual(['content/site.yaml:37:7 serviceAreas.additional[1]']);
  });

  test('additional written first: the main town further down is the one named', async () => {
    const { at, report } = await checkCopy(
      edit(SITE, `${PRIMARY}  additional:\n    - Estero\n`, `  additional:\n    - Naples\n${PRIMARY}`),
    );
    expect(at).toEqual(['content/site.yaml:36:165 serviceAreas.primary[1].town']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:36:165  'Naples' is both an additional town (line 35) and a main town
        key:      serviceAreas.primary[1].town

          34 |   additional:
          35 |     - Naples
        > 36 |   primary: [{ town: Cape Coral, highlight: Canal-front homes face salt air; we install impact windows made for the waterfront., zips: ['33904', '33909'] }, { town: Naples, highlight: Many neighborhoods have HOA review; we bring the specifications it asks for., zips: ['34102'] }]
             |                                                                                                                                                                     ^^^^^^
          37 |

        hint: Keep it in one list: remove this entry (with its highlight and zips) to keep it an additional town, or remove line 35 under additional to make it a main town with this card.

      1 error in 1 file"
    `);
  });
});
