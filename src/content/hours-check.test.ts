import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkCopy, edit, SITE } from '../../test/support/content-check';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { renderPage } from '../renderer/render-page';
import { formatErrors } from './format';
import { hoursText } from './hours-text';
import { loadContent } from './load';

afterAll(removeCopies);

const last = 'businessType: GeneralContractor';
// The seasons go after the fixture's last key: the first season's `from` is 3 lines below it, the second's 8.
const fixtureSite = readFileSync(join(copyFixture(), SITE), 'utf8');
const lastLine = fixtureSite.slice(0, fixtureSite.indexOf(last)).split('\n').length;
const seasons = (from2: string, to2: string) =>
  edit(
    SITE,
    last,
    `${last}
seasonalHours:
  - label: Summer hours
    from: "06-01"
    to: "08-31"
    hours:
      - { label: Mon-Thu, days: [Monday, Tuesday, Wednesday, Thursday], opens: "07:00", closes: "15:00", text: 7 AM - 3 PM }
  - label: Holidays
    from: "${from2}"
    to: "${to2}"
    hours:
      - { label: Every day, days: [Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday], text: Closed }
`,
  );

describe('seasonal hours', () => {
  test('are optional, and shown after the usual week on every page, with their dates', async () => {
    const root = copyFixture(seasons('12-24', '01-01'));
    const result = await loadContent({ root });
    if (!result.ok) throw new Error(formatErrors(result.errors, { root }));
    expect(result.content.site.seasonalHours?.map((season) => season.label)).toEqual(['Summer hours', 'Holidays']);
    const html = renderPage({ content: result.content, route: '/about' }).html.replaceAll('<!-- -->', '');
    expect(html).toContain('Summer hours (Jun 1 - Aug 31): Mon-Thu 7 AM - 3 PM');
    expect(html).toContain('Holidays (Dec 24 - Jan 1): Every day Closed');
    // {hours} and the acknowledgement e-mail say every schedule in one line.
    expect(hoursText(result.content.site)).toBe(
      'Mon-Fri 7 AM - 6 PM, Sunday Emergency calls only; Summer hours (Jun 1 - Aug 31): Mon-Thu 7 AM - 3 PM; ' +
        'Holidays (Dec 24 - Jan 1): Every day Closed',
    );
  });

  test('two seasons that share a day are named, the second pointing at the first', async () => {
    const { report, at } = await checkCopy(seasons('08-15', '09-15'));
    expect(at).toEqual([`content/site.yaml:${lastLine + 8}:11 seasonalHours[1].from`]);
    expect(report).toContain(`'Holidays' shares days with 'Summer hours' (line ${lastLine + 3})`);
  });

  test('a season across New Year that reaches into another is named too', async () => {
    const { errors } = await checkCopy(seasons('11-01', '06-01'));
    expect(errors.map((error) => error.message)).toEqual([`'Holidays' shares days with 'Summer hours' (line ${lastLine + 3})`]);
  });

  test('a date no year has is named at its place', async () => {
    const { errors, at } = await checkCopy(seasons('02-30', '01-01'));
    expect(errors.map((error) => error.message)).toEqual(["'02-30' is not a day of the year"]);
    expect(at).toEqual([`content/site.yaml:${lastLine + 8}:11 seasonalHours[1].from`]);
  });
});
