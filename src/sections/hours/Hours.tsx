export { Hours };
export type { HoursProps };

import { Card } from '@mantine/core';
import { usePage, useSite } from '../../site/context';
import { IconBadge } from '../shared/IconBadge';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { seasonDates } from '../../content/hours-text';
import type { OpeningHours } from '../../content/types';

/** The section's keys, as schema/sections/hours.schema.json defines them. */
type HoursProps = SectionProps<'hours'>;

function Hours({ id, heading }: HoursProps) {
  const { hours, seasonalHours = [] } = useSite();
  const { language } = usePage();
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="hours" id={id} heading={heading} headingId={headingId}>
      <Card withBorder radius="md" padding="lg" className="hours-card">
        <IconBadge name="clock" size="md" />
        <div className="hours-schedules">
          <HoursList hours={hours} />
          {seasonalHours.map((season) => (
            <div key={season.label} className="hours-season">
              <p className="hours-season-name">
                {season.label} ({seasonDates(season, language)})
              </p>
              <HoursList hours={season.hours} />
            </div>
          ))}
        </div>
      </Card>
    </SectionShell>
  );
}

function HoursList({ hours }: { /** One week's rows. */ hours: OpeningHours[] }) {
  return (
    <dl className="hours-list">
      {hours.map((row) => (
        <div key={row.label} className="hours-row">
          <dt className="hours-days">{row.label}</dt>
          <dd className="hours-time">{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
