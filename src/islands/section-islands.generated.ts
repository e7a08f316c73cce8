// Generated from the sections' definitions (src/sections/*/index.ts) by scripts/section-islands.ts (npm run typecheck
// and npm run build refresh it): do not edit.
export { sectionIslands };

/** Every section's islands by name (in name order): browser-side imports, one chunk each. */
const sectionIslands = {
  EstimateRequestForm: () => import('../sections/estimateForm/EstimateRequestForm'),
  GalleryCompare: () => import('../sections/gallery/GalleryCompare'),
  QuoteRequestForm: () => import('../sections/quoteWidget/QuoteRequestForm'),
};
