export type { RenderedPage };

/** One route's document, and the whole stylesheet it fetches once painted (for the build to write). */
interface RenderedPage {
  html: string;
  stylesheet?: { href: string; css: string };
}
