export { Hours };
export type { HoursProps };

import { Card } from '@mantine/core';
import { useSite } from '../../site/context';
import { IconBadge } from '../shared/IconBadge';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/hours.schema.json defines them. */
type HoursProps = SectionProps<'hours'>;

function Hours({ id, heading }: HoursProps) {
  const { hours } = useSite();
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="hours" id={id} heading={heading} headingId={headingId}>
      <Card withBorder radius="md" padding="lg" className="hours-card">
        <IconBadge name="clock" size="md" />
        <dl className="hours-list">
          {hours.map((row) => (
            <div key={row.label} className="hours-row">
              <dt className="hours-days">{row.label}</dt>
              <dd className="hours-time">{row.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </SectionShell>
  );
}
