export { islands };

import type { ComponentType } from 'react';
import { sectionIslands } from './section-islands.generated';

// Typed loosely: the loader passes each island its JSON props plus `typed`.
type IslandLoaders = Record<string, () => Promise<{ default: ComponentType<any> }>>;

// Browser-side imports of every island, one chunk each: the layout's own, then the sections' (each declared in its
// section's definition, src/sections/<type>/index.ts).
const islands: IslandLoaders = {
  MobileMenu: () => import('../layout/MobileMenu'),
  Toasts: () => import('../layout/Toasts'),
  ...sectionIslands,
};
