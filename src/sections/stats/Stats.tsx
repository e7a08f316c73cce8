export { Stats };
export type { StatsProps, StatItem };

import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/stats.schema.json defines them. */
type StatsProps = SectionProps<'stats'>;

/** One figure. */
type StatItem = StatsProps['items'][number];

// A description list: each label is the term, its figure the description; CSS shows the figure first.
function Stats({ id, heading, items }: StatsProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="stats" id={id} heading={heading} headingId={headingId} tone="muted">
      <dl className="stats-list">
        {items.map((item) => (
          <div key={item.label} className="stats-item">
            <dt className="stats-label">{item.label}</dt>
            <dd className="stats-value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
