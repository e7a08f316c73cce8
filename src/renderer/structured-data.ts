export { businessJsonLd, homePageJsonLd, breadcrumbJsonLd };
export type { TrailPage };

import type { OpeningHours, Page, Site } from '../content/types';
import { profilesElsewhere } from '../site/profiles';
import { telHref } from '../site/phone';
import type { SeasonValidity } from './season-validity';

type Day = OpeningHours['days'][number];

// The days as the schema names them, in the week's order.
const days: readonly Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * schema.org data for the business, from site.yaml (in the page's language) and the brand's built files (absent while
 * editing); `seasons`: the dates of each of site.yaml's seasonal hours, in their order; a site in several languages
 * says the business speaks each.
 */
function businessJsonLd(
  site: Site,
  image: string | undefined,
  logo: string | undefined,
  seasons: readonly SeasonValidity[],
): Record<string, unknown> {
  const languages = site.languages && site.languages.length > 1 ? site.languages : undefined;
  return {
    '@context': 'https://schema.org',
    // The trade's own type beside the general one, which search engines know best.
    '@type': site.businessType === 'HomeAndConstructionBusiness' ? site.businessType : ['HomeAndConstructionBusiness', site.businessType],
    '@id': businessId(site),
    name: site.name,
    url: new URL('/', site.url).href,
    image,
    logo,
    // International format, as search engines prefer: +12395550142.
    telephone: telHref(site.phone.primary).slice('tel:'.length),
    email: site.email,
    foundingDate: String(site.founded),
    address: { '@type': 'PostalAddress', addressLocality: site.defaultCity, addressRegion: site.state, addressCountry: 'US' },
    areaServed: [...site.serviceAreas.primary.map((each) => each.town), ...site.serviceAreas.additional].map((name) => ({
      '@type': 'City',
      name: `${name}, ${site.state}`,
    })),
    // The usual week, then each season's, which holds between its dates in place of it.
    openingHoursSpecification: [
      ...weekHours(site.hours),
      ...(site.seasonalHours ?? []).flatMap((season, i) => (seasons[i] ? weekHours(season.hours, seasons[i]) : [])),
    ],
    hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: site.license },
    sameAs: profilesElsewhere(site).map((s) => s.url),
    knowsLanguage: languages,
    contactPoint: languages && {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: telHref(site.phone.primary).slice('tel:'.length),
      availableLanguage: languages,
    },
  };
}

/**
 * A language's home page as a page of its own (its address, its language), about the one business: every language's
 * home names the same business node, so search engines see one business with a home page in each language.
 */
function homePageJsonLd(site: Site, route: string, title: string, language: string): Record<string, unknown> {
  const url = new URL(route, site.url).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: title,
    inLanguage: language,
    about: { '@id': businessId(site) },
  };
}

/** The business's one name for search engines, the same on every language's pages. */
function businessId(site: Pick<Site, 'url'>): string {
  return `${new URL('/', site.url).href}#business`;
}

/**
 * A week's hours: the days with hours. Within a season, its other days are closed (opens and closes at 00:00, as
 * search engines read a closed day), or the usual week's hours would hold on them; in the usual week, they are left out.
 */
function weekHours(hours: readonly OpeningHours[], season?: SeasonValidity): Record<string, unknown>[] {
  const open = hours.filter((h) => h.opens && h.closes);
  const specs = open.map((h) => ({ dayOfWeek: h.days, opens: h.opens, closes: h.closes }));
  const openDays = new Set(open.flatMap((h) => h.days));
  const closed = days.filter((day) => !openDays.has(day));
  if (season && closed.length > 0) specs.push({ dayOfWeek: closed, opens: '00:00', closes: '00:00' });
  return specs.map(({ dayOfWeek, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: dayOfWeek.map((day) => `https://schema.org/${day}`),
    opens,
    closes,
    ...season,
  }));
}

/** One step of the breadcrumb trail, with its page when there is one (its title names the step). */
interface TrailPage {
  route: string;
  page?: Pick<Page, 'title'>;
}

/** Home > parent > page, for nested pages: `trail` holds the steps from the home page; undefined on top-level pages. */
function breadcrumbJsonLd(site: Site, trail: readonly TrailPage[], home: string): Record<string, unknown> | undefined {
  if (trail.length < 3) return undefined;
  const items = trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: i === 0 ? home : (step.page?.title ?? step.route),
    item: new URL(step.route, site.url).href,
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
}
