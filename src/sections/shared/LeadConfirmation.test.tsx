import { describe, expect, it } from 'vitest';
import { createPhotoQueue } from '../../forms/photos/photo-queue';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { aroundPhone, choiceLabel, LeadConfirmation, type SentRequest } from './LeadConfirmation';

const words = testSite.messages.confirmation;
const phone = { label: testSite.phone.primary, href: 'tel:+12395550100' };

function render(sent: SentRequest) {
  const { root } = renderForTest(
    <LeadConfirmation sent={sent} words={words} photoWords={testSite.messages.photos} phone={phone} onAnother={() => {}} />,
  );
  return root;
}

describe('LeadConfirmation', () => {
  it('is a region named by its heading, which can take the focus', () => {
    const root = render({ name: 'Ana Ruiz', email: 'ana@example.com' });
    const heading = root.querySelector('h3')!;
    expect(heading.textContent).toBe('Request received');
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('lists what was received in the words of content, leaving out what was not chosen', () => {
    const pairs = (root: HTMLElement) =>
      Array.from(root.querySelectorAll('dl > div'), (row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(pairs(render({ name: 'Ana Ruiz', email: 'ana@example.com', service: 'Hurricane Windows', town: 'Naples' }))).toEqual([
      ['Your name', 'Ana Ruiz'],
      ['Your e-mail', 'ana@example.com'],
      ['Work', 'Hurricane Windows'],
      ['City', 'Naples'],
    ]);
    expect(pairs(render({ name: 'Ana Ruiz', email: 'ana@example.com' }))).toEqual([
      ['Your name', 'Ana Ruiz'],
      ['Your e-mail', 'ana@example.com'],
    ]);
  });

  it('says what happens next and offers the phone as a tap-to-call link inside its sentence', () => {
    const root = render({ name: 'Ana Ruiz', email: 'ana@example.com' });
    expect(root.textContent).toContain('We call back within 24 hours.');
    const link = root.querySelector('a')!;
    expect([link.getAttribute('href'), link.textContent, link.parentElement!.textContent]).toEqual([
      'tel:+12395550100',
      '(239) 555-0100',
      'Or call (239) 555-0100 now.',
    ]);
    expect(root.querySelector('button')!.textContent).toBe('New request');
  });

  it('counts photos only for a request that had some', () => {
    const queue = createPhotoQueue(testSite.messages.photos);
    expect(render({ name: 'Ana Ruiz', email: 'ana@example.com', photos: queue }).querySelector('[role="status"]')).toBeNull();
  });
});

describe('aroundPhone', () => {
  it('splits the call text at the number, or puts the number after a text without it', () => {
    expect(aroundPhone('Or call (239) 555-0100 now.', '(239) 555-0100')).toEqual(['Or call ', ' now.']);
    expect(aroundPhone('Call us:', '(239) 555-0100')).toEqual(['Call us: ', '']);
  });
});

describe('choiceLabel', () => {
  const towns = [{ value: 'naples', label: 'Naples' }];
  it('names a chosen value as its select showed it, a value it lacks as it is, and nothing chosen as absent', () => {
    expect([
      choiceLabel(towns, 'naples'),
      choiceLabel(towns, 'Pivot Doors'),
      choiceLabel(towns, ''),
      choiceLabel(towns, undefined),
    ]).toEqual(['Naples', 'Pivot Doors', undefined, undefined]);
  });
});
