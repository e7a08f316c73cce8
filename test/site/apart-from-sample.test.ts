// A business built from its own content carries nothing of the sample's: no word of its trade, region, name, phones,
// towns or addresses in any built page, script, stylesheet, drawing or feed, and none of its pictures.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { markedAsSample, sampleFacts, sampleWords } from '../support/sample-vocabulary';
import { siteBuilds } from '../support/site-builds';

// Files a visitor's browser or a search engine reads as text; the rest are pictures and fonts, compared by content.
const textFiles = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
const compressed = new Set(['.br', '.gz']);

const [sample, ...fixtures] = siteBuilds;

describe.each(fixtures)('$name, built from its own content', (build) => {
  const files = builtFiles(build.distClient);

  test('names no word and no fact of the sample business in any built text', () => {
    // A word the fixture's own content says is its own (a roofer's impact-rated shingles).
    const own = ownText(build.root);
    const patterns = [...sampleWords, ...sampleFacts(sample!.root)].filter((pattern) => !pattern.test(own));
    const texts = files.filter((file) => textFiles.has(extname(file)));
    // Its pages and their scripts were read.
    expect(texts.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(3);
    expect(texts.some((file) => file.endsWith('.js'))).toBe(true);
    const found = texts.flatMap((file) => {
      const text = readFileSync(join(build.distClient, file), 'utf8');
      // Minified scripts name their variables in capitals: a state's code is looked for in text only.
      const wanted = file.endsWith('.js') ? patterns.filter((pattern) => pattern.source !== String.raw`\bFL\b`) : patterns;
      return wanted.flatMap((pattern) => {
        const match = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g').exec(text);
        return match ? [`${file}: "${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}"`] : [];
      });
    });
    expect(found).toEqual([]);
  });

  test("holds none of the sample's pictures", () => {
    // Without its `sample:` marks content/ is a real business's, no longer the sample: none of its pictures to keep out
    // (it may even have started from a copy of this fixture).
    const samplePictures = new Map(
      markedAsSample(sample!.root)
        ? builtFiles(sample!.distClient)
            .filter((file) => !textFiles.has(extname(file)))
            .map((file) => [digest(join(sample!.distClient, file)), file])
        : [],
    );
    const pictures = files.filter((file) => !textFiles.has(extname(file)));
    expect(pictures.length).toBeGreaterThan(0);
    const same = pictures.flatMap((file) => {
      const twin = samplePictures.get(digest(join(build.distClient, file)));
      return twin ? [`${file} is the sample's ${twin}`] : [];
    });
    expect(same).toEqual([]);
  });
});

/** Every file under `dist` (the build's files for visitors, or a content folder), compressed copies aside. */
function builtFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !compressed.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name).slice(dist.length + 1));
}

/** Every YAML file of the site's content, as one text. */
function ownText(root: string): string {
  return builtFiles(join(root, 'content'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => readFileSync(join(root, 'content', file), 'utf8'))
    .join('\n');
}

function digest(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
