export { Options };
export type { OptionsProps, OptionGroup };

import { Card, Text, Title } from '@mantine/core';
import { CheckList } from '../shared/CheckList';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/options.schema.json defines them. */
type OptionsProps = SectionProps<'options'>;

/** One titled list of options. */
type OptionGroup = OptionsProps['groups'][number];

// Lists longer than this flow into two columns (e.g. twelve frame colours).
const longList = 6;

function Options({ id, heading, intro, groups }: OptionsProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="options" id={id} heading={heading} headingId={headingId} intro={intro}>
      <div className="options-grid">
        {groups.map((group) => (
          <Card
            key={group.title}
            withBorder
            radius="md"
            padding="lg"
            className="options-card"
            data-long={group.items.length > longList || undefined}
          >
            <Title order={3} className="options-title">
              {group.title}
            </Title>
            {group.description && <Text className="options-description">{group.description}</Text>}
            <CheckList items={group.items} columns={group.items.length > longList} className="options-list" />
          </Card>
        ))}
      </div>
    </SectionShell>
  );
}
