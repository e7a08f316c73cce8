import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Faq } from './Faq';

const items = [
  { question: 'How long does installation take?', answer: 'Most homes take 1-3 days.' },
  { question: 'Do impact windows lower insurance?', answer: 'Discounts of 10-45% are typical.' },
  { question: 'Is there a warranty?', answer: 'A 2-year labor warranty.' },
];

describe('Faq', () => {
  it('is a native exclusive accordion: <details> sharing one name, all closed, with no script', () => {
    const { root, html } = renderForTest(<Faq type="faq" id="faq" heading="Frequently Asked Questions" items={items} />);
    const details = Array.from(root.querySelectorAll('details'));
    expect(details).toHaveLength(3);
    expect(new Set(details.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq-faq']));
    expect(details.some((d) => d.hasAttribute('open'))).toBe(false);
    expect(details.map((d) => d.querySelector('summary')!.textContent)).toEqual(items.map((i) => i.question));
    expect(details.map((d) => d.querySelector('.faq-answer')!.textContent)).toEqual(items.map((i) => i.answer));
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('gives two accordions without an anchor different group names', () => {
    const { root } = renderForTest(
      <>
        <Faq heading="Windows" items={items} />
        <Faq heading="Doors" items={items} />
      </>,
    );
    const [first, second] = Array.from(root.querySelectorAll('.faq-list'), (list) =>
      Array.from(list.querySelectorAll('details'), (d) => d.getAttribute('name')),
    );
    expect(new Set(first).size).toBe(1);
    expect(new Set(second).size).toBe(1);
    expect(first![0]).toMatch(/^faq-[A-Za-z0-9]+$/);
    expect(first![0]).not.toBe(second![0]);
  });

  it('labels the section with its <h2>', () => {
    const { root } = renderForTest(<Faq heading="Questions" items={items} />);
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
  });
});
