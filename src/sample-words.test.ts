// The product speaks to any home-service business: no word of the sample's trade or region in its code's messages
// and comments, nor in the help its schemas give editors. The sample's words belong in content/ and the fixtures.
// Its tests run on fixture sites: the site suite and its support name none of the sample's own facts, so that an
// edit of content/ that passes the check cannot fail them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markedAsSample, sampleFacts, sampleWords } from '../test/support/sample-vocabulary';

const root = fileURLToPath(new URL('..', import.meta.url));

// In the schemas' help a window or a door is the sample's trade; in code, `window` is the browser's and the
// server's "doors" are its ways in.
const schemaWords = [/\b(window|door)\b/i];

/** A line a rule lets through, in one file. */
interface Allowed {
  file: string;
  line: RegExp;
}

// Words that are not the sample's: every state's name, and the Windows of a push service's host.
const notTheSample: Allowed[] = [
  { file: 'src/server/visits/us-states.ts', line: /^ {2}FL: 'Florida',$/ },
  { file: 'src/server/speed/push-endpoint.ts', line: /Edge on Windows|notify\.windows\.com/ },
];

describe('the product, apart from the sample', () => {
  it('names no word of the sample business in src/, in the schemas or in the page new-page writes', () => {
    // Tests hold their fixtures' words as data; the rule is about the product and its help.
    const product = (path: string) => /\.(ts|tsx|css|json)$/.test(path) && !/\.test\.tsx?$/.test(path);
    // The page `npm run new-page` writes is the product's too.
    const newPage = (path: string) => /\.(ts|yaml)$/.test(path);
    const found = [
      ...linesWith('src', product, sampleWords, notTheSample),
      ...linesWith('schema', product, [...sampleWords, ...schemaWords], notTheSample),
      ...linesWith('scripts/new-page', newPage, [...sampleWords, ...schemaWords], notTheSample),
    ];
    expect(found).toEqual([]);
  });

  it("names none of the sample's own facts in the site suite or its support: they run on fixture sites", () => {
    const facts = sampleFacts(root);
    // While content/ is the sample, its facts were read: at least its name and its phone. Once it is a real
    // business's (no `sample:` marks), a town or a phone a test shares with it is a coincidence, not a dependence.
    if (markedAsSample(root)) expect(facts.length).toBeGreaterThan(1);
    else expect(facts).toEqual([]);
    // The sample's vocabulary is the one file that names it.
    const suite = (path: string) => /\.tsx?$/.test(path) && path !== 'test/support/sample-vocabulary.ts';
    const found = ['test/site', 'test/support'].flatMap((folder) => linesWith(folder, suite, facts, []));
    expect(found).toEqual([]);
  });
});

/** `file:line: word` for each line of the folder's files (those `wanted`) that holds one of the patterns. */
function linesWith(folder: string, wanted: (path: string) => boolean, patterns: readonly RegExp[], allowed: readonly Allowed[]): string[] {
  const found: string[] = [];
  for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
    const path = `${folder}/${file.split('\\').join('/')}`;
    if (!wanted(path)) continue;
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const word = patterns.map((pattern) => pattern.exec(line)?.[0]).find(Boolean);
        if (!word || allowed.some((each) => each.file === path && each.line.test(line))) return;
        found.push(`${path}:${index + 1}: ${word}`);
      });
  }
  return found;
}
