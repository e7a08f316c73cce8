export { Steps };
export type { StepsProps, StepItem };

import { Text, Title } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/steps.schema.json defines them. */
type StepsProps = SectionProps<'steps'>;

/** One step. */
type StepItem = StepsProps['items'][number];

function Steps({ id, heading, intro, items }: StepsProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="steps" id={id} heading={heading} headingId={headingId} intro={intro} tone="muted">
      <ol className="steps-list" data-count={items.length}>
        {items.map((item, index) => (
          <li key={item.title} className="steps-item">
            {/* The list already announces positions; the big number is for sighted readers. */}
            <span className="steps-number" aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} className="steps-title">
              {item.title}
            </Title>
            <Text className="steps-description">{item.description}</Text>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
