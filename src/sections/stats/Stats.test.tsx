import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Stats } from './Stats';

const items = [
  { value: '500+', label: 'Customers' },
  { value: '15+', label: 'Years' },
  { value: '200+ mph', label: 'Wind rating' },
];

describe('Stats', () => {
  it('pairs each label (term) with its value (description)', () => {
    const { root } = renderForTest(<Stats type="stats" heading="By the Numbers" items={items} />);
    expect(Array.from(root.querySelectorAll('dt'), (dt) => dt.textContent)).toEqual(['Customers', 'Years', 'Wind rating']);
    expect(Array.from(root.querySelectorAll('dd'), (dd) => dd.textContent)).toEqual(['500+', '15+', '200+ mph']);
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
  });

  it('without a heading has no <h2> and no dangling label reference', () => {
    const { root } = renderForTest(<Stats items={items} />);
    expect(root.querySelector('h2')).toBeNull();
    expect(root.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });
});
