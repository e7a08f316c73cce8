import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import type { PictureEntry } from './manifest';
import { Picture, type PictureImage } from './Picture';
import { slots } from './slots';

const variants = (format: string) => [360, 720].map((width) => ({ url: `/assets/images/p-abc-${width}.${format}`, width }));
const entry: PictureEntry = {
  width: 1600,
  height: 1200,
  placeholder: 'data:image/webp;base64,AAAA',
  color: '#4a7b9d',
  avif: variants('avif'),
  webp: variants('webp'),
  fallback: { type: 'image/jpeg', variants: variants('jpg') },
};
const photo: PictureImage = { src: '/images/p.jpg', alt: 'A new door', width: 800, height: 600, picture: entry };

function render(element: React.ReactElement): HTMLElement {
  const { document } = new Window();
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(element);
  return root as unknown as HTMLElement;
}

describe('Picture', () => {
  test("a built photo: AVIF, then WebP, then JPEG, each with the slot's sizes; the size given in the content", () => {
    const root = render(<Picture image={photo} slot="card" className="cards-image" />);
    const sources = Array.from(root.querySelectorAll('picture > source'));
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '/assets/images/p-abc-360.avif 360w, /assets/images/p-abc-720.avif 720w', slots.card.sizes],
      ['image/webp', '/assets/images/p-abc-360.webp 360w, /assets/images/p-abc-720.webp 720w', slots.card.sizes],
    ]);
    const img = root.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/assets/images/p-abc-720.jpg');
    expect(img.getAttribute('srcset')).toBe('/assets/images/p-abc-360.jpg 360w, /assets/images/p-abc-720.jpg 720w');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['800', '600', 'A new door']);
    expect(img.getAttribute('class')).toBe('cards-image');
    // Lazy (the default): the picture's colour until it arrives.
    expect(img.getAttribute('style')).toBe('background-color:#4a7b9d');
  });

  test('on the first screen the blurred preview fills the space; further down the colour does', () => {
    const style = (loading: 'lazy' | 'urgent' | 'eager') =>
      render(<Picture image={photo} slot="hero" loading={loading} />)
        .querySelector('img')!
        .getAttribute('style');
    expect(style('eager')).toContain('url(data:image/webp;base64,AAAA)');
    expect(style('urgent')).toContain('url(data:image/webp;base64,AAAA)');
    expect(style('lazy')).not.toContain('url(');
  });

  test('below the fold it loads lazily; the largest paint at high priority; eager but not the largest at low', () => {
    const attributes = (loading: 'lazy' | 'urgent' | 'eager') => {
      const img = render(<Picture image={photo} slot="hero" loading={loading} />).querySelector('img')!;
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')];
    };
    expect(attributes('lazy')).toEqual(['lazy', null, 'async']);
    expect(attributes('urgent')).toEqual(['eager', 'high', 'async']);
    expect(attributes('eager')).toEqual(['eager', 'low', 'async']);
  });

  test('a transparent PNG gets no preview behind it (it would show through)', () => {
    const png = { ...photo, picture: { ...entry, fallback: { type: 'image/png' as const, variants: variants('png') } } };
    const img = render(<Picture image={png} slot="card" />).querySelector('img')!;
    expect(img.hasAttribute('style')).toBe(false);
    expect(img.getAttribute('srcset')).toContain('.png 720w');
  });

  test('an SVG (no variants) is one <img> of the file as it is', () => {
    const root = render(<Picture image={{ src: '/images/a.svg', alt: 'A drawing', width: 800, height: 600 }} slot="card" />);
    expect(root.querySelector('picture')).toBeNull();
    const img = root.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('loading')]).toEqual(['/images/a.svg', '800', 'lazy']);
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
