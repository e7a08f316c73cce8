// Test support: what only the sample business (content/) says, to show that the product and the sites built for its
// tests say none of it. This file alone names the sample's trade and region.
export { sampleWords, sampleFacts, markedAsSample };

import { loadContentSync } from '../../src/content/load';
import { cityValue } from '../../src/content/town-value';
import type { LoadedContent } from '../../src/content/types';
import { fixtureRoot } from './fixture-sites';

// The sample business: a window and door contractor in Southwest Florida, its towns, its area code.
const sampleWords = [
  /\b(windows|doors|hurricanes?|lanais?|impact-rated|retractable screens?|storm shutters?)\b/i,
  /\b(florida|swfl|lee county|collier|cape coral|fort myers|naples|bonita springs|estero|lehigh acres|sanibel)\b/i,
  /\b(pine island|marco island|punta gorda|port charlotte|golden gate)\b/i,
  /\bFL\b/,
  /\(239\)|\b239-\d/,
];

// The fixture sites the site suite builds and names: a fact they share with the sample is theirs too.
const namedFixtures = ['roofer-site', 'plumber-site'] as const;

/**
 * What only the sample business at `root` says, read from its content now (so a renamed town or a new phone is still
 * found): its name, region and license, its phones in any writing, its towns (as written and as a lead stores them),
 * and its routes and moved addresses. What a fixture site says too is left out, whoever the sample's business is;
 * none once the content has become a real business's.
 */
function sampleFacts(root: string): RegExp[] {
  // Without its `sample:` marks the content is a real business: no longer the sample, it has no facts to keep out.
  if (!markedAsSample(root)) return [];
  const sample = facts(load(root));
  const shared = new Set(namedFixtures.flatMap((name) => facts(load(fixtureRoot(name)))).map((fact) => fact.source));
  return sample.filter((fact) => !shared.has(fact.source));
}

/** Whether the content at `root` still carries the sample's marks (site.yaml `sample:`). */
function markedAsSample(root: string): boolean {
  return Boolean(load(root).site.sample);
}

function load(root: string): LoadedContent {
  const loaded = loadContentSync({ root });
  if (!loaded.ok) throw new Error(`the content at ${root} does not validate`);
  return loaded.content;
}

function facts({ site, pages }: LoadedContent): RegExp[] {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = (text: string) => new RegExp(`\\b${literal(text).replace(/&/g, '(?:&|&amp;)')}\\b`, 'i');
  const towns = [...site.serviceAreas.primary.map((each) => each.town), ...site.serviceAreas.additional];
  const phones = [site.phone.primary, site.phone.secondary].filter((phone): phone is string => Boolean(phone));
  const routes = [...pages.map((page) => page.route), ...site.redirects.map((r) => r.from)];
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
