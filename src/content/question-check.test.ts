// The forms' questions as an editor writes them: each mistake the schema cannot see is said at its line, with how to fix it.
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent } from './load';

afterAll(removeCopies);

const SITE = 'content/site.yaml';
const MESSAGE = '      - { key: message, label: Message, kind: long }\n  quote:';

async function problems(...edits: { find: string; replace: string }[]): Promise<string> {
  const root = copyFixture(...edits.map((edit) => ({ file: SITE, ...edit })));
  const result = await loadContent({ root, cache: false });
  return result.ok ? '' : formatErrors(result.errors, { root });
}

/** Questions added at the end of the estimate form. */
function added(lines: string): { find: string; replace: string } {
  return { find: MESSAGE, replace: `      - { key: message, label: Message, kind: long }\n${lines}  quote:` };
}

describe("the check of the forms' questions", () => {
  test('a product field, and a key asked twice', async () => {
    expect(
      await problems(
        added('      - { key: email, label: Your e-mail, kind: short }\n      - { key: address, label: Street, kind: short }\n'),
      ),
    ).toMatchInlineSnapshot(`
      "content/site.yaml:195:16  The question key 'email' is one every form asks already: name, email and phone are the form's own fields
        key:      forms.estimate.questions[7].key

          193 |           - { value: not-sure, label: Not sure yet }
          194 |       - { key: message, label: Message, kind: long }
        > 195 |       - { key: email, label: Your e-mail, kind: short }
              |                ^^^^^
          196 |       - { key: address, label: Street, kind: short }

        hint: Leave this question out (the form already asks for the e-mail address), or give it another key.

      content/site.yaml:196:16  The estimate form asks 'address' twice: the first is on line 165
        key:      forms.estimate.questions[8].key

          194 |       - { key: message, label: Message, kind: long }
          195 |       - { key: email, label: Your e-mail, kind: short }
        > 196 |       - { key: address, label: Street, kind: short }
              |                ^^^^^^^
          197 |   quote:

        hint: Each question of a form needs its own key: rename one, or remove it.

      2 errors in 1 file"
    `);
  });

  test('choices on a text question, and a choice question without any', async () => {
    expect(
      await problems(
        added(
          '      - { key: roofAge, label: Roof age, kind: number, choices: [{ value: old, label: Old }] }\n      - { key: damage, label: Damage, kind: several }\n',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "content/site.yaml:195:56  A number question offers no list, so these choices would never be shown
        key:      forms.estimate.questions[7].choices

          193 |           - { value: not-sure, label: Not sure yet }
          194 |       - { key: message, label: Message, kind: long }
        > 195 |       - { key: roofAge, label: Roof age, kind: number, choices: [{ value: old, label: Old }] }
              |                                                        ^^^^^^^
          196 |       - { key: damage, label: Damage, kind: several }

        hint: Remove 'choices', or make the question a choice (one of a list) or several (any of a list) question.

      content/site.yaml:196:9  The several question 'damage' has nothing to choose from
        key:      forms.estimate.questions[8]

          194 |       - { key: message, label: Message, kind: long }
          195 |       - { key: roofAge, label: Roof age, kind: number, choices: [{ value: old, label: Old }] }
        > 196 |       - { key: damage, label: Damage, kind: several }
              |         ^
          197 |   quote:

        hint: Add 'choices:' with a list of { value, label }, or 'choices: towns' (the towns served) or 'choices: services'.

      2 errors in 1 file"
    `);
  });

  test('a value twice in a list, and every choice retired', async () => {
    expect(
      await problems(
        added(
          '      - key: damage\n        label: Damage\n        kind: several\n        choices:\n          - { value: hail, label: Hail }\n          - { value: hail, label: Hail again }\n      - key: storeys\n        label: Storeys\n        kind: choice\n        choices: [{ value: one, label: One, retired: true }]\n',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "content/site.yaml:200:22  The value 'hail' is in this list twice: the first is on line 199
        key:      forms.estimate.questions[7].choices[1].value

          198 |         choices:
          199 |           - { value: hail, label: Hail }
        > 200 |           - { value: hail, label: Hail again }
              |                      ^^^^
          201 |       - key: storeys

        hint: Each choice needs its own value, kept with the requests that chose it: change one, or remove it.

      content/site.yaml:204:9  Every choice of the question 'storeys' is retired, so the form would offer none
        key:      forms.estimate.questions[8].choices

          202 |         label: Storeys
          203 |         kind: choice
        > 204 |         choices: [{ value: one, label: One, retired: true }]
              |         ^^^^^^^
          205 |   quote:

        hint: Offer at least one choice, or retire the question itself with retired: true.

      2 errors in 1 file"
    `);
  });

  test('a retired town still served, and retired choices on a list of its own', async () => {
    expect(
      await problems(
        {
          find: 'retiredChoices: [{ value: pine-island, label: Pine Island }]',
          replace: 'retiredChoices: [{ value: naples, label: Naples }]',
        },
        added(
          '      - { key: storeys, label: Storeys, kind: choice, choices: [{ value: one, label: One }], retiredChoices: [{ value: two, label: Two }] }\n',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "content/site.yaml:166:117  The retired choice 'naples' is still offered: it is one of the towns of serviceAreas
        key:      forms.estimate.questions[1].retiredChoices[0].value

          164 |     questions:
          165 |       - { key: address, label: Address, kind: short }
        > 166 |       - { key: city, label: City, kind: choice, prompt: Select your city, choices: towns, retiredChoices: [{ value: naples, label: Naples }] }
              |                                                                                                                     ^^^^^^
          167 |       - key: serviceType

        hint: Remove the town from serviceAreas to stop offering it, or remove it from 'retiredChoices' to keep offering it.

      content/site.yaml:195:94  'retiredChoices' belongs to a question whose choices are towns or services
        key:      forms.estimate.questions[7].retiredChoices

          193 |           - { value: not-sure, label: Not sure yet }
          194 |       - { key: message, label: Message, kind: long }
        > 195 |       - { key: storeys, label: Storeys, kind: choice, choices: [{ value: one, label: One }], retiredChoices: [{ value: two, label: Two }] }
              |                                                                                              ^^^^^^^^^^^^^^
          196 |   quote:

        hint: In a list of your own, retire a choice where it is: add retired: true to it.

      2 errors in 1 file"
    `);
  });

  test('the same key of another kind in the other form, and a prompt where no list is shown', async () => {
    expect(
      await problems({
        find: '      - { key: message, label: Message, kind: long }\n\n',
        replace: '      - { key: message, label: Message, kind: short, prompt: Say it }\n\n',
      }),
    ).toMatchInlineSnapshot(`
      "content/site.yaml:198:47  The question 'message' is a short question here and a long question in the other form (line 194)
        key:      forms.quote.questions[1].kind

          196 |     questions:
          197 |       - { key: serviceType, label: Service, kind: choice, choices: services }
        > 198 |       - { key: message, label: Message, kind: short, prompt: Say it }
              |                                               ^^^^^
          199 |

        hint: A key is kept with every request: use the same kind in both forms, or another key for one of them.

      content/site.yaml:198:54  A short question shows no list, so its prompt would never be shown
        key:      forms.quote.questions[1].prompt

          196 |     questions:
          197 |       - { key: serviceType, label: Service, kind: choice, choices: services }
        > 198 |       - { key: message, label: Message, kind: short, prompt: Say it }
              |                                                      ^^^^^^
          199 |

        hint: Remove 'prompt', or use 'help' for a line under the field.

      2 errors in 1 file"
    `);
  });

  test('an old site.yaml with formChoices is told it is now forms', async () => {
    const output = await problems({ find: 'forms:\n  estimate:', replace: 'formChoices:\n  projectTypes: []\nforms:\n  estimate:' });
    expect(output.split('\n').slice(0, 2).join('\n')).toMatchInlineSnapshot(`
      "content/site.yaml:162:1  'formChoices' was renamed to 'forms', which is written here too: remove 'formChoices:'
        key:      formChoices"
    `);
    expect(output).toContain('forms.estimate.questions');
  });
});
