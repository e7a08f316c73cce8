export { businessMs, addBusinessMs, openingsOf, openingsOn, weekOf, localInstant };
export type { Openings };

import type { OpeningHours, SeasonalHours } from '../../content/types.ts';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A week's opening hours: weekday (0 = Sunday) -> [opens, closes] in minutes after midnight, or closed. */
type Week = ([number, number] | undefined)[];

/** The office's opening hours on a local clock: the usual week, and the seasons that replace it (month * 100 + day). */
interface Openings {
  timeZone: string;
  days: Week;
  seasons: { from: number; to: number; days: Week }[];
}

/** Read from site.yaml hours and seasonalHours: a day without opens/closes (emergency calls only) is closed. */
function openingsOf(hours: readonly OpeningHours[], timeZone: string, seasonal: readonly SeasonalHours[] = []): Openings {
  const seasons = seasonal.map((season) => ({ from: monthDay(season.from), to: monthDay(season.to), days: weekOfHours(season.hours) }));
  return { timeZone, days: weekOfHours(hours), seasons };
}

/** The week in force on the local day an instant falls in, in the office's time zone. */
function openingsOn(openings: Openings, instant: Date): Week {
  const p = localParts(instant.getTime(), openings.timeZone);
  return weekOn(openings, p.month, p.day);
}

function weekOn(openings: Openings, month: number, day: number): Week {
  const date = month * 100 + day;
  // A season across New Year (from 12-15 to 01-05) holds the dates after its start and those before its end.
  const season = openings.seasons.find(({ from, to }) => (from <= to ? date >= from && date <= to : date >= from || date <= to));
  return season ? season.days : openings.days;
}

function weekOfHours(hours: readonly OpeningHours[]): Week {
  const days: Week = Array.from({ length: 7 }, () => undefined);
  for (const entry of hours) {
    if (!entry.opens || !entry.closes) continue;
    for (const day of entry.days) days[weekdays.indexOf(day as (typeof weekdays)[number])] = [minutes(entry.opens), minutes(entry.closes)];
  }
  return days;
}

function monthDay(date: string): number {
  const [month, day] = date.split('-').map(Number);
  return month! * 100 + day!;
}

/** Milliseconds of office hours between two instants (0 when `to` is not after `from`). */
function businessMs(openings: Openings, from: Date, to: Date): number {
  let total = 0;
  for (const [opens, closes] of intervals(openings, from, to.getTime())) {
    total += Math.max(0, Math.min(closes, to.getTime()) - Math.max(opens, from.getTime()));
  }
  return total;
}

/** The instant at which `ms` of office hours have passed since `from`; undefined when the office never opens. */
function addBusinessMs(openings: Openings, from: Date, ms: number): Date | undefined {
  let left = ms;
  for (const [opens, closes] of intervals(openings, from, Infinity)) {
    const start = Math.max(opens, from.getTime());
    const open = closes - start;
    if (open <= 0) continue;
    if (left <= open) return new Date(start + left);
    left -= open;
  }
  return undefined;
}

// The opening intervals (epoch ms) from the local day of `from` on, until `until` or a year and a bit.
function* intervals(openings: Openings, from: Date, until: number): Generator<[number, number]> {
  const start = localParts(from.getTime(), openings.timeZone);
  for (let day = 0; day < 400; day++) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + day));
    const hours = weekOn(openings, date.getUTCMonth() + 1, date.getUTCDate())[date.getUTCDay()];
    if (hours) {
      const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
      const opens = instantOf(y, m, d, hours[0], openings.timeZone);
      if (opens >= until) return;
      yield [opens, instantOf(y, m, d, hours[1], openings.timeZone)];
    } else if (date.getTime() - 86_400_000 * 2 > until) {
      return;
    }
  }
}

/** The Monday (YYYY-MM-DD, local) of the week an instant falls in. */
function weekOf(instant: Date, timeZone: string): string {
  const p = localParts(instant.getTime(), timeZone);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The instant a local clock shows `date` (YYYY-MM-DD) at `time` (HH:MM). */
function localInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(instantOf(year!, month!, day!, minutes(time), timeZone));
}

const formats = new Map<string, Intl.DateTimeFormat>();

function localParts(epochMs: number, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, Number(p.value)]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute!, second: part.second! };
}

// The instant a local clock in `timeZone` shows y-m-d at `minuteOfDay`: the UTC guess corrected by the zone's offset.
function instantOf(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number {
  const wanted = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  let guess = wanted;
  for (let step = 0; step < 2; step++) {
    const p = localParts(guess, timeZone);
    guess += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  }
  return guess;
}

function minutes(clock: string): number {
  const [hours, mins] = clock.split(':').map(Number);
  return hours! * 60 + mins!;
}
