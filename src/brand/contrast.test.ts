import { describe, expect, it } from 'vitest';
import chroma from 'chroma-js';
import { brandWording } from '../content/error-map';
import { minimumContrast, textContrast } from './contrast';
import { brandPalette } from './palette';
import { brandShade } from './shade';

describe('the brand colour against white', () => {
  it('passes a colour with 4.5:1 or more, with no suggestion', () => {
    const { ratio, darker } = textContrast('#1971c2');
    expect(ratio).toBeCloseTo(5.02, 2);
    expect(darker).toBeUndefined();
  });

  it('refuses a light colour, naming it, its ratio and a darker one of the same hue that passes', () => {
    const { ratio, darker } = textContrast('#4dabf7');
    expect(darker).toBeDefined();
    expect(darker!.ratio).toBeGreaterThanOrEqual(minimumContrast);
    // Darkened just enough: a step less would not pass.
    expect(darker!.ratio).toBeLessThan(minimumContrast + 0.3);
    expect(Math.abs(chroma(darker!.colour).get('hsl.h') - chroma('#4dabf7').get('hsl.h'))).toBeLessThan(12);
    expect(brandWording.lowContrast('#4dabf7', { ratio, minimum: minimumContrast, darker: darker!.colour, darkerRatio: darker!.ratio }))
      .toMatchInlineSnapshot(`
        {
          "expected": "at least 4.5:1 (WCAG AA, for buttons and links)",
          "found": "2.47:1",
          "hint": "Choose a darker colour, e.g. #007ac1 (the same colour darkened just enough: 4.61:1).",
          "message": "The brand colour #4dabf7 is too light to read: white text on it, and it as text on white, reach 2.47:1",
        }
      `);
  });

  it('never rounds a ratio just short of the minimum up to it', () => {
    const said = brandWording.lowContrast('#777777', { ratio: 4.4799, minimum: 4.5, darker: '#767676', darkerRatio: 4.54 });
    expect(said.found).toBe('4.47:1');
  });
});

describe('the palette made from the brand colour', () => {
  it('holds ten shades, lightest first, the colour itself at the primary shade', () => {
    const palette = brandPalette('#2b8a3e');
    expect(palette).toHaveLength(10);
    expect(palette[brandShade]).toBe('#2b8a3e');
    const lightness = palette.map((shade) => chroma(shade).luminance());
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });
});
