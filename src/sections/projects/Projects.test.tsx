import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Projects } from './Projects';

const images = [1, 2, 3, 4].map((n) => ({ src: `/images/projects/p${n}.svg`, alt: `Project ${n}`, width: 400, height: 300 }));

describe('Projects', () => {
  const { root } = renderForTest(<Projects type="projects" heading="Recent Projects" images={images} />);

  it('shows every picture lazily with its size and text alternative', () => {
    const imgs = Array.from(root.querySelectorAll('img'));
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(images.map((i) => i.src));
    expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(images.map((i) => i.alt));
    imgs.forEach((img) => {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
    });
  });

  it('is labelled by its <h2>', () => {
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
  });
});
