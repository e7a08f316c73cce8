export { checkSeasons };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { wording } from './error-map';
import { locate } from './yaml-source';
import { isObject } from './is-object';

// Days per month in a leap year: 02-29 is a day of some years.
const monthLengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** site.yaml seasonalHours: each date is a day of the year, and no day falls in two seasons. */
function checkSeasons(site: ParsedFile | undefined): ContentError[] {
  const seasons = site && isObject(site.data) && Array.isArray(site.data.seasonalHours) ? site.data.seasonalHours : [];
  const errors: ContentError[] = [];
  const kept: { index: number; label: string; days: Set<number> }[] = [];
  seasons.forEach((season: unknown, index) => {
    if (!isObject(season) || typeof season.from !== 'string' || typeof season.to !== 'string') return;
    const from = dayOfYear(season.from);
    const to = dayOfYear(season.to);
    for (const [key, day] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (day === undefined)
        errors.push(errorAt(site!.source(), ['seasonalHours', index, key], 'value', wording.noSuchDay(season[key] as string)));
    }
    if (from === undefined || to === undefined) return;
    const days = new Set<number>();
    for (let day = from; day !== to; day = (day + 1) % 366) days.add(day);
    days.add(to);
    const label = String(season.label);
    const other = kept.find((earlier) => [...days].some((day) => earlier.days.has(day)));
    if (other) {
      const line = locate(site!.source(), ['seasonalHours', other.index, 'from'], 'value').start.line;
      errors.push(errorAt(site!.source(), ['seasonalHours', index, 'from'], 'value', wording.seasonsOverlap(label, other.label, line)));
    }
    kept.push({ index, label, days });
  });
  return errors;
}

// "MM-DD" -> 0..365 on a leap year's calendar, or undefined for a day no year has.
function dayOfYear(date: string): number | undefined {
  const [month, day] = date.split('-').map(Number);
  if (!month || !day || month > 12 || day > monthLengths[month - 1]!) return undefined;
  return monthLengths.slice(0, month - 1).reduce((sum, length) => sum + length, 0) + day - 1;
}
