// No English on a Spanish page of the plumber fixture's build: every text a visitor reads or hears on each Spanish
// page (its text, the names screen readers say, the words its islands show once awake) is compared with the English
// site's own texts, read the same way from its pages. A Spanish page's text that is also an English page's is English
// left behind, unless it is made of names and numbers only (the business's name, phones, license, towns, links).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { builtHtmlPath, parseHtml } from '../support/built-site';
import { builtContent, siteBuild } from '../support/site-builds';
import { profilesElsewhere } from '../../src/site/profiles';

const plumber = siteBuild('plumber-site');
const content = builtContent(plumber);
const spanish = content.translations.es!;
const { site } = content;

// The attributes whose words a visitor reads or hears: names, descriptions, and the carousel's words, which its
// script puts in place once it wakes (its kind, each badge's place, the play and pause button's words).
const wordAttributes = [
  'aria-label',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
  'data-kind',
  'data-slide-kind',
  'data-slide-label',
  'data-pause',
  'data-play',
];

// The names and numbers a page says in every language.
const facts = [
  site.name,
  site.phone.primary,
  site.phone.secondary ?? '',
  site.email,
  site.license,
  site.state,
  ...site.serviceAreas.primary.map((area) => area.town),
  ...site.serviceAreas.additional,
  ...profilesElsewhere(site).map((link) => link.name),
].filter(Boolean);

// Words the fixture's Spanish shares with its English, written the same in both languages.
const sameInBoth = new Set(['Gas', 'Extras', 'No']);

// The facts a form island carries beside its words: the key and values sent (the page's own service among them), the
// names staff read, a retired choice (kept to read old leads, never shown).
const factKeys = new Set(['key', 'value', 'listLabel', 'kind', 'names', 'serviceType', 'service']);

/** Every text a visitor of the built page reads or hears, each once. */
function visitorTexts(route: string): Set<string> {
  const doc = parseHtml(readFileSync(builtHtmlPath(route, plumber.distClient), 'utf8'));
  const texts = new Set<string>();
  const pageLanguage = doc.documentElement.lang;
  const add = (text: string | null | undefined) => {
    const trimmed = text?.replace(/\s+/g, ' ').trim();
    if (trimmed) texts.add(trimmed);
  };
  add(doc.title);
  add(doc.querySelector('meta[name="description"]')?.getAttribute('content'));
  const walk = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'head') return;
    // A link to the page in another language is named in that language, and says so with its lang.
    const lang = element.getAttribute('lang');
    if (lang && lang !== pageLanguage) return;
    for (const name of wordAttributes) add(element.getAttribute(name));
    // An island's words travel in its props and show once it wakes (the gallery's dialog, the menu's buttons).
    const props = element.getAttribute('data-props');
    if (props) for (const text of propTexts(JSON.parse(props) as unknown)) add(text);
    // A <wbr> (a place an e-mail address may break) joins the text around it: one text, as it reads.
    let run = '';
    for (const node of element.childNodes) {
      if (node.nodeType === 3) run += node.textContent ?? '';
      else if (node.nodeType === 1 && (node as Element).tagName.toLowerCase() !== 'wbr') {
        add(run);
        run = '';
        walk(node as Element);
      }
    }
    add(run);
  };
  walk(doc.documentElement);
  return texts;
}

/** The strings of an island's props that read as words: addresses, codes and identifiers left out. */
function propTexts(value: unknown): string[] {
  if (typeof value === 'string') return /\s|[A-Z]/.test(value) && !/^(\/|https?:|tel:|mailto:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(propTexts);
  if (typeof value === 'object' && value !== null) {
    if ('retired' in value && value.retired === true) return [];
    return Object.entries(value).flatMap(([key, item]) => (factKeys.has(key) ? [] : propTexts(item)));
  }
  return [];
}

/** True when a text says something beyond names and numbers. */
function hasWords(text: string): boolean {
  let rest = text;
  for (const fact of facts) rest = rest.split(fact).join(' ');
  return /\p{L}{2,}/u.test(rest);
}

const englishTexts = new Set([...content.pages.map((page) => page.route), '/404'].flatMap((route) => [...visitorTexts(route)]));
const spanishRoutes = [...spanish.pages.map((page) => page.route), spanish.notFound.route];

describe('no English on a Spanish page', () => {
  test('the Spanish site has its pages and the English texts were read', () => {
    expect(spanishRoutes.length).toBeGreaterThanOrEqual(8);
    // The comparison means something: the English pages' own words, from their menus to their islands' props.
    for (const text of ['Skip to main content', 'Before', 'Load map', 'Open menu', 'Pause']) expect(englishTexts).toContain(text);
  });

  test.each(spanishRoutes)('%s says nothing in English', (route) => {
    const texts = visitorTexts(route);
    expect(texts.size).toBeGreaterThan(20);
    const english = [...texts].filter((text) => englishTexts.has(text) && hasWords(text) && !sameInBoth.has(text));
    expect(english).toEqual([]);
  });
});
