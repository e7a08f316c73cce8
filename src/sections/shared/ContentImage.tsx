export { ContentImage };

import type { Image } from '../../content/types';

interface ContentImageProps {
  /** The picture with its text alternative and intrinsic size. */
  image: Image;
  /** Load at once with high priority (the page's first picture); otherwise lazily. @default false */
  priority?: boolean;
  /** Class on the <img>. */
  className?: string;
}

// Width and height reserve the space before the file arrives, so nothing shifts as pictures load.
function ContentImage({ image, priority = false, className }: ContentImageProps) {
  const { src, alt, width, height } = image;
  if (priority) {
    return <img className={className} src={src} alt={alt} width={width} height={height} loading="eager" fetchPriority="high" />;
  }
  return <img className={className} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />;
}
