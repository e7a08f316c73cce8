export { controlShapes };
export type { ControlIconName };

/** The carousel's control glyphs. */
type ControlIconName = 'previous' | 'next' | 'pause' | 'play';

/** SVG path of each glyph on a 24 x 24 grid: drawn by the server, swapped by the carousel script. */
const controlShapes: Record<ControlIconName, string> = {
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
};
