export type { SectionProps, SectionType, Action, ActionStyle, Image, Link };

import type { Image, Section } from '../../content/types';
import type { Action, Link } from '../section-types.generated';

/** Name of a section type, e.g. `hero`: the `type` of a section in page YAML. */
type SectionType = Section['type'];

/**
 * A section component's props: its section object as the page hands it over (types from the section's schema, see
 * section-types.generated.ts; pictures sized by the loader). `type` may be left out when a test renders it alone.
 */
type SectionProps<T extends SectionType> = PropsByType[T];

// One entry per type; a section whose schema offers two shapes (features: items or groups) keeps both.
type PropsByType = { [S in Section as S['type']]: Omit<S, 'type'> & { type?: S['type'] } };

/** How a button looks: filled, tinted or outlined. */
type ActionStyle = NonNullable<Action['style']>;
