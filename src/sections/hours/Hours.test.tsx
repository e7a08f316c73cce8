import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { Hours } from './Hours';

describe('Hours', () => {
  const { root } = renderForTest(<Hours type="hours" heading="Business Hours" />);

  it('lists the opening hours of site.yaml as label/time pairs', () => {
    expect(Array.from(root.querySelectorAll('dt'), (dt) => dt.textContent)).toEqual(testSite.hours.map((h) => h.label));
    expect(Array.from(root.querySelectorAll('dd'), (dd) => dd.textContent)).toEqual(testSite.hours.map((h) => h.text));
    expect(testSite.hours.length).toBeGreaterThan(1);
  });

  it('is labelled by its <h2>', () => {
    const h2 = root.querySelector('h2')!;
    expect(h2.textContent).toBe('Business Hours');
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(h2.id);
  });
});
