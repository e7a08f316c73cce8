// The product speaks to any home-service business: no word of the sample's trade or region in its code's messages
// and comments, nor in the help its schemas give editors. The sample's words belong in content/ and the fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// The sample business: a window and door contractor in Southwest Florida, its towns, its area code.
const sampleWords = [
  /\b(windows|doors|hurricanes?|lanais?|impact-rated|retractable screens?|storm shutters?)\b/i,
  /\b(florida|swfl|lee county|collier|cape coral|fort myers|naples|bonita springs|estero|lehigh acres|sanibel)\b/i,
  /\b(pine island|marco island|punta gorda|port charlotte|golden gate)\b/i,
  /\bFL\b/,
  /\(239\)|\b239-\d/,
];
// In the schemas' help a window or a door is the sample's trade; in code, `window` is the browser's and the
// server's "doors" are its ways in.
const schemaWords = [/\b(window|door)\b/i];

// Words that are not the sample's: every state's name, and the Windows of a push service's host.
const notTheSample = [
  { file: 'src/server/visits/us-states.ts', line: /^ {2}FL: 'Florida',$/ },
  { file: 'src/server/speed/push-endpoint.ts', line: /Edge on Windows|notify\.windows\.com/ },
];

describe('the product, apart from the sample', () => {
  it('names no word of the sample business in src/ or in the schemas', () => {
    const found: string[] = [];
    for (const [folder, extra] of [
      ['src', []],
      ['schema', schemaWords],
    ] as const) {
      for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
        const path = `${folder}/${file.split('\\').join('/')}`;
        // Tests hold their fixtures' words as data; the rule is about the product and its help.
        if (!/\.(ts|tsx|css|json)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            const word = [...sampleWords, ...extra].map((pattern) => pattern.exec(line)?.[0]).find(Boolean);
            if (!word || notTheSample.some((allowed) => allowed.file === path && allowed.line.test(line))) return;
            found.push(`${path}:${index + 1}: ${word}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
