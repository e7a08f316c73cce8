import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/support/render-section';
import { Steps } from './Steps';

describe('Steps', () => {
  const titles = ['Consultation', 'Design', 'Installation', 'Final Walkthrough'];
  const { root } = renderForTest(
    <Steps type="steps" id="our-process" heading="Our Process" items={titles.map((title) => ({ title, description: `${title} text.` }))} />,
  );

  it('is an ordered list numbered 1..n with <h3> titles', () => {
    const list = root.querySelector('ol')!;
    const items = list.querySelectorAll(':scope > li');
    expect(items).toHaveLength(4);
    expect(Array.from(items, (li) => li.querySelector('.steps-number')!.textContent)).toEqual(['1', '2', '3', '4']);
    expect(Array.from(items, (li) => li.querySelector('h3')!.textContent)).toEqual(titles);
    expect(list.getAttribute('data-count')).toBe('4');
  });

  it('hides the visual numbers from screen readers, which count list items themselves', () => {
    root.querySelectorAll('.steps-number').forEach((n) => expect(n.getAttribute('aria-hidden')).toBe('true'));
  });

  it('is labelled by its heading and reachable by its anchor', () => {
    const section = root.querySelector('section')!;
    expect(section.id).toBe('our-process');
    expect(section.getAttribute('aria-labelledby')).toBe('our-process-heading');
    expect(root.querySelector('h2')!.id).toBe('our-process-heading');
  });
});
