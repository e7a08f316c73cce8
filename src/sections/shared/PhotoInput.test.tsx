import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { PhotoInput } from './PhotoInput';

const words = testSite.messages.photos;

describe('PhotoInput', () => {
  const { root } = renderForTest(<PhotoInput words={words} queue={{ current: undefined }} />);
  const input = root.querySelector('input')!;

  it('is a real file input that posts every chosen photo without JavaScript', () => {
    expect([input.type, input.name, input.multiple, input.accept]).toEqual(['file', 'photos', true, 'image/*']);
    expect(root.querySelectorAll('input')).toHaveLength(1);
  });

  it('is named by the button drawn for it, which its label opens', () => {
    const label = root.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(root.querySelector(`[id="${input.getAttribute('aria-labelledby')}"]`)!.textContent).toBe(words.choose);
    expect(label.textContent).toBe(words.choose);
  });

  it('is a group named by the field label, its hint describing the input', () => {
    const group = root.querySelector('[role="group"]')!;
    expect(root.querySelector(`[id="${group.getAttribute('aria-labelledby')}"]`)!.textContent).toBe(words.label);
    expect(root.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`)!.textContent).toBe(words.hint);
  });

  it('shows no list before a photo is chosen, and holds its count line empty, ready to be heard when it changes', () => {
    expect(root.querySelector('ul, img')).toBeNull();
    const status = root.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
  });
});
