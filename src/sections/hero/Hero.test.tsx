import { describe, expect, it } from 'vitest';
import { telHref } from '../../site/phone';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { Hero } from './Hero';

const image = { src: '/images/hero.svg', alt: 'A home with impact windows', width: 1200, height: 800 };

describe('Hero', () => {
  const { root } = renderForTest(
    <Hero
      type="hero"
      id="top"
      eyebrow="Family-owned since 2015"
      heading="Hurricane Windows in Naples"
      text="Impact windows installed by our own crew."
      image={image}
      actions={[
        { label: 'Get Free Estimate', href: '/contact' },
        { label: 'Call (239) 555-0142', call: 'primary', style: 'outline' },
        { label: 'Second line', call: 'secondary', style: 'secondary' },
      ]}
      note="Serving: Cape Coral, Naples, Fort Myers, Lee County"
    />,
  );
  const section = root.querySelector('section')!;

  it('is the page heading: one <h1> that labels the section', () => {
    const h1s = root.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(h1s[0]!.textContent).toBe('Hurricane Windows in Naples');
    expect(section.id).toBe('top');
    expect(section.getAttribute('aria-labelledby')).toBe(h1s[0]!.id);
    expect(root.querySelectorAll('h2')).toHaveLength(0);
  });

  it('renders actions as links; call actions dial the site phone numbers with the label as written', () => {
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/contact', 'Get Free Estimate'],
      [telHref(testSite.phone.primary), 'Call (239) 555-0142'],
      [telHref(testSite.phone.secondary!), 'Second line'],
    ]);
    expect(root.querySelectorAll('button')).toHaveLength(0);
    expect(links.map((a) => a.dataset.variant)).toEqual(['filled', 'outline', 'light']);
  });

  it('loads its picture at once, at low priority (the text is the largest paint), with a reserved size', () => {
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('alt')).toBe(image.alt);
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('low');
  });

  it('shows the eyebrow, text and note', () => {
    expect(root.querySelector('.hero-eyebrow')!.textContent).toBe('Family-owned since 2015');
    expect(root.querySelector('.hero-text')!.textContent).toBe('Impact windows installed by our own crew.');
    expect(root.querySelector('.hero-note')!.textContent).toBe('Serving: Cape Coral, Naples, Fort Myers, Lee County');
  });

  it('leaves out what is not given', () => {
    const bare = renderForTest(<Hero heading="Gallery" actions={[{ label: 'Contact', href: '/contact' }]} />).root;
    expect(bare.querySelector('img')).toBeNull();
    expect(bare.querySelector('.hero-eyebrow, .hero-text, .hero-note')).toBeNull();
    expect(bare.querySelector('section')!.hasAttribute('id')).toBe(false);
    expect(bare.querySelector('section')!.getAttribute('aria-labelledby')).toBe(bare.querySelector('h1')!.id);
  });
});
