export { islands };
export type { IslandName };

import type { IslandModule } from './island-module';
import { sectionIslands } from './section-islands.generated';

// Browser-side imports of every island, one chunk each: the layout's own, then the sections' (each declared in its
// section's definition, src/sections/<type>/index.ts).
const islands = {
  MobileMenu: () => import('../layout/MobileMenu'),
  Toasts: () => import('../layout/Toasts'),
  ...sectionIslands,
} satisfies Record<string, () => Promise<IslandModule>>;

/** Name of an island: the layout's or one a section declares. */
type IslandName = keyof typeof islands;
