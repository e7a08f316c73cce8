// The build of a site in two languages (the plumber fixture): every page in each language, its not-found page beside
// its pages, a sitemap with every alternate; the sample, in one language, has none of it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContentSync } from '../../src/content/load';
import { siteBuild } from '../support/site-builds';

const plumber = siteBuild('plumber-site');
const loaded = loadContentSync({ root: plumber.root });
if (!loaded.ok) throw new Error('the plumber fixture has content errors');
const content = loaded.content;
const url = content.site.url;

describe('the build of a site in two languages', () => {
  test('writes every page of each language, and the Spanish not-found page as es/404.html', () => {
    const routes = [...content.pages, ...content.translations.es!.pages].map((p) => p.route);
    const missing = routes.filter((route) => !existsSync(join(plumber.distClient, route, 'index.html')));
    expect(missing).toEqual([]);
    expect(readFileSync(join(plumber.distClient, 'es/404.html'), 'utf8')).toMatch(/^<!DOCTYPE html><html lang="es"/);
    expect(existsSync(join(plumber.distClient, 'es/404'))).toBe(false);
  });

  test('lists each page in each language in the sitemap, with every alternate and x-default', () => {
    const xml = readFileSync(join(plumber.distClient, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>${url}${loc}</loc>`));
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${url}/water-heaters/tankless"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${url}/es/calentadores-de-agua/sin-tanque"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url}/water-heaters/tankless"/>`,
    ].join('');
    expect(entry('/water-heaters/tankless')).toContain(alternates);
    expect(entry('/es/calentadores-de-agua/sin-tanque')).toContain(alternates);
    const indexed = [...content.pages, ...content.translations.es!.pages].filter((p) => !p.page.noindex);
    expect(xml.match(/<url>/g)).toHaveLength(indexed.length);
  });

  test('a site in one language has no alternates, no switcher and English pages', () => {
    const roofer = siteBuild('roofer-site');
    const home = readFileSync(join(roofer.distClient, 'index.html'), 'utf8');
    expect(home).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(home).not.toContain('hreflang');
    expect(readFileSync(join(roofer.distClient, 'sitemap.xml'), 'utf8')).not.toContain('xhtml');
  });
});
