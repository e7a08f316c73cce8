export { Picture };
export type { PictureProps, PictureImage, Loading };

import type { CSSProperties } from 'react';
import type { PictureEntry, VariantFormat } from './manifest';
import { slots, type SlotName } from './slots';

/** A picture from the content, with its variants once the build has made them. */
interface PictureImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The published variants (raster pictures of a built site); without them the file is shown as it is (SVG). */
  picture?: PictureEntry;
}

/**
 * - `urgent`: what the visitor is waiting for (the comparison they opened): at once, at high priority.
 * - `eager`: on the first screen (the hero's picture), in the HTML from the start, at low priority so the text, the
 *   largest paint on a phone, never waits for it.
 * - `lazy`: below the first screen: fetched as it comes near.
 */
type Loading = 'urgent' | 'eager' | 'lazy';

interface PictureProps {
  /** The picture with its text alternative and size. */
  image: PictureImage;
  /** Where it is shown: decides the `sizes` the browser picks a variant with. */
  slot: SlotName;
  /** How soon to fetch it. @default 'lazy' */
  loading?: Loading;
  /** Class on the <img>. */
  className?: string;
}

// Width and height reserve the space before the file arrives; the picture's dominant colour fills it meanwhile.
// The browser picks AVIF, else WebP, at the width `sizes` says the slot is drawn at; the few that read neither (old
// Safari) get one JPEG/PNG wide enough for the slot, which keeps a third of the srcset entries out of the page.
function Picture({ image, slot, loading = 'lazy', className }: PictureProps) {
  const { src, alt, width, height, picture } = image;
  const timing = {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'urgent' ? 'high' : loading === 'eager' ? 'low' : undefined,
    decoding: 'async',
  } as const;
  if (!picture) return <img className={className} src={src} alt={alt} width={width} height={height} {...timing} />;
  const { sizes, widest, needs } = slots[slot];
  const widths = widthsFor(picture.widths, widest);
  const single = widths.find((each) => each >= needs) ?? widths[widths.length - 1]!;
  const srcset = (format: VariantFormat) => widths.map((each) => `${variantUrl(picture, each, format)} ${each}w`).join(', ');
  // A colour, not a blurred preview: a preview is one more image to decode and lay out before the first paint.
  // A transparent PNG would show the colour through its clear parts.
  const style: CSSProperties | undefined = picture.fallback === 'jpg' ? { background: picture.color } : undefined;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <img
        className={className}
        src={variantUrl(picture, single, picture.fallback)}
        alt={alt}
        width={width}
        height={height}
        style={style}
        {...timing}
      />
    </picture>
  );
}

// Every variant's address follows from the picture's base address (see PictureEntry).
function variantUrl(entry: PictureEntry, width: number, format: VariantFormat): string {
  return `${entry.base}-${width}.${format}`;
}

// The widths this slot can use: up to the first at least as wide as it is ever drawn (a picture also shown larger
// elsewhere, like a gallery thumbnail that opens a comparison, lists its large variants only there).
function widthsFor(widths: readonly number[], widest: number): number[] {
  const end = widths.findIndex((each) => each >= widest);
  return end === -1 ? [...widths] : widths.slice(0, end + 1);
}
