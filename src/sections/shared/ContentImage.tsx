export { ContentImage };

import { Picture, type PictureImage } from '../../images/Picture';
import type { SlotName } from '../../images/slots';

interface ContentImageProps {
  /** The picture with its text alternative and size (and its variants, on a built site). */
  image: PictureImage;
  /** Where the section shows it: picks the variant width. */
  slot: SlotName;
  /** Load at once (the hero's picture, on or near the first screen); otherwise lazily. @default false */
  eager?: boolean;
  /** Class on the <img>. */
  className?: string;
}

// An eager photo is the largest paint on wide screens: high priority. An eager SVG illustration sits under the
// hero's text and buttons on a phone, which are the largest paint, and must not hold them up: low priority.
function ContentImage({ image, slot, eager = false, className }: ContentImageProps) {
  const loading = !eager ? 'lazy' : image.picture ? 'lcp' : 'eager';
  return <Picture image={image} slot={slot} loading={loading} className={className} />;
}
