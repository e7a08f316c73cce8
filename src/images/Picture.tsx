export { Picture };
export type { PictureProps, PictureImage, Loading };

import type { CSSProperties } from 'react';
import type { PictureEntry, Variant } from './manifest';
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

// Width and height reserve the space before the file arrives; a preview or the picture's colour fills it meanwhile.
// The browser picks AVIF, else WebP, else JPEG/PNG, at the width `sizes` says the slot is drawn at.
function Picture({ image, slot, loading = 'lazy', className }: PictureProps) {
  const { src, alt, width, height, picture } = image;
  const timing = {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'urgent' ? 'high' : loading === 'eager' ? 'low' : undefined,
    decoding: 'async',
  } as const;
  if (!picture) return <img className={className} src={src} alt={alt} width={width} height={height} {...timing} />;
  const { sizes } = slots[slot];
  const fallback = picture.fallback.variants;
  const largest = fallback[fallback.length - 1]!;
  // A transparent PNG would show the preview through its clear parts. The first screen gets the blurred preview;
  // further down, where the picture loads as it scrolls in, its colour does as well for a fraction of the bytes.
  const style: CSSProperties | undefined =
    picture.fallback.type !== 'image/jpeg'
      ? undefined
      : loading === 'lazy'
        ? { backgroundColor: picture.color }
        : { backgroundImage: `url(${picture.placeholder})`, backgroundSize: 'cover' };
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(picture.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(picture.webp)} sizes={sizes} />
      <img
        className={className}
        src={largest.url}
        srcSet={srcset(fallback)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        style={style}
        {...timing}
      />
    </picture>
  );
}

function srcset(variants: readonly Variant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
