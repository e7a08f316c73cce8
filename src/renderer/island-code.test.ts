import { expect, test } from 'vitest';
import type { ClientManifest } from './client-manifest';
import { islandChunks } from './island-code';

// The shape of a real build: the loader imports a helper, and loads React and each island later.
const manifest: ClientManifest = {
  'src/islands/client.ts': {
    file: 'islands.js',
    imports: ['_helper.js'],
    dynamicImports: ['src/layout/Menu.tsx', 'src/forms/Form.tsx', 'react-dom.js', 'src/x/enhance.ts'],
  },
  '_helper.js': { file: 'helper.js' },
  'react-dom.js': { file: 'react-dom.js', imports: ['_helper.js'] },
  'src/x/enhance.ts': { file: 'enhance.js' },
  'src/layout/Menu.tsx': { file: 'menu.js', imports: ['_shared.js'] },
  'src/forms/Form.tsx': { file: 'form.js', imports: ['_shared.js', '_inputs.js'], dynamicImports: ['src/forms/send.ts'] },
  'src/forms/send.ts': { file: 'send.js', imports: ['src/islands/client.ts'] },
  '_shared.js': { file: 'shared.js' },
  '_inputs.js': { file: 'inputs.js' },
};

test('a page gets the loader, its helpers, and only the chunks of its own islands', () => {
  expect(islandChunks(manifest, ['Menu', 'Form'], ['Menu'])?.sort()).toEqual(
    ['islands.js', 'helper.js', 'react-dom.js', 'enhance.js', 'menu.js', 'shared.js'].sort(),
  );
});

test("an island's later imports count, and a way back to the loader does not pull in other islands", () => {
  expect(islandChunks(manifest, ['Menu', 'Form'], ['Form'])?.sort()).toEqual(
    ['islands.js', 'helper.js', 'react-dom.js', 'enhance.js', 'form.js', 'shared.js', 'inputs.js', 'send.js'].sort(),
  );
});

test('an island without a chunk of its name gives up (the caller keeps all CSS)', () => {
  expect(islandChunks(manifest, ['Menu', 'Gallery'], ['Menu'])).toBeUndefined();
});
