export { hoursText, seasonDates };

import type { OpeningHours, SeasonalHours, Site } from './types';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The office's hours in one line, as {hours} and the acknowledgement e-mail say them, seasons after the usual week. */
function hoursText(site: Pick<Site, 'hours' | 'seasonalHours'>): string {
  const week = (hours: readonly OpeningHours[]) => hours.map((entry) => `${entry.label} ${entry.text}`).join(', ');
  const seasons = (site.seasonalHours ?? []).map((season) => `; ${season.label} (${seasonDates(season)}): ${week(season.hours)}`);
  return week(site.hours) + seasons.join('');
}

/** `06-01` to `08-31` -> `Jun 1 - Aug 31`. */
function seasonDates(season: Pick<SeasonalHours, 'from' | 'to'>): string {
  const day = (date: string) => {
    const [month, dayOfMonth] = date.split('-').map(Number);
    return `${months[month! - 1]} ${dayOfMonth}`;
  };
  return `${day(season.from)} - ${day(season.to)}`;
}
