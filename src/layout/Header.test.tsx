import { describe, expect, it } from 'vitest';
import type { BrandFiles } from '../brand/files';
import { renderForTest, testSite } from '../../test/support/render-section';
import { Header } from './Header';

const brandFiles: BrandFiles = {
  icon: '/assets/brand/icon-32.png',
  touchIcon: '/assets/brand/icon-180.png',
  sharingImage: { src: '/assets/brand/sharing.png', width: 1200, height: 630 },
  logo: { src: '/assets/brand/logo.svg', width: 160, height: 40 },
};

describe('Header', () => {
  // null: a site without a logo.
  function brandLink(site = testSite, files: BrandFiles | null = brandFiles) {
    const { root } = renderForTest(<Header quoteHref="/contact" />, {}, { site, brandFiles: files ?? undefined });
    return root.querySelector<HTMLAnchorElement>('.site-header-brand')!;
  }

  it('writes the name beside the logo, the logo silent to screen readers', () => {
    const link = brandLink();
    expect(link.textContent).toBe(testSite.name);
    expect(link.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('shows a logo that spells the name alone, named by the name', () => {
    const link = brandLink({ ...testSite, brand: { ...testSite.brand, logoShowsName: true } });
    expect(link.textContent).toBe('');
    expect(link.querySelector('img')!.getAttribute('alt')).toBe(testSite.name);
  });

  it('writes the name when there is no logo, whatever the brand says of it', () => {
    const link = brandLink({ ...testSite, brand: { ...testSite.brand, logoShowsName: true } }, null);
    expect(link.textContent).toBe(testSite.name);
    expect(link.querySelector('img')).toBeNull();
  });
});
