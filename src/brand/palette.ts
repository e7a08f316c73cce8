export { brandPalette };
export type { Palette };

import chroma from 'chroma-js';

/** Mantine's ten shades of one colour, lightest first. */
type Palette = [string, string, string, string, string, string, string, string, string, string];

// How far each of the eight lighter shades is mixed towards white (Mantine's blues measured against their shade 8), and the
// darkest towards black.
const towardsWhite = [0.92, 0.84, 0.68, 0.52, 0.38, 0.26, 0.14, 0.06];
const towardsBlack = 0.12;

/** The ten shades made from one hex colour: the colour at shade 8 (`brandShade`), mixes with white before, one with black after. */
function brandPalette(colour: string): Palette {
  const lighter = towardsWhite.map((amount) => chroma.mix(colour, '#ffffff', amount, 'rgb').hex());
  return [...lighter, chroma(colour).hex(), chroma.mix(colour, '#000000', towardsBlack, 'rgb').hex()] as Palette;
}
