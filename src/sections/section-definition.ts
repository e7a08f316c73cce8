export type { SectionDefinition, SectionRegistry };

import type { ComponentType } from 'react';
import type { SectionProps, SectionType } from './shared/types';

/** What the site knows of one section type, declared once in its folder (`src/sections/<type>/index.ts`). */
interface SectionDefinition<T extends SectionType> {
  /** Renders the section object of a page; its props are the section's schema. */
  component: ComponentType<SectionProps<T>>;
  /** The islands it renders: each the default export of `<name>.tsx` beside it, loaded by the browser when it wakes
   *  (src/islands/section-islands.generated.ts lists them). @default none */
  islands?: readonly string[];
  /** Other section types whose markup it draws (their stylesheets come with it). @default none */
  uses?: readonly SectionType[];
}

/** Every section type with its definition: the registry a page is rendered through. */
type SectionRegistry = { [T in SectionType]: SectionDefinition<T> };
