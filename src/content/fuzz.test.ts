import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, test } from 'vitest';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { formatErrors } from './format';
import { loadContent, type LoadResult } from './load';

afterAll(removeCopies);

const FILES = [
  'content/site.yaml',
  'content/pages/index.yaml',
  'content/pages/about.yaml',
  'content/pages/replacement-windows/hurricane-windows.yaml',
];
// Characters that mean something to YAML, plus a few letters, digits and a non-ASCII letter.
const YAML_CHARS = [...':-? \t\n"\'#[]{},*&!|>@`%\\', 'a', 'Z', '7', '.', 'é', '\r'];
const root = copyFixture();
const originals = new Map(FILES.map((file) => [file, readFileSync(join(root, file))]));

/** Every error names a file and a real position, and the whole set can be printed. */
function expectStructured(result: LoadResult): void {
  if (result.ok) return;
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(error.file).toMatch(/^content\//);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(error.message.length).toBeGreaterThan(0);
    // Wording comes from the error map, never from the validator (whose messages read 'must be >= 1', 'must be integer').
    expect(error.message).not.toMatch(
      /must (NOT )?(have|match)|must be ([<>]|(equal|string|integer|number|boolean|object|array|null)\b)|additional properties/,
    );
    expect(error.message).not.toBe('This file could not be checked');
  }
  expect(() => formatErrors(result.errors, { root })).not.toThrow();
}

async function loadWith(file: string, content: Uint8Array): Promise<LoadResult> {
  writeFileSync(join(root, file), content);
  try {
    return await loadContent({ root });
  } finally {
    writeFileSync(join(root, file), originals.get(file)!);
  }
}

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.string({ unit: fc.constantFrom(...YAML_CHARS), maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('swap-lines' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('indent' as const), at: fc.nat(), by: fc.integer({ min: -3, max: 3 }) }),
);

type Step = { kind: string; at: number; text?: string; length?: number; by?: number };

function mutate(text: string, steps: Step[]): string {
  let out = text;
  for (const step of steps) {
    const at = step.at % (out.length + 1);
    if (step.kind === 'insert') out = out.slice(0, at) + step.text + out.slice(at);
    else if (step.kind === 'delete') out = out.slice(0, at) + out.slice(at + (step.length ?? 1));
    else {
      const lines = out.split('\n');
      const line = step.at % lines.length;
      if (step.kind === 'swap-lines' && line + 1 < lines.length) [lines[line], lines[line + 1]] = [lines[line + 1]!, lines[line]!];
      if (step.kind === 'indent') {
        const by = step.by ?? 0;
        lines[line] = by >= 0 ? ' '.repeat(by) + lines[line] : lines[line]!.replace(new RegExp(`^ {0,${-by}}`), '');
      }
      out = lines.join('\n');
    }
  }
  return out;
}

test('mutated content: loadContent returns the content or structured errors, and never throws', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...FILES), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (file, steps) => {
      const text = mutate(originals.get(file)!.toString('utf8'), steps);
      expectStructured(await loadWith(file, Buffer.from(text)));
    }),
    { numRuns: 200 },
  );
}, 120_000);

test('random YAML-like text: structured errors, never a throw', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: fc.constantFrom(...YAML_CHARS), maxLength: 200 }), async (text) => {
      expectStructured(await loadWith('content/pages/about.yaml', Buffer.from(text)));
    }),
    { numRuns: 200 },
  );
}, 120_000);

test('random bytes: structured errors, never a throw', async () => {
  await fc.assert(
    fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
      expectStructured(await loadWith('content/pages/about.yaml', bytes));
    }),
    { numRuns: 200 },
  );
}, 120_000);

test('the fixture itself is valid, so the properties above start from good content', async () => {
  const result = await loadContent({ root });
  expect(result.ok).toBe(true);
});
