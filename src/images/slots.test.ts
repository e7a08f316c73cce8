import { expect, test } from 'vitest';
import { variantWidths } from './slots';

test('variant widths stop at the widest the slots draw, and never upscale a small picture', () => {
  expect(variantWidths(4032, ['hero'])).toEqual([360, 480, 680, 800, 960, 1280]);
  expect(variantWidths(4032, ['gallery', 'compare'])).toEqual([360, 480, 680, 800, 960, 1280, 1600]);
  expect(variantWidths(4032, ['projects'])).toEqual([360, 480, 540]);
  // 1000 px wide: its own width is the last step, and 960 (too close to it to be worth a file) is left out.
  expect(variantWidths(1000, ['compare'])).toEqual([360, 480, 680, 800, 1000]);
  expect(variantWidths(300, ['card'])).toEqual([300]);
});
