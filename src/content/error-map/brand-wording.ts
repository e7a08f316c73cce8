// What the content check says about the brand: its colour and its pictures.
export { brandWording };

import type { Wording } from './describe';

const brandWording = {
  lowContrast: (colour: string, contrast: { ratio: number; minimum: number; darker: string; darkerRatio: number }): Wording => ({
    message: `The brand colour ${colour} is too light to read: white text on it, and it as text on white, reach ${floor(contrast.ratio)}:1`,
    expected: `at least ${contrast.minimum}:1 (WCAG AA, for buttons and links)`,
    found: `${floor(contrast.ratio)}:1`,
    hint: `Choose a darker colour, e.g. ${contrast.darker} (the same colour darkened just enough: ${floor(contrast.darkerRatio)}:1).`,
  }),
  notSquare: (src: string, width: number, height: number): Wording => ({
    message: `The icon '${src}' is ${width} x ${height} pixels: browsers show icons square, so it will be shrunk to fit with empty sides`,
    hint: 'Use a square picture (the same width and height), or leave favicon out to have one made from the logo or the name.',
  }),
  iconTooSmall: (src: string, width: number, needs: number): Wording => ({
    message: `The icon '${src}' is ${width} pixels wide, too small for phones' home screens: it will look blurred`,
    expected: `at least ${needs} x ${needs} pixels, or an SVG`,
    found: `${width} pixels wide`,
    hint: 'Use a larger copy of the icon, or an SVG (sharp at every size).',
  }),
  sharingTooSmall: (src: string, width: number, height: number, needs: { width: number; height: number }): Wording => ({
    message: `The sharing picture '${src}' is ${width} x ${height} pixels: social sites show smaller ones as a thumbnail, or blurred`,
    expected: `${needs.width} x ${needs.height} pixels`,
    found: `${width} x ${height}`,
    hint: `Use a picture of ${needs.width} x ${needs.height} pixels, or leave sharingImage out to have one made from the logo, the name and the colour.`,
  }),
};

// Rounded down, so a colour just short of the minimum never reads as reaching it.
function floor(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
