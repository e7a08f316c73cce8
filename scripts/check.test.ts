import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { copyFixture, removeCopies } from '../src/content/fixture-copy';
import { runCheck } from './check';

const project = join(dirname(fileURLToPath(import.meta.url)), '..');
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

test('`npm run check` exits 1 on an error and prints it', () => {
  const root = copyFixture({ file: 'content/pages/index.yaml', find: 'style: outline', replace: 'style: outlined' });
  const run = spawnSync(process.execPath, [join(project, 'node_modules/tsx/dist/cli.mjs'), join(project, 'scripts/check.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("content/pages/index.yaml:18:16  'outlined' is not an allowed value for 'style'");
  expect(run.stdout).not.toContain('\u001b[');
});
