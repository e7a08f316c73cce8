import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { TextSection } from './Text';

describe('TextSection', () => {
  const image = { src: '/images/glass.svg', alt: 'Laminated glass', width: 800, height: 600 };
  const { root } = renderForTest(
    <TextSection
      type="text"
      id="about-impact-glass"
      heading="What Are Hurricane Windows?"
      paragraphs={['First paragraph.', 'Second paragraph.']}
      bullets={['Blocks 99% of UV', 'Lower insurance', 'Quieter rooms']}
      image={image}
    />,
  );

  it('labels the section with its <h2>', () => {
    const section = root.querySelector('section')!;
    const h2 = root.querySelector('h2')!;
    expect(h2.textContent).toBe('What Are Hurricane Windows?');
    expect(section.id).toBe('about-impact-glass');
    expect(section.getAttribute('aria-labelledby')).toBe(h2.id);
  });

  it('renders every paragraph and bullet in order', () => {
    expect(Array.from(root.querySelectorAll('p'), (p) => p.textContent)).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(Array.from(root.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Blocks 99% of UV',
      'Lower insurance',
      'Quieter rooms',
    ]);
  });

  it('loads its picture lazily with its size', () => {
    const img = root.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['800', '600', 'Laminated glass']);
  });

  it('marks the highlight tone and leaves out missing bullets and picture', () => {
    const { root: plain } = renderForTest(<TextSection heading="Warranty" paragraphs={['Two years.']} tone="highlight" />);
    expect(plain.querySelector('.text-section-body')!.getAttribute('data-tone')).toBe('highlight');
    expect(plain.querySelector('ul, img')).toBeNull();
    expect(root.querySelector('.text-section-body')!.getAttribute('data-tone')).toBe('default');
  });
});
