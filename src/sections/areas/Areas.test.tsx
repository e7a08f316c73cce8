import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../render-for-test';
import { Areas, mapPageUrl } from './Areas';

const cities = ['Cape Coral', 'Naples', 'Fort Myers', 'Estero', 'Bonita Springs', 'Lehigh Acres'];

describe('Areas', () => {
  it('lists the cities under its <h2> and has no map unless asked', () => {
    const { root } = renderForTest(<Areas type="areas" heading="Areas We Serve" cities={cities} />);
    expect(root.querySelector('h2')!.textContent).toBe('Areas We Serve');
    expect(Array.from(root.querySelectorAll('.areas-list li'), (li) => li.textContent)).toEqual(cities);
    expect(root.querySelector('[data-map-facade], iframe')).toBeNull();
  });

  it('with map: true renders a facade holding the embed address, a hidden load button and a working link', () => {
    const { root, html } = renderForTest(<Areas heading="Areas We Serve" cities={cities} map />);
    const facade = root.querySelector('[data-map-facade]')!;
    expect(facade.getAttribute('data-map-src')).toBe(testSite.map.embedUrl);
    expect(facade.getAttribute('data-map-title')).toBe(testSite.map.title);
    const button = facade.querySelector('button')!;
    expect(button.textContent).toBe('Load map');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('hidden')).toBe(true);
    const link = facade.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(mapPageUrl(testSite.map.embedUrl));
    expect(link.getAttribute('href')).not.toContain('output=embed');
    expect(html).not.toContain('<iframe');
  });

  it('turns an embed address into a normal map page address', () => {
    expect(mapPageUrl('https://www.google.com/maps?q=Naples,+FL&output=embed')).toBe('https://www.google.com/maps?q=Naples%2C+FL');
    expect(mapPageUrl('https://maps.example.com/embed/123')).toBe('https://maps.example.com/embed/123');
  });
});
