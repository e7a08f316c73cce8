export type { IconDrawing };

/** One icon as the build found it: the root's viewBox and paint, and its inner SVG markup (checked, safe to inline). */
interface IconDrawing {
  viewBox: string;
  fill: string;
  stroke: string;
  body: string;
}
