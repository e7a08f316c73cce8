import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ABOUT, HOME, SITE, edit } from '../../test/support/content-check';
import { copyFixture, copyLiveSite, liveSite, removeCopies } from '../../test/support/content-copy';
import { fixtureRoot } from '../../test/support/fixture-sites';
import { scaffoldPage } from '../../scripts/new-page/scaffold';
import { formatErrors } from './format';
import { loadContent } from './load';

// A sample site: its `sample:` block names what marks it.
const project = fixtureRoot('content-site');
afterAll(removeCopies);

/** `file:line:column message` of each go-live problem of a site; none when it is ready. */
async function problems(root: string): Promise<string[]> {
  const result = await loadContent({ root, production: true });
  return result.ok ? [] : result.errors.map((error) => `${error.file}:${error.line}:${error.column} ${error.message}`);
}

describe('the production check', () => {
  test('on a sample site: every mark of the sample, each at its line', async () => {
    const text = readFileSync(join(project, SITE), 'utf8').split('\n');
    // The line and column of a text in site.yaml, wherever edits have moved it (the first after `after`).
    const at = (find: string, after = '') => {
      const from = after ? text.findIndex((line) => line.includes(after)) : 0;
      const line = text.findIndex((each, index) => index >= from && each.includes(find));
      expect(line, find).toBeGreaterThanOrEqual(0);
      return `${SITE}:${line + 1}:${text[line]!.indexOf(find) + 1}`;
    };
    const name = "The sample's business name 'Sample Windows & Doors' is still here";
    const example = (address: string) => `'${address}' is an example address: it is kept for examples and reaches nobody`;
    const phone = (number: string) => `'${number}' is a made-up number: 555-0100 to 555-0199 are kept for fiction and ring nowhere`;
    const standIn = (value: string, what: string) => `'${value}' is one of the sample's stand-ins, not a real ${what}`;
    expect(await problems(project)).toEqual([
      `${at('Sample Windows & Doors')} ${name}`,
      `${at('www.example.com')} ${example('www.example.com')}`,
      `${at('(239) 555-0100')} ${phone('(239) 555-0100')}`,
      `${at('(239) 555-0199')} ${phone('(239) 555-0199')}`,
      `${at('office@example.com')} ${example('office@example.com')}`,
      `${at('https://www.facebook.com/example')} ${standIn('https://www.facebook.com/example', 'link')}`,
      `${at('widgets.example.com')} ${example('widgets.example.com')}`,
      `${at('sample-widget')} ${standIn('sample-widget', 'value')}`,
      `${at('office@example.com', 'staffEmails')} ${example('office@example.com')}`,
      `${at('/images/og.png', 'brand:')} The sharing image /images/og.png is the sample's`,
    ]);
  });

  test('on a site made ready: nothing, and the ordinary check passes the sample site too', async () => {
    expect(await problems(liveSite)).toEqual([]);
    const sample = await loadContent({ root: project });
    expect(sample.ok ? [] : formatErrors(sample.errors, { root: project })).toEqual([]);
  });

  test('finds example addresses, made-up numbers and the name in pages too, underlined where they are written', async () => {
    const root = copyLiveSite(
      edit(
        ABOUT,
        '      - We never use subcontractors.\n',
        '      - "Write to help@mail.example.net or call 239.555.0123 (not 239.555.0200)."\n',
      ),
      edit(HOME, '        href: /about\n', '        href: https://localhost:8080/quote?ref=example.org.uk\n'),
      edit(SITE, 'name: Harbor Light Windows\n', 'name: Harbor Light Windows\nsample:\n  name: Harbor Light Windows\n'),
    );
    const result = await loadContent({ root, production: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => `${error.file}:${error.line}:${error.column}-${error.end?.column} ${error.keyPath}`)).toEqual([
      `${ABOUT}:9:19-40 sections[0].paragraphs[1]`,
      `${ABOUT}:9:49-61 sections[0].paragraphs[1]`,
      `${HOME}:15:23-32 sections[0].actions[0].href`,
      `${SITE}:3:7-27 name`,
      // Declared the sample's, the name is found in the links that search for it too (the whole link is marked).
      `${SITE}:53:10-62 reviewSites[0].url`,
      `${SITE}:58:16-76 reviews.fallbackUrl`,
    ]);
    expect(formatErrors(result.errors.slice(0, 1), { root })).toContain(
      "'help@mail.example.net' is an example address: it is kept for examples and reaches nobody",
    );
  });

  test('a mark of the sample is found in any case, and the name inside a link however it is encoded', async () => {
    const root = copyFixture(
      edit(ABOUT, '      - We never use subcontractors.\n', '      - SAMPLE WINDOWS & DOORS never uses subcontractors.\n'),
      edit(HOME, '        href: /about\n', '        href: https://www.bing.com/search?q=sample%20windows+%26+doors\n'),
    );
    const found = (await problems(root)).filter((problem) => problem.includes("The sample's business name"));
    expect(found.map((problem) => problem.split(' ')[0])).toEqual([`${ABOUT}:9:9`, `${HOME}:15:15`, `${SITE}:2:7`]);
  });

  test('without a sample block the rules that hold for any site still apply', async () => {
    const text = readFileSync(join(copyFixture(), SITE), 'utf8');
    const root = copyFixture(edit(SITE, text.slice(text.indexOf('\nsample:')), '\n'));
    const result = await loadContent({ root, production: true });
    const messages = result.ok ? [] : result.errors.map((error) => error.message);
    expect(messages.some((message) => message.includes('Sample Windows & Doors'))).toBe(false);
    expect(messages).toContain("'office@example.com' is an example address: it is kept for examples and reaches nobody");
  });

  test('what is no mark: other domains that merely look alike, other 555 numbers', async () => {
    const root = copyLiveSite(
      edit(
        ABOUT,
        '      - We never use subcontractors.\n',
        '      - "See myexample.com, example.co, examples.org, test.com, the-test.net; call (239) 555-0200 or 555-1212."\n',
      ),
    );
    expect(await problems(root)).toEqual([]);
  });

  test('a page new-page wrote is ready to check but not to go live: each of its writing prompts is named at its line', async () => {
    const root = copyLiveSite();
    const file = join(root, scaffoldPage({ root, route: '/gutter-guards', title: 'Gutter Guards' }).file);
    const lines = readFileSync(file, 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect((await loadContent({ root })).ok).toBe(true);
    const prompt = (text: string) => `'${text}' is a prompt that npm run new-page wrote, not the page's own text`;
    const page = 'content/pages/gutter-guards.yaml';
    expect(await problems(root)).toEqual([
      // A folded text is named at its `>-`, the line above its words.
      `${page}:${lineOf('Tell homeowners what') - 1}:9 ${prompt('Tell homeowners what gutter guards involves, when it is the…')}`,
      `${page}:${lineOf('List the choices')}:13 ${prompt('List the choices homeowners have')}`,
      `${page}:${lineOf('List what can be added')}:13 ${prompt('List what can be added')}`,
      `${page}:${lineOf('Write how long')}:17 ${prompt('Write how long gutter guards usually takes.')}`,
    ]);
    // Written over, the page goes live.
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(/Tell homeowners what[^\n]*\n[^\n]*\n/, 'Guards keep leaves out of the gutters all year.\n')
        .replace('List the choices homeowners have', 'Mesh guards')
        .replace('List what can be added', 'Downspout screens')
        .replace('Write how long gutter guards usually takes.', 'One day for most homes.'),
    );
    expect(await problems(root)).toEqual([]);
  });
});
