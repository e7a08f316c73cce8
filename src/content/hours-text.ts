export { hoursText, seasonDates };

import type { OpeningHours, SeasonalHours, Site } from './types';

/** The office's hours in one line, as {hours} and the acknowledgement e-mail say them, seasons after the usual week. */
function hoursText(site: Pick<Site, 'hours' | 'seasonalHours'>, language = 'en'): string {
  const week = (hours: readonly OpeningHours[]) => hours.map((entry) => `${entry.label} ${entry.text}`).join(', ');
  const seasons = (site.seasonalHours ?? []).map((season) => `; ${season.label} (${seasonDates(season, language)}): ${week(season.hours)}`);
  return week(site.hours) + seasons.join('');
}

/** `06-01` to `08-31` -> `Jun 1 - Aug 31`, in the language's words from the platform (`1 jun - 31 ago` in Spanish). */
function seasonDates(season: Pick<SeasonalHours, 'from' | 'to'>, language = 'en'): string {
  const format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  // A leap year, so that 02-29 is a day.
  const day = (date: string) => {
    const [month, dayOfMonth] = date.split('-').map(Number);
    return format.format(Date.UTC(2000, month! - 1, dayOfMonth));
  };
  return `${day(season.from)} - ${day(season.to)}`;
}
