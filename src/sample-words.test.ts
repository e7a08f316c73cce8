// The product speaks to any home-service business: no word of the sample's trade or region in its code's messages
// and comments, nor in the help its schemas give editors. The sample's words belong in content/ and the fixtures.
// Its tests run on fixture sites: the site suite and its support name none of the sample's own facts, so that an
// edit of content/ that passes the check cannot fail them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cityValue } from './content/town-value';
import { loadContentSync } from './content/load';
import { fixtureRoot } from '../test/support/fixture-sites';

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
    const facts = sampleFacts();
    // The facts were read: the sample's name, a phone, its towns and the routes only it has.
    expect(facts.length).toBeGreaterThan(10);
    const found = ['test/site', 'test/support'].flatMap((folder) => linesWith(folder, (path) => /\.tsx?$/.test(path), facts, []));
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

/**
 * What only the sample business says, read from content/ now (so a renamed town or a new phone is still found): its
 * name, region and license, its phones in any writing, its towns (as written and as a lead stores them), and its
 * routes and moved addresses that no fixture site has.
 */
function sampleFacts(): RegExp[] {
  const sample = loadContentSync({ root });
  if (!sample.ok) throw new Error('the sample content does not validate');
  const { site, pages } = sample.content;
  const fixtureRoutes = new Set(
    (['roofer-site', 'plumber-site'] as const).flatMap((name) => {
      const fixture = loadContentSync({ root: fixtureRoot(name) });
      if (!fixture.ok) throw new Error(`the fixture site ${name} does not validate`);
      return [...fixture.content.pages.map((page) => page.route), ...fixture.content.site.redirects.map((r) => r.from)];
    }),
  );
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = (text: string) => new RegExp(`\\b${literal(text).replace(/&/g, '(?:&|&amp;)')}\\b`, 'i');
  const towns = [...site.serviceAreas.primary.map((each) => each.town), ...site.serviceAreas.additional];
  const phones = [site.phone.primary, site.phone.secondary].filter((phone): phone is string => Boolean(phone));
  const routes = [...pages.map((page) => page.route), ...site.redirects.map((r) => r.from)].filter((route) => !fixtureRoutes.has(route));
  return [
    ...[site.name, site.region, site.license].map(words),
    // (239) 555-0142, 239-555-0142, 239.555.0142, +1 239 555 0142, 2395550142.
    ...phones.map((phone) => {
      const digits = phone.replace(/\D/g, '').slice(-10);
      return new RegExp([digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].join('[^\\d\\n]{0,2}'));
    }),
    ...towns.flatMap((town) => [words(town), words(cityValue(town))]),
    // As an address: not inside a longer path segment or a file's name.
    ...routes.map((route) => new RegExp(`(?<![\\w.-])${literal(route)}(?![\\w.-])`)),
  ];
}
