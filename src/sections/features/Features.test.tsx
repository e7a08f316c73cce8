import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Features, type FeatureItem } from './Features';

const items: FeatureItem[] = [
  { icon: 'dollar', title: 'Value', description: 'Fair prices.' },
  { icon: 'users', title: 'Service', description: 'Our own crew.' },
  { icon: 'clock', title: 'Experience', description: '15+ years.' },
  { icon: 'award', title: 'Warranty', description: '2-year labor warranty.' },
];

describe('Features', () => {
  it('lists items under the <h2> with <h3> titles and decorative icons', () => {
    const { root } = renderForTest(<Features type="features" heading="Why Choose Us" items={items} />);
    expect(root.querySelector('h2')!.textContent).toBe('Why Choose Us');
    expect(Array.from(root.querySelectorAll('h3'), (h) => h.textContent)).toEqual(['Value', 'Service', 'Experience', 'Warranty']);
    const icons = root.querySelectorAll('li svg');
    expect(icons).toHaveLength(4);
    icons.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
    expect(root.querySelector('h4')).toBeNull();
  });

  it('renders groups as <h3> with <h4> item titles', () => {
    const { root } = renderForTest(
      <Features
        heading="Why Choose Us"
        groups={[
          { heading: 'Experience & Credentials', items: items.slice(0, 2) },
          { heading: 'Customer Commitment', items: items.slice(2) },
        ]}
      />,
    );
    expect(Array.from(root.querySelectorAll('h3'), (h) => h.textContent)).toEqual(['Experience & Credentials', 'Customer Commitment']);
    expect(Array.from(root.querySelectorAll('h4'), (h) => h.textContent)).toEqual(['Value', 'Service', 'Experience', 'Warranty']);
    expect(root.querySelectorAll('.features-group')[1]!.querySelectorAll('li')).toHaveLength(2);
  });
});
