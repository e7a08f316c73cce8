export { businessMs, addBusinessMs, openingsOf, weekOf, localInstant };
export type { Openings };

import type { OpeningHours } from '../../content/types.ts';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The office's opening hours on a local clock: weekday (0 = Sunday) -> [opens, closes] in minutes after midnight. */
interface Openings {
  timeZone: string;
  days: ([number, number] | undefined)[];
}

/** Read from site.yaml hours: a day without opens/closes (Sunday's "emergency calls only") is closed. */
function openingsOf(hours: readonly OpeningHours[], timeZone: string): Openings {
  const days: Openings['days'] = Array.from({ length: 7 }, () => undefined);
  for (const entry of hours) {
    if (!entry.opens || !entry.closes) continue;
    for (const day of entry.days) days[weekdays.indexOf(day as (typeof weekdays)[number])] = [minutes(entry.opens), minutes(entry.closes)];
  }
  return { timeZone, days };
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
    const hours = openings.days[date.getUTCDay()];
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
