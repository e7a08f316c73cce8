import { expect, test } from 'vitest';
import { closest } from './did-you-mean';

test('did you mean: case, swapped letters, small slips, and nothing for unrelated words', () => {
  expect(closest('Hero', ['hero', 'text'])).toBe('hero');
  expect(closest('heor', ['hero', 'text'])).toBe('hero');
  expect(closest('haeding', ['heading', 'paragraphs'])).toBe('heading');
  expect(closest('colour', ['color', 'icon'])).toBe('color');
  expect(closest('layout', ['title', 'description', 'sections'])).toBeUndefined();
});
