export { seasonValidity };
export type { SeasonValidity };

import type { SeasonalHours } from '../content/types';

/** The first and last day of one occurrence of a season, both included, as YYYY-MM-DD. */
interface SeasonValidity {
  validFrom: string;
  validThrough: string;
}

/**
 * The occurrence of a yearly season ("MM-DD" to "MM-DD") in force on `today` (UTC), else the next one: search
 * engines read dated hours, so a season across New Year ends in the year after it starts.
 */
function seasonValidity(season: Pick<SeasonalHours, 'from' | 'to'>, today: Date): SeasonValidity {
  const year = today.getUTCFullYear();
  const now = (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  const [from, to] = [monthDay(season.from), monthDay(season.to)];
  const across = from > to;
  // Past this year's last day: the next occurrence; within the part after New Year: the one that began last year.
  const first = now > to ? (across ? year : year + 1) : across ? year - 1 : year;
  return { validFrom: day(first, season.from, 'from'), validThrough: day(across ? first + 1 : first, season.to, 'to') };
}

function monthDay(date: string): number {
  const [month, dayOfMonth] = date.split('-').map(Number);
  return month! * 100 + dayOfMonth!;
}

// February 29 in a year without it: the season starts on March 1, or ends on February 28.
function day(year: number, date: string, end: 'from' | 'to'): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (date === '02-29' && !leap) return `${year}-${end === 'from' ? '03-01' : '02-28'}`;
  return `${year}-${date}`;
}
