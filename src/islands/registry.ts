export { islands };
export type { IslandName };

import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<any> };

// Browser-side imports of every island, one chunk each; adding an island is one line.
const islands = {
  MobileMenu: () => import('../layout/MobileMenu'),
  Toasts: () => import('../layout/Toasts'),
  // Typed loosely: the loader passes each island its JSON props plus `typed`.
  EstimateRequestForm: (): Promise<IslandModule> => import('../sections/estimateForm/EstimateRequestForm'),
  QuoteRequestForm: (): Promise<IslandModule> => import('../sections/quoteWidget/QuoteRequestForm'),
  GalleryCompare: (): Promise<IslandModule> => import('../sections/gallery/GalleryCompare'),
} satisfies Record<string, () => Promise<IslandModule>>;

type IslandName = keyof typeof islands;
