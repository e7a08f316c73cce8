export type { GalleryItem };

import type { SectionProps } from '../shared/types';

/** One before-and-after project, as schema/sections/gallery.schema.json defines it. */
type GalleryItem = SectionProps<'gallery'>['items'][number];
