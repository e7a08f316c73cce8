import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { Areas, mapPageUrl } from './Areas';

const primary = testSite.serviceAreas.primary.map((each) => each.town);

const listed = (root: HTMLElement) => Array.from(root.querySelectorAll('.areas-list li'), (li) => li.textContent);

describe('Areas', () => {
  it("lists site.yaml's service areas, main cities first, under its <h2> and has no map unless asked", () => {
    const { root } = renderForTest(<Areas type="areas" heading="Areas We Serve" />);
    expect(root.querySelector('h2')!.textContent).toBe('Areas We Serve');
    // The fixture's site.yaml: primary [Cape Coral, Naples], additional [Estero].
    expect(listed(root)).toEqual([...primary, ...testSite.serviceAreas.additional]);
    expect(listed(root)).toEqual(['Cape Coral', 'Naples', 'Estero']);
    expect(root.querySelector('[data-map-facade], iframe')).toBeNull();
  });

  it('shows only the main cities, only the other areas, or the first few', () => {
    expect(listed(renderForTest(<Areas heading="Main" show="primary" />).root)).toEqual(primary);
    expect(listed(renderForTest(<Areas heading="Also" show="additional" />).root)).toEqual(testSite.serviceAreas.additional);
    expect(listed(renderForTest(<Areas heading="Some" limit={2} />).root)).toEqual(primary.slice(0, 2));
  });

  it("with cards: true draws each main city's card from site.yaml: its highlight, ZIP codes and a quote link", () => {
    const { root } = renderForTest(<Areas heading="Main" show="primary" cards />);
    const cards = Array.from(root.querySelectorAll('.cards-item'), (card) => ({
      title: card.querySelector('h3')?.textContent,
      text: card.querySelector('.cards-description')?.textContent,
      zips: Array.from(card.querySelectorAll('.cards-tag'), (tag) => tag.textContent),
      link: card.querySelector('a')?.getAttribute('href'),
    }));
    expect(cards).toEqual(
      testSite.serviceAreas.primary.map(({ town, highlight, zips }) => ({ title: town, text: highlight, zips, link: '/contact' })),
    );
    expect(root.querySelector('.areas-list')).toBeNull();
  });

  it('with map: true renders a facade holding the embed address, a hidden load button and a working link', () => {
    const { root, html } = renderForTest(<Areas heading="Areas We Serve" map />);
    const facade = root.querySelector('[data-map-facade]')!;
    expect(facade.getAttribute('data-map-src')).toBe(testSite.map!.embedUrl);
    expect(facade.getAttribute('data-map-title')).toBe(testSite.map!.title);
    const button = facade.querySelector('button')!;
    expect(button.textContent).toBe('Load map');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('hidden')).toBe(true);
    const link = facade.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(mapPageUrl(testSite.map!.embedUrl));
    expect(link.getAttribute('href')).not.toContain('output=embed');
    expect(html).not.toContain('<iframe');
  });

  it('turns an embed address into a normal map page address', () => {
    expect(mapPageUrl('https://www.google.com/maps?q=Naples,+FL&output=embed')).toBe('https://www.google.com/maps?q=Naples%2C+FL');
    expect(mapPageUrl('https://maps.example.com/embed/123')).toBe('https://maps.example.com/embed/123');
  });
});
