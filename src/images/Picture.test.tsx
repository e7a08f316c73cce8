import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import type { PictureEntry } from './manifest';
import { Picture, type PictureImage } from './Picture';
import { slots } from './slots';

const entry: PictureEntry = {
  base: '/assets/images/p-abc',
  widths: [360, 680, 1280, 1600],
  fallback: 'jpg',
  color: '#47a',
};
const photo: PictureImage = { src: '/images/p.jpg', alt: 'A new door', width: 800, height: 600, picture: entry };

function render(element: React.ReactElement): HTMLElement {
  const { document } = new Window();
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(element);
  return root as unknown as HTMLElement;
}

describe('Picture', () => {
  test("a built photo: AVIF, then WebP, each with the slot's widths and sizes; one JPEG for the rest; the content's size", () => {
    const root = render(<Picture image={photo} slot="card" className="cards-image" />);
    const sources = Array.from(root.querySelectorAll('picture > source'));
    // A card is drawn at most 960 px wide: its list stops at the first width that covers it (1280), not at 1600.
    const list = (format: string) => [360, 680, 1280].map((width) => `/assets/images/p-abc-${width}.${format} ${width}w`).join(', ');
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', list('avif'), slots.card.sizes],
      ['image/webp', list('webp'), slots.card.sizes],
    ]);
    const img = root.querySelector('picture > img')!;
    // Browsers without AVIF and WebP read no srcset of their own: one JPEG wide enough for a card on a phone (640).
    expect(img.getAttribute('src')).toBe('/assets/images/p-abc-680.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['800', '600', 'A new door']);
    expect(img.getAttribute('class')).toBe('cards-image');
    // Lazy (the default): the picture's colour until it arrives.
    expect(img.getAttribute('style')).toBe('background:#47a');
  });

  test('each slot lists the widths it can draw: a thumbnail its small ones, the comparison all of them', () => {
    const widths = (slot: 'gallery' | 'compare' | 'hero') =>
      render(<Picture image={photo} slot={slot} />)
        .querySelector('source')!
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths('gallery')).toEqual([360, 680]);
    expect(widths('hero')).toEqual([360, 680, 1280]);
    expect(widths('compare')).toEqual([360, 680, 1280, 1600]);
    const fallback = (slot: 'gallery' | 'compare' | 'hero') =>
      render(<Picture image={photo} slot={slot} />)
        .querySelector('img')!
        .getAttribute('src');
    expect([fallback('gallery'), fallback('hero'), fallback('compare')]).toEqual([
      '/assets/images/p-abc-360.jpg',
      '/assets/images/p-abc-1280.jpg',
      '/assets/images/p-abc-1280.jpg',
    ]);
  });

  test('its dominant colour fills its place until it arrives, on the first screen as further down', () => {
    const style = (loading: 'lazy' | 'urgent' | 'eager') =>
      render(<Picture image={photo} slot="hero" loading={loading} />)
        .querySelector('img')!
        .getAttribute('style');
    // No image (a data: preview) to decode and lay out before the first paint.
    expect(style('eager')).toBe('background:#47a');
    expect(style('urgent')).toBe('background:#47a');
    expect(style('lazy')).toBe('background:#47a');
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

  test('a transparent PNG gets no colour behind it (it would show through)', () => {
    const png = { ...photo, picture: { ...entry, fallback: 'png' as const } };
    const img = render(<Picture image={png} slot="card" />).querySelector('img')!;
    expect(img.hasAttribute('style')).toBe(false);
    expect(img.getAttribute('src')).toBe('/assets/images/p-abc-680.png');
  });

  test('an SVG (no variants) is one <img> of the file as it is', () => {
    const root = render(<Picture image={{ src: '/images/a.svg', alt: 'A drawing', width: 800, height: 600 }} slot="card" />);
    expect(root.querySelector('picture')).toBeNull();
    const img = root.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('loading')]).toEqual(['/images/a.svg', '800', 'lazy']);
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
