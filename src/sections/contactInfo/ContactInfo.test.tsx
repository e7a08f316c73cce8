import { describe, expect, it } from 'vitest';
import { telHref } from '../../site/phone';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { ContactInfo, type ContactItem } from './ContactInfo';

const items: ContactItem[] = [
  { icon: 'phone', title: 'Call Us', text: '(239) 555-0142', link: { label: 'Call Now', call: 'primary' } },
  { icon: 'mail', title: 'Email Us', text: 'office@example.com', link: { label: 'Send an email', href: 'mailto:office@example.com' } },
  {
    icon: 'map-pin',
    title: 'Service Areas',
    text: 'Lee and Collier counties',
    link: { label: 'See all areas', href: '/service-areas', style: 'outline' },
  },
  { icon: 'clock', title: 'Emergency Service', text: 'Sunday: emergency calls only.' },
];

describe('ContactInfo', () => {
  const { root } = renderForTest(<ContactInfo type="contactInfo" heading="Get in Touch" items={items} />);

  it('renders a card per item with an <h3> title and its text', () => {
    expect(root.querySelector('h2')!.textContent).toBe('Get in Touch');
    const cards = root.querySelectorAll('.contact-info-grid > li');
    expect(cards).toHaveLength(4);
    expect(Array.from(cards, (c) => c.querySelector('h3')!.textContent)).toEqual(items.map((i) => i.title));
    expect(Array.from(cards, (c) => c.querySelector('.contact-info-text')!.textContent)).toEqual(items.map((i) => i.text));
    expect(cards[3]!.querySelector('a')).toBeNull();
  });

  it('turns a call into a tel: button, a styled link into a button and a plain link into a text link', () => {
    const cards = root.querySelectorAll('.contact-info-grid > li');
    const call = cards[0]!.querySelector('a')!;
    expect(call.getAttribute('href')).toBe(telHref(testSite.phone.primary));
    expect(call.classList.contains('mantine-Button-root')).toBe(true);
    const mail = cards[1]!.querySelector('a')!;
    expect(mail.getAttribute('href')).toBe('mailto:office@example.com');
    expect(mail.classList.contains('mantine-Anchor-root')).toBe(true);
    const areas = cards[2]!.querySelector('a')!;
    expect(areas.getAttribute('href')).toBe('/service-areas');
    expect(areas.dataset.variant).toBe('outline');
  });

  it('without a heading makes the card titles <h2>', () => {
    const { root: bare } = renderForTest(<ContactInfo items={items} />);
    expect(bare.querySelectorAll('h2')).toHaveLength(4);
    expect(bare.querySelector('h3')).toBeNull();
    expect(bare.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });
});
