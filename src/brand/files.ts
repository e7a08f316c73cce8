export { sharingImageSize, logoHeight };
export type { BrandFiles };

/** The brand's files as the build published them: site paths under /assets/brand/, named by their content. */
interface BrandFiles {
  /** The browser tab's icon, a 32 px PNG. */
  icon: string;
  /** The icon phones put on their home screen, a 180 px PNG on an opaque background. */
  touchIcon: string;
  /** The icon as drawn, when it is an SVG (browsers that read it prefer it at every size). */
  svgIcon?: string;
  /** The logo, for the header and the search engines. */
  logo?: { src: string; width: number; height: number };
  /** The picture shown when a page is shared: the editor's own, or 1200 x 630 made from the brand. */
  sharingImage: { src: string; width: number; height: number };
}

/** What social sites show best, and what the build makes when the content names no sharing picture. */
const sharingImageSize = { width: 1200, height: 630 };

/** The logo's height in the header, in CSS pixels. */
const logoHeight = 40;
