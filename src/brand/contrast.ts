export { textContrast, minimumContrast };
export type { TextContrast };

import chroma from 'chroma-js';

/** WCAG AA for body text. */
const minimumContrast = 4.5;

/** How the brand colour reads as text on white and under white text (one ratio: both pairs are the same two colours). */
interface TextContrast {
  /** WCAG 2 contrast ratio against white. */
  ratio: number;
  /** A darker colour of the same hue that passes, and its ratio, when the colour does not; absent when it does. */
  darker?: { colour: string; ratio: number };
}

function textContrast(colour: string): TextContrast {
  const ratio = chroma.contrast(colour, '#ffffff');
  if (ratio >= minimumContrast) return { ratio };
  // Small steps, so the suggestion stays as close to the editor's colour as a passing colour can be.
  let darker = chroma(colour);
  while (chroma.contrast(darker, '#ffffff') < minimumContrast) darker = darker.darken(0.05);
  return { ratio, darker: { colour: darker.hex(), ratio: chroma.contrast(darker, '#ffffff') } };
}
