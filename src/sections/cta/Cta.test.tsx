import { describe, expect, it } from 'vitest';
import { telHref } from '../../site/phone';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { Cta } from './Cta';

describe('Cta', () => {
  const { root } = renderForTest(
    <Cta
      type="cta"
      heading="Ready to Protect Your Home?"
      text="Free estimates."
      actions={[
        { label: 'Schedule Free Consultation', href: '/contact' },
        { label: 'Call (239) 555-0142', call: 'primary', style: 'outline' },
      ]}
    />,
  );

  it('is a section labelled by its <h2>', () => {
    const h2 = root.querySelector('h2')!;
    expect(h2.textContent).toBe('Ready to Protect Your Home?');
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(root.querySelector('.cta-text')!.textContent).toBe('Free estimates.');
  });

  it('links to the contact page and dials the primary number, in light-on-dark styles', () => {
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/contact', telHref(testSite.phone.primary)]);
    expect(links.map((a) => a.dataset.variant)).toEqual(['white', 'outline']);
    expect(links[1]!.getAttribute('style')).toContain('--button-color:white');
  });
});
