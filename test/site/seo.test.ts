// Search and sharing data of every built site, all from its site.yaml and page YAML: sitemap, robots.txt, Open
// Graph and Twitter tags, schema.org JSON-LD (the business on the home page, breadcrumbs on nested pages).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpeningHours } from '../../src/content/types';
import { readBrandFiles } from '../../src/images/brand-images';
import { seasonValidity, type SeasonValidity } from '../../src/renderer/season-validity';
import { builtHtmlPath as builtIn, parseHtml } from '../support/built-site';
import { builtContent, siteBuild, siteBuilds } from '../support/site-builds';
import { startSite, type RunningSite } from '../support/site-server';
import { profilesElsewhere } from '../../src/site/profiles';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

describe.each(siteBuilds)('$name', (build) => {
  const content = builtContent(build);
  const { site } = content;
  // Every page in every language the site speaks: each is built, indexed and canonical at its own address.
  const pages = [...content.pages, ...Object.values(content.translations).flatMap((language) => language.pages)];
  const { distClient } = build;
  const builtHtmlPath = (route: string) => builtIn(route, distClient);
  const absolute = (path: string) => new URL(path, site.url).href;
  const brandFiles = readBrandFiles(join(distClient, '../brand.json'));
  if (!brandFiles) throw new Error('the build wrote no brand.json');
  const sharingImage = absolute(brandFiles.sharingImage.src);

  let server: RunningSite;

  beforeAll(async () => {
    server = await startSite({}, { root: build.root });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('sitemap.xml and robots.txt', () => {
    const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8');
    const locs = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1] ?? '');

    test('the sitemap lists exactly the canonical address of every indexable page, once', () => {
      expect(sitemap).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"( xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml")?>/,
      );
      const indexable = pages.filter((p) => !p.page.noindex);
      expect([...locs].sort()).toEqual(indexable.map((p) => absolute(p.route)).sort());
      for (const page of pages) {
        const canonical = parseHtml(readFileSync(builtHtmlPath(page.route), 'utf8')).head.querySelector('link[rel="canonical"]');
        expect(canonical?.getAttribute('href')).toBe(absolute(page.route));
      }
    });

    test('no sitemap address is a redirect or the not-found page: each answers 200 with an indexable page', async () => {
      const redirects = site.redirects.map((r) => absolute(r.from));
      for (const loc of locs) {
        expect(redirects).not.toContain(loc);
        const response = await fetch(`${server.url}${new URL(loc).pathname}`, { redirect: 'manual' });
        expect({ loc, status: response.status }).toEqual({ loc, status: 200 });
        const doc = parseHtml(await response.text());
        expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
        expect(doc.head.querySelector('meta[http-equiv="refresh"]')).toBeNull();
      }
    });

    test('robots.txt allows crawling and names the sitemap by its absolute address', async () => {
      const response = await fetch(`${server.url}/robots.txt`);
      expect(response.status).toBe(200);
      const robots = await response.text();
      expect(robots).toMatch(/^User-agent: \*$/m);
      expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
      expect(robots).toMatch(new RegExp(`^Sitemap: ${escapeRegExp(absolute('/sitemap.xml'))}$`, 'm'));
    });
  });

  describe.each(pages.map((p) => [p.route, p] as const))('%s', (route, entry) => {
    const doc = parseHtml(readFileSync(builtHtmlPath(route), 'utf8'));
    const head = doc.head;
    const meta = (attr: 'property' | 'name', key: string) => head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content');

    test('has Open Graph and Twitter tags in <head> matching the page', () => {
      const title = entry.title;
      const image = sharingImage;
      expect({
        'og:title': meta('property', 'og:title'),
        'og:description': meta('property', 'og:description'),
        'og:url': meta('property', 'og:url'),
        'og:image': meta('property', 'og:image'),
        'og:type': meta('property', 'og:type'),
        'og:site_name': meta('property', 'og:site_name'),
        'twitter:card': meta('name', 'twitter:card'),
        'twitter:title': meta('name', 'twitter:title'),
        'twitter:description': meta('name', 'twitter:description'),
        'twitter:image': meta('name', 'twitter:image'),
      }).toEqual({
        'og:title': title,
        'og:description': entry.page.description,
        'og:url': absolute(route),
        'og:image': image,
        'og:type': 'website',
        'og:site_name': site.name,
        'twitter:card': 'summary_large_image',
        'twitter:title': title,
        'twitter:description': entry.page.description,
        'twitter:image': image,
      });
      // The sharing image is a file the build publishes.
      expect(existsSync(join(distClient, new URL(image).pathname))).toBe(true);
      // Nothing of this leaked into <body>.
      expect(doc.body.querySelector('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')).toBeNull();
    });

    test('its JSON-LD blocks parse and are schema.org data', () => {
      for (const data of jsonLd(doc)) expect(data['@context']).toBe('https://schema.org');
    });

    // The main language's trail, by its addresses; another language's is src/renderer/page-language.test.ts's.
    if (content.pages.includes(entry))
      test(route.split('/').length > 2 ? 'has a breadcrumb trail Home > section > page' : 'has no breadcrumb trail (top level)', () => {
        const trails = jsonLd(doc).filter((d) => d['@type'] === 'BreadcrumbList');
        const parts = route.split('/').filter(Boolean);
        if (parts.length < 2) {
          expect(trails).toEqual([]);
          return;
        }
        expect(trails).toHaveLength(1);
        const routes = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
        expect(trails[0]?.itemListElement).toEqual(
          routes.map((r, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: r === '/' ? 'Home' : pages.find((p) => p.route === r)?.page.title,
            item: absolute(r),
          })),
        );
      });
  });

  describe('the business (JSON-LD on the home page)', () => {
    const home = parseHtml(readFileSync(builtHtmlPath('/'), 'utf8'));
    const business = jsonLd(home).find(
      (d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('HomeAndConstructionBusiness'),
    );

    test("is a home-and-construction business of the site's own trade, with the site.yaml facts", () => {
      expect(business).toBeDefined();
      expect(business).toMatchObject({
        '@type': ['HomeAndConstructionBusiness', site.businessType],
        name: site.name,
        url: absolute('/'),
        image: sharingImage,
        // The logo, or without one the icon made for phones.
        logo: absolute(brandFiles.logo?.src ?? brandFiles.touchIcon),
        email: site.email,
        foundingDate: String(site.founded),
        // International format of the primary number.
        telephone: `+1${site.phone.primary.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`,
        hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: site.license },
        sameAs: profilesElsewhere(site).map((s) => s.url),
      });
    });

    test('serves every city of site.yaml', () => {
      const cities = [...site.serviceAreas.primary.map((each) => each.town), ...site.serviceAreas.additional];
      expect(business?.areaServed).toEqual(cities.map((name) => ({ '@type': 'City', name: `${name}, ${site.state}` })));
    });

    test('has opening hours for the days with hours, none for emergency-only days, and each season dated', () => {
      const open = (hours: OpeningHours[], dates?: SeasonValidity) =>
        hours
          .filter((h) => h.opens && h.closes)
          .map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
            opens: h.opens,
            closes: h.closes,
            ...dates,
          }));
      // In a season, its days without hours are closed (00:00 to 00:00), so that the usual week does not hold on them.
      const closed = (hours: OpeningHours[], dates: SeasonValidity) => {
        const days = weekdays.filter((day) => !hours.some((h) => h.opens && h.days.includes(day)));
        return days.length === 0
          ? []
          : [
              {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: days.map((d) => `https://schema.org/${d}`),
                opens: '00:00',
                closes: '00:00',
                ...dates,
              },
            ];
      };
      const seasons = (site.seasonalHours ?? []).flatMap((season) => {
        const dates = seasonValidity(season, new Date());
        return [...open(season.hours, dates), ...closed(season.hours, dates)];
      });
      expect(business?.openingHoursSpecification).toEqual([...open(site.hours), ...seasons]);
      const closedDays = site.hours.filter((h) => !h.opens).flatMap((h) => h.days);
      const usual = JSON.stringify((business?.openingHoursSpecification as object[]).filter((spec) => !('validFrom' in spec)));
      for (const day of closedDays) expect(usual).not.toContain(day);
    });

    test('claims nothing site.yaml does not say (no invented price range or rating)', () => {
      expect(business).not.toHaveProperty('priceRange');
      expect(business).not.toHaveProperty('aggregateRating');
    });
  });
});

// Titles and descriptions are the editor's words, and a page may be kept out of search results or not: the fixture
// sites are written to hold what search results reward, so that these checks see the pages render it.
describe.each(siteBuilds.filter((build) => build.name !== 'sample'))('$name, as search results show it', (build) => {
  const { pages } = builtContent(build);
  const builtHtmlPath = (route: string) => builtIn(route, build.distClient);

  test('has a page kept out of search results, which the sitemap leaves out', () => {
    const sitemap = readFileSync(join(build.distClient, 'sitemap.xml'), 'utf8');
    const hidden = pages.filter((p) => p.page.noindex);
    expect(hidden.length).toBeGreaterThan(0);
    for (const page of hidden) expect(sitemap).not.toContain(`<loc>${new URL(page.route, builtContent(build).site.url).href}</loc>`);
  });

  test('every title is at most 70 characters (search results cut longer ones short)', () => {
    const long = pages.map((p) => p.title).filter((title) => title.length > 70);
    expect(long).toEqual([]);
  });

  test('every page has its own title and description', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { route } of pages) {
      const head = parseHtml(readFileSync(builtHtmlPath(route), 'utf8')).head;
      titles.add(head.querySelector('title')?.textContent ?? '');
      descriptions.add(head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });
});

// Summer hours and a closed holiday across New Year, as the plumber's site.yaml writes them, with the dates they hold.
test("the plumber's seasonal hours are in its business data, each with the dates it holds", () => {
  const plumber = siteBuild('plumber-site');
  const home = parseHtml(readFileSync(builtIn('/', plumber.distClient), 'utf8'));
  const business = jsonLd(home).find((data) => 'openingHoursSpecification' in data);
  const dated = (business?.openingHoursSpecification as Record<string, unknown>[]).filter((spec) => 'validFrom' in spec);
  const days = (...names: string[]) => names.map((day) => `https://schema.org/${day}`);
  const summer = seasonValidity({ from: '06-01', to: '08-31' }, new Date());
  const holidays = seasonValidity({ from: '12-24', to: '01-01' }, new Date());
  expect(Number(holidays.validThrough.slice(0, 4))).toBe(Number(holidays.validFrom.slice(0, 4)) + 1);
  const spec = { '@type': 'OpeningHoursSpecification' };
  expect(dated).toEqual([
    { ...spec, dayOfWeek: days('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'), opens: '05:30', closes: '14:00', ...summer },
    { ...spec, dayOfWeek: days('Saturday', 'Sunday'), opens: '00:00', closes: '00:00', ...summer },
    { ...spec, dayOfWeek: days(...weekdays), opens: '00:00', closes: '00:00', ...holidays },
  ]);
});

function jsonLd(doc: Document): Record<string, unknown>[] {
  return Array.from(
    doc.head.querySelectorAll('script[type="application/ld+json"]'),
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
