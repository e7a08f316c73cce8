export { Features };
export type { FeaturesProps, FeatureItem, FeatureGroup };

import { Text, Title } from '@mantine/core';
import { IconBadge } from '../shared/IconBadge';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/features.schema.json defines them. */
type FeaturesProps = SectionProps<'features'>;

/** A titled group of benefits. */
type FeatureGroup = NonNullable<FeaturesProps['groups']>[number];

/** One benefit: an icon, a title and a sentence. */
type FeatureItem = FeatureGroup['items'][number];

function Features({ id, heading, intro, items, groups }: FeaturesProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="features" id={id} heading={heading} headingId={headingId} intro={intro}>
      {items && <FeatureList items={items} titleOrder={3} />}
      {groups?.map((group) => (
        <div key={group.heading} className="features-group">
          <Title order={3} className="features-group-heading">
            {group.heading}
          </Title>
          <FeatureList items={group.items} titleOrder={4} />
        </div>
      ))}
    </SectionShell>
  );
}

function FeatureList({ items, titleOrder }: { items: FeatureItem[]; titleOrder: 3 | 4 }) {
  return (
    <ul className="features-list">
      {items.map((item) => (
        <li key={item.title} className="features-item">
          <IconBadge name={item.icon} />
          <div>
            <Title order={titleOrder} className="features-title">
              {item.title}
            </Title>
            <Text className="features-description">{item.description}</Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
