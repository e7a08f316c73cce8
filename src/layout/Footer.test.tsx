import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../test/support/render-section';
import { Footer } from './Footer';

describe('Footer', () => {
  it("links the business's profiles elsewhere under their heading", () => {
    const { root } = renderForTest(<Footer />);
    const links = [...root.querySelectorAll('.site-footer-social a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([...testSite.social!, ...testSite.reviewSites!].map((each) => each.url));
  });

  it('has no column for them when site.yaml lists none', () => {
    const { root } = renderForTest(<Footer />, {}, { site: { ...testSite, social: undefined, reviewSites: undefined } });
    expect(root.querySelector('.site-footer-social')).toBeNull();
    expect(root.querySelector('.site-footer')?.textContent ?? root.textContent).toContain(testSite.license);
  });
});
