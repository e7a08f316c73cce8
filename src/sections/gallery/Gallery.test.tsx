import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Gallery } from './Gallery';

const picture = (name: string, stage: string) => ({
  src: `/images/gallery/${name}-${stage}.svg`,
  alt: `${name} ${stage}`,
  width: 800,
  height: 600,
});
const items = ['kitchen', 'lanai', 'entry'].map((name) => ({
  title: `Project ${name}`,
  before: picture(name, 'before'),
  after: picture(name, 'after'),
}));

describe('Gallery', () => {
  const { root, html } = renderForTest(<Gallery type="gallery" heading="Recent Projects" items={items} />);

  it('shows every project with its before and after pictures, lazily loaded', () => {
    const projects = root.querySelectorAll('.gallery-grid > li');
    expect(projects).toHaveLength(3);
    expect(Array.from(projects, (li) => li.querySelector('h3')!.textContent)).toEqual(items.map((i) => i.title));
    const imgs = Array.from(root.querySelectorAll('img'));
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(items.flatMap((i) => [i.before.src, i.after.src]));
    imgs.forEach((img) => {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(img.getAttribute('width')).toBe('800');
      expect(img.getAttribute('height')).toBe('600');
    });
    expect(Array.from(projects[0]!.querySelectorAll('figcaption'), (c) => c.textContent)).toEqual(['Before', 'After']);
  });

  it('makes each project title a button that opens a dialog, and renders no dialog until then', () => {
    const buttons = Array.from(root.querySelectorAll('h3 > button'));
    expect(buttons.map((b) => b.textContent)).toEqual(items.map((i) => i.title));
    buttons.forEach((b) => {
      expect(b.getAttribute('type')).toBe('button');
      expect(b.getAttribute('aria-haspopup')).toBe('dialog');
    });
    expect(root.querySelector('dialog')).toBeNull();
    expect(html).not.toContain('<script');
  });

  it('is an island that wakes on interaction and carries its projects as JSON', () => {
    const island = root.querySelector('[data-island="GalleryCompare"]')!;
    expect(island.getAttribute('data-hydrate')).toBe('interaction');
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({
      items,
      titleOrder: 3,
      words: { before: 'Before', after: 'After', compare: 'Compare full screen', close: 'Close' },
    });
    expect(island.querySelector('.gallery-grid')).not.toBeNull();
  });

  it('carries built photos in its props as an address, widths and a colour', () => {
    const built = (name: string) => ({
      ...picture(name, 'before'),
      src: `/images/${name}.jpg`,
      picture: {
        base: `/assets/images/${name}-0123abcd`,
        widths: [360, 480, 680, 1600],
        fallback: 'jpg' as const,
        color: '#776',
      },
    });
    const photos = [{ title: 'Project lanai', before: built('lanai-before'), after: built('lanai-after') }];
    const { root, html } = renderForTest(<Gallery type="gallery" heading="Recent Projects" items={photos} />);
    const props = JSON.parse(root.querySelector('[data-island="GalleryCompare"]')!.getAttribute('data-props')!) as { items: typeof photos };
    expect(props.items[0]!.before.picture).toEqual(photos[0]!.before.picture);
    expect(html).not.toContain('data:image');
    // The grid's markup lists the thumbnail's widths only; 1600 is for the comparison, drawn once it is opened.
    expect(root.querySelector('.gallery-grid source')!.getAttribute('srcset')).toBe(
      '/assets/images/lanai-before-0123abcd-360.avif 360w, /assets/images/lanai-before-0123abcd-480.avif 480w, /assets/images/lanai-before-0123abcd-680.avif 680w',
    );
    expect(root.querySelector('.gallery-grid img')!.getAttribute('style')).toBe('background:#776');
  });

  it('without a heading uses <h2> project titles and no section label', () => {
    const { root } = renderForTest(<Gallery items={items} />);
    expect(root.querySelectorAll('h2')).toHaveLength(3);
    expect(root.querySelector('h3')).toBeNull();
    expect(root.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });
});
