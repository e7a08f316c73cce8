import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Cards, quoteHref } from './Cards';

const items = [
  {
    title: 'Windows',
    description: 'Impact windows.',
    image: { src: '/images/windows.svg', alt: 'New windows', width: 800, height: 600 },
    link: { label: 'Learn More', href: '/windows' },
    tags: ['Impact-rated', 'Energy Star'],
  },
  { title: 'Sliding & Patio Doors', description: 'Doors to the lanai.', link: { label: 'Learn More', href: '/doors' } },
  { title: 'Entry & Front Doors', description: 'A grand welcome.' },
];

describe('Cards', () => {
  const { root } = renderForTest(
    <Cards type="cards" heading="Our Services" intro="What we install." items={items} quoteLabel="Get a Quote" columns={3} />,
  );

  it('has an <h2> and one <h3> per card', () => {
    expect(root.querySelector('h2')!.textContent).toBe('Our Services');
    expect(Array.from(root.querySelectorAll('li h3'), (h) => h.textContent)).toEqual(items.map((i) => i.title));
    expect(root.querySelector('.cards-grid')!.getAttribute('data-columns')).toBe('3');
  });

  it('adds a quote link per card with the URL-encoded title', () => {
    const quotes = Array.from(root.querySelectorAll('a')).filter((a) => a.textContent!.startsWith('Get a Quote'));
    expect(quotes.map((a) => a.getAttribute('href'))).toEqual([
      '/contact?service=Windows',
      '/contact?service=Sliding%20%26%20Patio%20Doors',
      '/contact?service=Entry%20%26%20Front%20Doors',
    ]);
    expect(quoteHref('Bay & Bow / Picture?')).toBe('/contact?service=Bay%20%26%20Bow%20%2F%20Picture%3F');
  });

  it('links cards that have a link, naming the card for screen readers', () => {
    const learn = Array.from(root.querySelectorAll('a')).filter((a) => a.textContent!.startsWith('Learn More'));
    expect(learn.map((a) => a.getAttribute('href'))).toEqual(['/windows', '/doors']);
    expect(learn[1]!.textContent).toBe('Learn More: Sliding & Patio Doors');
  });

  it('names the card once when the link already says it', () => {
    const town = [{ title: 'Lakewood', description: 'Ranch homes.', link: { label: 'Get a Quote in Lakewood', href: '/contact' } }];
    const { root: towns } = renderForTest(<Cards heading="Towns" items={town} />);
    expect(towns.querySelector('a')!.textContent).toBe('Get a Quote in Lakewood');
  });

  it('shows tags and a lazy picture', () => {
    expect(Array.from(root.querySelectorAll('.cards-tag'), (t) => t.textContent)).toEqual(['Impact-rated', 'Energy Star']);
    const img = root.querySelector('img')!;
    expect([img.getAttribute('loading'), img.getAttribute('decoding'), img.getAttribute('width')]).toEqual(['lazy', 'async', '800']);
  });

  it('has no quote links without quoteLabel and defaults to three columns', () => {
    const { root: plain } = renderForTest(<Cards heading="Styles" items={items} />);
    expect(Array.from(plain.querySelectorAll('a')).some((a) => a.getAttribute('href')!.startsWith('/contact'))).toBe(false);
    expect(plain.querySelector('.cards-grid')!.getAttribute('data-columns')).toBe('3');
  });
});
