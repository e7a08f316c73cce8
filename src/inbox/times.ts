export { timesIn };
export type { Times };

import { zoneLabel } from '../server/speed/zone-label';

/** Times as the office reads them: on the business's clock, whatever the browser's says. */
interface Times {
  /** "May 4, 2026, 2:05 PM"; a dash for none. */
  when(iso: string | null | undefined): string;
  /** The zone, named once on each screen: "Central Time (America/Chicago)". */
  zone: string;
}

// Made once per zone: toLocaleString builds a new formatter on every call, milliseconds each on a phone, for every row.
const made = new Map<string, Times>();

function timesIn(timeZone: string): Times {
  let times = made.get(timeZone);
  if (!times) {
    const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    times = {
      when(iso) {
        if (!iso) return '—';
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : format.format(date);
      },
      zone: zoneLabel(timeZone),
    };
    made.set(timeZone, times);
  }
  return times;
}
