import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { loadContent } from './load';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { runCheck } from '../../scripts/check';

afterAll(removeCopies);

async function check(root: string): Promise<{ ok: boolean; output: string }> {
  const lines: string[] = [];
  const ok = await runCheck({ root, print: (text) => lines.push(text), color: false });
  return { ok, output: lines.join('\n') };
}

test('a brand colour too light for white text and links is refused: the colour, its ratio and a darker one', async () => {
  const root = copyFixture({ file: 'content/site.yaml', find: 'color: "#2b6cb0"', replace: 'color: "#fab005"' });
  const { ok, output } = await check(root);
  expect(ok).toBe(false);
  const [line] = output.split('\n').filter((each) => each.includes('brand colour'));
  expect(line).toMatch(/^content\/site\.yaml:\d+:10 {2}The brand colour #fab005 is too light to read: .* reach 1\.\d\d:1$/);
  expect(output).toContain('expected: at least 4.5:1 (WCAG AA, for buttons and links)');
  expect(output).toMatch(/hint: Choose a darker colour, e\.g\. #[0-9a-f]{6} \(the same colour darkened just enough: 4\.\d\d:1\)\./);
  expect(output).toMatch(/1 error in 1 file/);
});

test('a brand colour dark enough passes', async () => {
  const root = copyFixture({ file: 'content/site.yaml', find: 'color: "#2b6cb0"', replace: 'color: "#237032"' });
  expect((await check(root)).ok).toBe(true);
});

test('a logo that is not in the images folder: its path and the nearest file there', async () => {
  const root = copyFixture({
    file: 'content/site.yaml',
    find: 'color: "#2b6cb0"\n',
    replace: 'color: "#2b6cb0"\n  logo: /images/hom.svg\n',
  });
  const { ok, output } = await check(root);
  expect(ok).toBe(false);
  expect(output).toMatch(/content\/site\.yaml:\d+:9 {2}The picture '\/images\/hom\.svg' is not in the images folder/);
  expect(output).toContain("hint: Did you mean '/images/home.svg'?");
});

test('a sharing picture smaller than 1200 x 630 and an icon that is not square: warnings with the sizes, the check passes', async () => {
  const small = await sharp({ create: { width: 600, height: 315, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  const wide = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  const root = copyFixture(
    { file: 'content/images/og.png', find: null, replace: small },
    { file: 'content/images/icon.png', find: null, replace: wide },
    { file: 'content/site.yaml', find: 'color: "#2b6cb0"\n', replace: 'color: "#2b6cb0"\n  favicon: /images/icon.png\n' },
  );
  const result = await loadContent({ root });
  expect(result.ok).toBe(true);
  expect(result.warnings.map((warning) => [warning.keyPath, warning.message])).toEqual([
    [
      'brand.favicon',
      "The icon '/images/icon.png' is 300 x 200 pixels: browsers show icons square, so it will be shrunk to fit with empty sides",
    ],
    [
      'brand.sharingImage',
      "The sharing picture '/images/og.png' is 600 x 315 pixels: social sites show smaller ones as a thumbnail, or blurred",
    ],
  ]);
});
