import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { Reviews } from './Reviews';

describe('Reviews', () => {
  const { root, html } = renderForTest(<Reviews type="reviews" heading="What Our Customers Say" />);

  it('offers the fallback link of site.yaml while no widget has loaded', () => {
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(testSite.reviews!.fallbackUrl);
    expect(link.textContent).toBe(testSite.reviews!.fallbackLabel);
  });

  it('holds the widget settings for the script that loads it, and loads no script itself', () => {
    const box = root.querySelector('.reviews-widget')!;
    expect(box.getAttribute('data-reviews-widget')).toBe(testSite.reviews!.widgetId);
    expect(box.getAttribute('data-script-src')).toBe(testSite.reviews!.scriptUrl);
    expect(html).not.toContain('<script');
  });

  it('is labelled by its <h2>', () => {
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
  });
});
