import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { choiceLabel, cityValue, leadChoices } from './lead-choices';
import { loadContentSync } from './load';
import type { Site } from './types';

const fixture = loadContentSync({ root: fileURLToPath(new URL('../../test/fixtures/content-site', import.meta.url)) });
if (!fixture.ok) throw new Error('the fixture does not validate');
const { site, pages, choices } = fixture.content;

describe('the forms read their lists from content', () => {
  it('offers the service areas as cities, main ones first, then Other', () => {
    expect(choices.city).toEqual([
      { value: 'cape-coral', label: 'Cape Coral' },
      { value: 'naples', label: 'Naples' },
      { value: 'estero', label: 'Estero' },
      { value: 'other', label: 'Other' },
    ]);
  });

  it("offers the quote form the services of the pages that have one, named by the page's title", () => {
    expect(choices.quoteService).toEqual([
      { value: 'hurricane-windows', label: 'Hurricane Windows' },
      { value: 'other', label: 'Other' },
    ]);
    // A new page with a quote form adds its service; one page's service is listed once, in menu order.
    const quotePage = (service: string) => ({
      title: 'x',
      sections: [],
      sidebar: [{ type: 'quoteForm' as const, heading: 'Quote', service }],
    });
    const more = leadChoices(site, [
      ...pages,
      { route: '/patio-enclosures', page: { ...quotePage('patio-enclosures'), title: 'Patio Enclosures' } },
      { route: '/other-page', page: quotePage('hurricane-windows') },
      { route: '/no-service', page: quotePage('other') },
    ]);
    expect(more.quoteService.map((choice) => choice.label)).toEqual(['Hurricane Windows', 'Patio Enclosures', 'Other']);
  });

  it('takes the other lists from site.yaml formChoices', () => {
    expect(choices.projectType).toEqual(site.formChoices.projectTypes);
    expect(choices.timeline).toEqual(site.formChoices.timelines);
    expect(choices.budget).toEqual(site.formChoices.budgets);
    expect(choices.estimateService).toEqual(site.formChoices.estimateServices);
  });
});

describe('values stored with old leads keep their words', () => {
  it('names an offered choice, a retired one, and shows an unknown value as it is', () => {
    expect(choiceLabel(choices, 'city', 'naples')).toBe('Naples');
    expect(choiceLabel(choices, 'serviceType', 'hurricane-windows')).toBe('Hurricane Windows');
    expect(choiceLabel(choices, 'serviceType', 'Windows')).toBe('Windows');
    // Pine Island is no longer served: formChoices.retired keeps its name for the leads that chose it.
    expect(choices.city.map((choice) => choice.value)).not.toContain('pine-island');
    expect(choiceLabel(choices, 'city', 'pine-island')).toBe('Pine Island');
    expect(choiceLabel(choices, 'budget', 'pine-island')).toBe('pine-island');
    expect(choiceLabel(choices, 'city', 'atlantis')).toBe('atlantis');
  });

  it('stores a town as its name in lowercase words joined by dashes, as the leads already hold them', () => {
    expect(['Cape Coral', 'Fort Myers Beach', 'Bonita Springs', 'Estero'].map(cityValue)).toEqual([
      'cape-coral',
      'fort-myers-beach',
      'bonita-springs',
      'estero',
    ]);
    expect(cityValue("Port St. Lucie's")).toBe('port-st-lucie-s');
    expect(cityValue('Española')).toBe('espanola');
  });

  it('a town moved from serviceAreas to retired is no longer offered but still named', () => {
    const moved: Pick<Site, 'serviceAreas' | 'formChoices' | 'header'> = {
      ...site,
      serviceAreas: { primary: site.serviceAreas.primary, additional: [] },
      formChoices: {
        ...site.formChoices,
        retired: [...(site.formChoices.retired ?? []), { field: 'city', value: 'estero', label: 'Estero' }],
      },
    };
    const after = leadChoices(moved, pages);
    expect(after.city.map((choice) => choice.value)).toEqual(['cape-coral', 'naples', 'other']);
    expect(choiceLabel(after, 'city', 'estero')).toBe('Estero');
  });
});
