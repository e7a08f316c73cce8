import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Options } from './Options';

const colors = ['White', 'Bronze', 'Black', 'Almond', 'Sandstone', 'Clay', 'Gray', 'Green', 'Blue', 'Red', 'Ivory', 'Silver'];

describe('Options', () => {
  const { root } = renderForTest(
    <Options
      type="options"
      heading="Window Options"
      groups={[
        { title: 'Frame Materials', description: 'Built for salt air.', items: ['Aluminum', 'Vinyl'] },
        { title: 'Frame Colors', items: colors },
      ]}
    />,
  );

  it('renders each group with an <h3>, its description and its options', () => {
    expect(root.querySelector('h2')!.textContent).toBe('Window Options');
    const cards = root.querySelectorAll('.options-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('h3')!.textContent).toBe('Frame Materials');
    expect(cards[0]!.querySelector('.options-description')!.textContent).toBe('Built for salt air.');
    expect(Array.from(cards[0]!.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Aluminum', 'Vinyl']);
    expect(cards[1]!.querySelectorAll('li')).toHaveLength(12);
    expect(cards[1]!.querySelector('.options-description')).toBeNull();
  });

  it('flows only long lists into columns', () => {
    const lists = root.querySelectorAll('ul');
    expect(lists[0]!.hasAttribute('data-columns')).toBe(false);
    expect(lists[1]!.hasAttribute('data-columns')).toBe(true);
  });
});
