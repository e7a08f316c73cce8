export { Features };
export type { FeaturesProps, FeatureItem, FeatureGroup };

import { Text, Title } from '@mantine/core';
import type { IconName } from '../../icons/names';
import { IconBadge } from '../shared/IconBadge';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionBase } from '../shared/types';

interface FeatureItem {
  /** Icon beside the title. */
  icon: IconName;
  /** Short name of the benefit. */
  title: string;
  /** One or two sentences. */
  description: string;
}

interface FeatureGroup {
  /** Group heading (<h3>); its items' titles become <h4>. */
  heading: string;
  /** The benefits of this group. */
  items: FeatureItem[];
}

interface FeaturesProps extends SectionBase {
  /** Section heading (<h2>). */
  heading: string;
  /** Paragraph under the heading. */
  intro?: string;
  /** One list of benefits (either this or `groups`). */
  items?: FeatureItem[];
  /** Benefits under titled groups (either this or `items`). */
  groups?: FeatureGroup[];
}

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
