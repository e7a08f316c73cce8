export type { GalleryItem };

import type { Image } from '../../content/types';

/** One before-and-after project. */
interface GalleryItem {
  /** Name of the project. */
  title: string;
  /** Picture before the work. */
  before: Image;
  /** Picture after the work. */
  after: Image;
}
