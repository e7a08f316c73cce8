export type { SectionBase, Action, ActionStyle, Image, Link };

import type { Image, Link } from '../../content/types';

/** Fields every section object carries besides its own. */
interface SectionBase {
  /** Section type name from the page YAML (the registry key). */
  type?: string;
  /** Anchor name: the section's `id`, so `#name` links reach it. */
  id?: string;
}

/** How a button looks: filled, tinted or outlined. */
type ActionStyle = 'primary' | 'secondary' | 'outline';

/** A button that links somewhere (`href`) or calls one of the site's phone numbers (`call`). */
type Action = { label: string; style?: ActionStyle } & (
  { href: string; call?: undefined } | { call: 'primary' | 'secondary'; href?: undefined }
);
