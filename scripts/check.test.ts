import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { fixtureRoot } from '../test/support/fixture-sites';
import { copyProject } from '../test/support/project-copy';
import { copyFixture, copyLiveSite, removeCopies } from '../test/support/content-copy';
import { runCheck } from './check';

const project = join(dirname(fileURLToPath(import.meta.url)), '..');
// Run from a copy's folder, the script still compiles the page components as the project does.
const tsconfig = ['--tsconfig', join(project, 'tsconfig.json')];
afterAll(removeCopies);

function capture(): { print: (text: string) => void; output: () => string } {
  const lines: string[] = [];
  return { print: (text) => lines.push(text), output: () => lines.join('\n') };
}

test('valid content: true, the count of files and the time taken', async () => {
  const { print, output } = capture();
  expect(await runCheck({ root: copyFixture(), print, color: false })).toBe(true);
  expect(output()).toMatch(/^All content is valid \(7 files\)\nChecked 7 files in \d+ ms$/);
});

test('content with a mistake: false, and the mistake with its fix', async () => {
  const root = copyFixture({ file: 'content/pages/about.yaml', find: 'title: About Us', replace: 'titel: About Us' });
  const { print, output } = capture();
  expect(await runCheck({ root, print, color: false })).toBe(false);
  expect(output()).toContain("content/pages/about.yaml:2:1  Unknown key 'titel' at the top of the file");
  expect(output()).toContain("hint: Did you mean 'title'?");
  expect(output()).toMatch(/1 error in 1 file\nChecked 7 files in \d+ ms$/);
});

test('colour only when asked', async () => {
  const root = copyFixture({ file: 'content/pages/about.yaml', find: 'title: About Us', replace: 'titel: About Us' });
  const plain = capture();
  const coloured = capture();
  await runCheck({ root, print: plain.print, color: false });
  await runCheck({ root, print: coloured.print, color: true });
  expect(plain.output()).not.toContain('\u001b[');
  expect(coloured.output()).toContain('\u001b[');
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with the escape character
  const strip = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '').replace(/in \d+ ms/, 'in N ms');
  expect(strip(coloured.output())).toBe(strip(plain.output()));
});

// Each starts a process that compiles the checker: slow on a busy machine.
test('`npm run check` exits 1 on an error and prints it', { timeout: 120_000 }, () => {
  const root = copyFixture({ file: 'content/pages/index.yaml', find: 'style: outline', replace: 'style: outlined' });
  const run = spawnSync(
    process.execPath,
    [join(project, 'node_modules/tsx/dist/cli.mjs'), ...tsconfig, join(project, 'scripts/check.ts')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("content/pages/index.yaml:18:16  'outlined' is not an allowed value for 'style'");
  expect(run.stdout).not.toContain('\u001b[');
});

test(
  'under GitHub Actions each problem is also a workflow annotation on its line; otherwise the usual output only',
  { timeout: 180_000 },
  () => {
    const root = copyFixture({ file: 'content/pages/about.yaml', find: 'title: About Us', replace: 'titel: About Us' });
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [join(project, 'node_modules/tsx/dist/cli.mjs'), ...tsconfig, join(project, 'scripts/check.ts')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: undefined, ...env },
      });
    const actions = run({ GITHUB_ACTIONS: 'true' });
    const local = run({});
    expect(actions.status).toBe(1);
    expect(local.status).toBe(1);
    const annotations = actions.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toEqual([
      "::error file=content/pages/about.yaml,line=2,col=1::Unknown key 'titel' at the top of the file%0Akey: titel%0Ahint: Did you mean 'title'?",
    ]);
    // The usual report is printed as well, unchanged.
    expect(actions.stdout.replace(/^::.*\n/gm, '').replace(/in \d+ ms/, '')).toBe(local.stdout.replace(/in \d+ ms/, ''));
    expect(local.stdout).not.toContain('::error');
    expect(local.stdout).toContain("content/pages/about.yaml:2:1  Unknown key 'titel' at the top of the file");
  },
);

test('annotations escape what would end the command early', async () => {
  const root = copyFixture({ file: 'content/pages/index.yaml', find: 'style: outline', replace: 'style: "50%, then: more"' });
  const { print, output } = capture();
  expect(await runCheck({ root, print, color: false, annotate: true })).toBe(false);
  const line = output()
    .split('\n')
    .find((text) => text.startsWith('::error'));
  expect(line).toMatch(/^::error file=content\/pages\/index\.yaml,line=18,col=16::'50%25, then: more' is not an allowed value/);
  expect(line).not.toMatch(/[\r\n]/);
});

describe('page weight: words never fail the check, a heavy first screen is a warning naming the page', () => {
  test('three more answers on a service page: no error and no warning', { timeout: 120_000 }, async () => {
    const copy = copyProject('faq', fixtureRoot('roofer-site'));
    try {
      const file = join(copy.root, 'content/pages/roof-replacement/asphalt-shingles.yaml');
      const text = readFileSync(file, 'utf8');
      const extra = [1, 2, 3]
        .map(
          (n) =>
            `      - question: Question number ${n} about new shingles, asked by many homeowners?\n` +
            `        answer: ${'A longer answer that explains the matter in the plain words an office would use with a homeowner. '.repeat(4)}\n`,
        )
        .join('');
      writeFileSync(file, text.replace('\n  - type: cta', `${extra}\n  - type: cta`));
      const { print, output } = capture();
      expect(await runCheck({ root: copy.root, print, color: false })).toBe(true);
      expect(output()).toMatch(/^All content is valid/);
      expect(output()).not.toContain('warning');
    } finally {
      copy.remove();
    }
  });

  test('a first screen too heavy for the first round trip: a warning naming the page, as an annotation too', async () => {
    // Varied words, as an editor writes them (repeated text would compress to almost nothing).
    let seed = 7;
    const letter = () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26));
    const word = () => Array.from({ length: 3 + (seed % 6) }, letter).join('');
    const long = Array.from({ length: 48 }, () => `      - ${Array.from({ length: 60 }, word).join(' ')}.`);
    const root = copyFixture({
      file: 'content/pages/replacement-windows/hurricane-windows.yaml',
      find: '    paragraphs:\n',
      replace: `    paragraphs:\n${long.join('\n')}\n`,
    });
    const { print, output } = capture();
    expect(await runCheck({ root, print, color: false, annotate: true })).toBe(true);
    const warnings = output()
      .split('\n')
      .filter((line) => /warning/.test(line));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^warning: content\/pages\/replacement-windows\/hurricane-windows\.yaml {2}the first screen of \/replacement-windows\/hurricane-windows is \d+ bytes compressed, more than the 7000/,
    );
    expect(warnings[1]).toMatch(/^::warning file=content\/pages\/replacement-windows\/hurricane-windows\.yaml::the first screen of/);
  });
});

describe('--production: ready to go live', () => {
  const ready = {
    PUBLIC_URL: 'https://www.harborlightwindows.com',
    MAIL_FROM: '"Harbor Light Windows" <website@harborlightwindows.com>',
    SMTP_URL: 'smtps://website:secret@smtp.mailprovider.net:465',
    DKIM_DOMAIN: 'harborlightwindows.com',
  };

  test('a site made ready, with its settings: true, and it says so', async () => {
    const { print, output } = capture();
    expect(await runCheck({ root: copyLiveSite(), print, color: false, production: true, env: ready })).toBe(true);
    expect(output()).toMatch(
      /^All content is valid \(7 files\)\nReady to go live: nothing of a sample is left, and the production settings are made\n/,
    );
  });

  test('without DKIM it still passes, with a note on unsigned mail', async () => {
    const { print, output } = capture();
    expect(await runCheck({ root: copyLiveSite(), print, color: false, production: true, env: { ...ready, DKIM_DOMAIN: '' } })).toBe(true);
    expect(output()).toContain('\nnote: DKIM is not set up, so the e-mails go out unsigned and more often land in spam');
    expect(output()).toContain('Ready to go live');
  });

  test('the same site without its settings: false, each variable named with what to set', async () => {
    const { print, output } = capture();
    expect(await runCheck({ root: copyLiveSite(), print, color: false, production: true, env: { PUBLIC_URL: 'http://10.0.0.5' } })).toBe(
      false,
    );
    const named = output()
      .split('\n')
      .filter((line) => /^[A-Z_]+ {2}/.test(line));
    expect(named).toEqual([
      'PUBLIC_URL  is http://10.0.0.5, not an https address',
      'MAIL_FROM  is not set, so the e-mails would come from no-reply@localhost, which mail servers refuse',
      'SMTP_URL  is not set, so every e-mail would only be written to a file in DATA_DIR/outbox',
    ]);
    expect(output()).toContain('hint: Serve the site over HTTPS (a reverse proxy can) and set PUBLIC_URL to its https:// address.');
    expect(output()).toContain('3 settings to make before going live');
  });

  test('settings still on example domains are named too', async () => {
    const { print, output } = capture();
    const env = {
      ...ready,
      MAIL_FROM: 'web@example.com',
      STAFF_EMAILS: 'a@harborlightwindows.com, b@office.test',
      DKIM_DOMAIN: 'example.org',
    };
    expect(await runCheck({ root: copyLiveSite(), print, color: false, production: true, env })).toBe(false);
    expect(output()).toContain('MAIL_FROM  is web@example.com, not an address on a real domain');
    expect(output()).toContain('STAFF_EMAILS  holds b@office.test, on an example domain');
    expect(output()).toContain('DKIM_DOMAIN  is example.org, an example domain');
  });

  test('the sample: false, its marks with file, line and fix; without --production it passes', async () => {
    const root = copyFixture();
    const { print, output } = capture();
    expect(await runCheck({ root, print, color: false, production: true, env: ready })).toBe(false);
    expect(output()).toContain("content/site.yaml:2:7  The sample's business name 'Sample Windows & Doors' is still here");
    expect(output()).toContain("hint: Write your own business's name (sample.name in content/site.yaml says which name is the sample's).");
    expect(output()).toMatch(/10 errors in 1 file\nChecked 7 files/);
    expect(await runCheck({ root, print: () => {}, color: false })).toBe(true);
  });

  test('`npm run check -- --production` reads the settings from .env, as the server does', { timeout: 120_000 }, () => {
    const root = copyLiveSite({ file: '.env', find: null, replace: `PUBLIC_URL=${ready.PUBLIC_URL}\nSMTP_URL=${ready.SMTP_URL}\n` });
    const run = spawnSync(
      process.execPath,
      [join(project, 'node_modules/tsx/dist/cli.mjs'), ...tsconfig, join(project, 'scripts/check.ts'), '--production'],
      { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
    );
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n').filter((line) => /^[A-Z_]+ {2}/.test(line))).toEqual([
      'MAIL_FROM  is not set, so the e-mails would come from no-reply@localhost, which mail servers refuse',
    ]);
  });
});
