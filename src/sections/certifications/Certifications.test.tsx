import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { Certifications } from './Certifications';

describe('Certifications', () => {
  const { root } = renderForTest(<Certifications type="certifications" heading="Licensed, Certified & Insured" intro="Check them." />);

  it('lists every badge of site.yaml with an <h3> name and its description', () => {
    const items = root.querySelectorAll('.certifications-list > li');
    expect(items).toHaveLength(testSite.certifications.length);
    expect(Array.from(items, (li) => li.querySelector('h3')!.textContent)).toEqual(testSite.certifications.map((c) => c.name));
    expect(Array.from(items, (li) => li.querySelector('p')!.textContent)).toEqual(testSite.certifications.map((c) => c.description));
  });

  it('serves the plain list: no badge hidden and the carousel controls hidden until the script wakes them', () => {
    const items = Array.from(root.querySelectorAll('.certifications-list > li'));
    expect(items.filter((li) => li.hasAttribute('inert') || li.hasAttribute('aria-hidden'))).toEqual([]);
    expect(root.querySelector('.certifications-controls')!.hasAttribute('hidden')).toBe(true);
    expect(root.querySelector('.certifications-carousel')!.hasAttribute('data-ready')).toBe(false);
    expect(root.querySelectorAll('button[aria-label^="Show badge "]')).toHaveLength(testSite.certifications.length);
  });

  it('is marked for the carousel script, which names it by the section heading', () => {
    const carousel = root.querySelector<HTMLElement>('.certifications-carousel')!;
    expect(carousel.hasAttribute('data-carousel')).toBe(true);
    expect(carousel.getAttribute('data-labelledby')).toBe(root.querySelector('h2')!.id);
    expect(root.querySelector('[data-island]')).toBeNull();
    const count = testSite.certifications.length;
    expect(Array.from(root.querySelectorAll('.certifications-slide'), (s) => s.getAttribute('data-slide-label'))).toEqual(
      testSite.certifications.map((_, index) => `${index + 1} of ${count}`),
    );
  });

  it("tints each badge's icon with its colour", () => {
    const badges = Array.from(root.querySelectorAll('.icon-badge'));
    expect(badges.map((badge) => badge.getAttribute('style'))).toEqual(
      testSite.certifications.map((c) => expect.stringContaining(`--mantine-color-${c.color}-light`)),
    );
    const badge = badges[0]!;
    expect(badge.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('is labelled by its <h2> and shows the introduction', () => {
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
    expect(root.querySelector('.section-shell-intro')!.textContent).toBe('Check them.');
  });
});
