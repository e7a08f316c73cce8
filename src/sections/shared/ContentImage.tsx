export { ContentImage };

import type { Image } from '../../content/types';

interface ContentImageProps {
  /** The picture with its text alternative and intrinsic size. */
  image: Image;
  /** Load at once (the hero's picture, on or near the first screen); otherwise lazily. @default false */
  eager?: boolean;
  /** Class on the <img>. */
  className?: string;
}

// Width and height reserve the space before the file arrives, so nothing shifts as pictures load.
// An eager picture is fetched at low priority: on a phone it sits under the hero's text and buttons, which are the
// largest paint, and it must not hold them up on a slow connection.
function ContentImage({ image, eager = false, className }: ContentImageProps) {
  const { src, alt, width, height } = image;
  if (eager) {
    return (
      <img className={className} src={src} alt={alt} width={width} height={height} loading="eager" fetchPriority="low" decoding="async" />
    );
  }
  return <img className={className} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />;
}
