import { expect, test } from 'vitest';
import { withPictures } from './attach';
import type { Manifest } from './manifest';

const manifest: Manifest = {
  '/images/drawing.svg': { file: '/assets/images/drawing-0123abcd.svg' },
  '/images/photo.jpg': { base: '/assets/images/photo-89abcdef', widths: [400, 800], fallback: 'jpg', color: '#abc' },
};

test('a picture passed through is shown at its content-named address; a photo carries its variants', () => {
  const content = {
    hero: { image: { src: '/images/drawing.svg', alt: 'A drawing', width: 800, height: 600 } },
    cards: [{ image: { src: '/images/photo.jpg', alt: 'A photo', width: 1600, height: 1200 } }],
    link: { src: '/images/drawing.svg' },
  };
  const attached = withPictures(content, manifest);
  expect(attached.hero.image).toEqual({ src: '/assets/images/drawing-0123abcd.svg', alt: 'A drawing', width: 800, height: 600 });
  expect(attached.cards[0]).toEqual({ image: { ...content.cards[0]!.image, picture: manifest['/images/photo.jpg'] } });
  // Only pictures (with their text alternative) are rewritten; the content itself is left as it was.
  expect(attached.link).toEqual({ src: '/images/drawing.svg' });
  expect(content.hero.image.src).toBe('/images/drawing.svg');
});
