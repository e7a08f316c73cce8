export { gallery };

import type { SectionDefinition } from '../section-definition';
import { Gallery } from './Gallery';

const gallery: SectionDefinition<'gallery'> = {
  component: Gallery,
  islands: ['GalleryCompare'],
};
