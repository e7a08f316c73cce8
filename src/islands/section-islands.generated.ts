// Generated from the sections' definitions (src/sections/*/index.ts) by scripts/section-islands.ts (npm run typecheck
// and npm run build refresh it): do not edit.
export { sectionIslands };

import type { IslandModule } from './island-module';

/** Every section's islands by name (in name order): browser-side imports, one chunk each. */
const sectionIslands = {
  EstimateRequestForm: (): Promise<IslandModule> => import('../sections/estimateForm/EstimateRequestForm'),
  GalleryCompare: (): Promise<IslandModule> => import('../sections/gallery/GalleryCompare'),
  QuoteRequestForm: (): Promise<IslandModule> => import('../sections/quoteForm/QuoteRequestForm'),
};
