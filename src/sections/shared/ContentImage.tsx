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

// The hero's picture is in the HTML from the start (found by the browser's first scan), but at low priority: on a
// phone it sits under the hero's text and buttons, which are the largest paint. Measured with a camera photo in the
// hero, mobile Lighthouse: LCP 721-891 ms at low priority, 913-1063 ms at high (the text waited for the photo).
function ContentImage({ image, slot, eager = false, className }: ContentImageProps) {
  return <Picture image={image} slot={slot} loading={eager ? 'eager' : 'lazy'} className={className} />;
}
