export { localTimes };
export type { LocalTimes };

import { zoneLabel } from '../../src/server/speed/zone-label.ts';

/** The command's times on one clock. */
interface LocalTimes {
  /** "2026-05-04 14:05" on that clock; the text as it came when it is not a time. */
  at(iso: string): string;
  /** The line under a table that names the clock, once. */
  named: string;
}

// Sortable day and minute, as the tables always printed them, now on the business's clock rather than UTC.
function localTimes(timeZone: string): LocalTimes {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return {
    at(iso) {
      const date = new Date(iso);
      if (!iso || Number.isNaN(date.getTime())) return iso;
      const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
      return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
    },
    named: `Times in ${zoneLabel(timeZone)}.\n`,
  };
}
