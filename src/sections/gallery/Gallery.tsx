export { Gallery };
export type { GalleryProps };

import { Island } from '../../islands/Island';
import { useSite } from '../../site/context';
import { siteWords } from '../../site/words';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import GalleryCompare from './GalleryCompare';

/** The section's keys, as schema/sections/gallery.schema.json defines them. */
type GalleryProps = SectionProps<'gallery'>;

// The grid is server HTML; its code loads on the first touch, click or focus. Its props travel in the page: each
// picture as one address, its widths and its colour (see PictureEntry).
function Gallery({ id, heading, intro, items }: GalleryProps) {
  const headingId = useHeadingId(id);
  const { before, after, compare, close } = siteWords(useSite());
  return (
    <SectionShell kind="gallery" id={id} heading={heading} headingId={headingId} intro={intro}>
      <Island
        name="GalleryCompare"
        component={GalleryCompare}
        props={{ items, titleOrder: heading ? 3 : 2, words: { before, after, compare, close } }}
        hydrate="interaction"
      />
    </SectionShell>
  );
}
