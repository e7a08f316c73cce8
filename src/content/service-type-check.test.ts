// A page's estimate form names its service (serviceType) by a value of the estimate form's service question: another
// value is named at its line, with the values there are and the nearest of them.
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, ABOUT, SITE } from '../../test/support/content-check';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

const LAST = '        answer: We answer {responseTime}.\n';

/** An estimate form at the end of the about page, naming `service`. */
function estimateForm(service: string) {
  return edit(ABOUT, LAST, `${LAST}\n  - type: estimateForm\n    heading: Get a Free Estimate\n    serviceType: ${service}\n`);
}

describe("an estimate form's service", () => {
  test('a slip of a value: the values, and the one meant', async () => {
    const { at, report } = await checkCopy(estimateForm('Window'));
    expect(at).toEqual(['content/pages/about.yaml:26:18 sections[2].serviceType']);
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:26:18  The service 'Window' is not a choice of the estimate form's question 'serviceType' (content/site.yaml, line 167)
        key:      sections[2].serviceType
        expected: one of: General, Windows
        found:    'Window'

          24 |   - type: estimateForm
          25 |     heading: Get a Free Estimate
        > 26 |     serviceType: Window
             |                  ^^^^^^
          27 |     id: questions

        hint: Did you mean 'Windows'?

      1 error in 1 file"
    `);
  });

  test('a service the question does not offer: add it as a choice, or write one of the values', async () => {
    const { report } = await checkCopy(estimateForm('Roofing'));
    expect(report).toMatchInlineSnapshot(`
      "content/pages/about.yaml:26:18  The service 'Roofing' is not a choice of the estimate form's question 'serviceType' (content/site.yaml, line 167)
        key:      sections[2].serviceType
        expected: one of: General, Windows
        found:    'Roofing'

          24 |   - type: estimateForm
          25 |     heading: Get a Free Estimate
        > 26 |     serviceType: Roofing
             |                  ^^^^^^^
          27 |     id: questions

        hint: Write one of the values listed above, or add a choice with the value 'Roofing' to that question.

      1 error in 1 file"
    `);
  });

  test('a value of the list passes, written with other capitals too (the form selects it all the same)', async () => {
    for (const service of ['Windows', 'general']) {
      const root = copyFixture(estimateForm(service));
      const result = await loadContent({ root, cache: false });
      expect(result.ok ? '' : formatErrors(result.errors, { root })).toBe('');
    }
  });

  test('a retired choice is no longer offered, so a page cannot name it', async () => {
    const { at } = await checkCopy(
      estimateForm('Windows'),
      edit(SITE, '          - { value: Windows, label: Windows }\n', '          - { value: Windows, label: Windows, retired: true }\n'),
    );
    expect(at).toEqual(['content/pages/about.yaml:26:18 sections[2].serviceType']);
  });

  test('a question whose choices are services offers the services of the pages with a quote form', async () => {
    const { errors } = await checkCopy(
      estimateForm('hurricane-window'),
      edit(
        SITE,
        '        pageService: true\n        choices:\n          - { value: General, label: General / not sure yet }\n          - { value: Windows, label: Windows }\n',
        '        choices: services\n',
      ),
    );
    expect(errors.map((error) => [error.message, error.expected, error.hint])).toMatchInlineSnapshot(`
      [
        [
          "The service 'hurricane-window' is not a choice of the estimate form's question 'serviceType' (content/site.yaml, line 167)",
          "one of: hurricane-windows, other",
          "Did you mean 'hurricane-windows'?",
        ],
      ]
    `);
  });
});
