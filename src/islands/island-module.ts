export type { IslandModule };

import type { ComponentType } from 'react';

/** An island's module as the loader imports it; typed loosely: the loader passes its JSON props plus `typed`. */
type IslandModule = { default: ComponentType<any> };
