export { speedReport, leadSource, speedClock, SpeedReport, SpeedRow };
export type { SpeedClock };

import { medianSorted } from 'simple-statistics';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { businessMs, weekOf } from './business-hours.ts';
import { businessTimeZone } from './speed-settings.ts';
import type { SpeedSettings } from './speed-settings.ts';
import type { ReportLead } from './speed-store.ts';

/** How waiting is counted: office hours when site.yaml says them, else the wall clock. */
interface SpeedClock {
  timeZone: string;
  elapsed(from: Date, to: Date): number;
  promiseMs: number;
}

/** One line of the report: a week and a lead source (or every source: '*'). */
const SpeedRow = Type.Object({
  week: Type.String(),
  source: Type.String(),
  leads: Type.Integer(),
  contacted: Type.Integer(),
  /** Time to first contact, in office-hour milliseconds, over the contacted leads (median; 90th percentile by
   * nearest rank); null without any. */
  medianMs: Type.Union([Type.Number(), Type.Null()]),
  p90Ms: Type.Union([Type.Number(), Type.Null()]),
  /** Shares of all the leads (0..1) first contacted within 1 hour, and within the promise. */
  withinHour: Type.Number(),
  withinPromise: Type.Number(),
});

/** GET /api/staff/speed/report. */
const SpeedReport = Type.Object({ promiseMs: Type.Number(), rows: Type.Array(SpeedRow) });

type SpeedRow = Static<typeof SpeedRow>;
type SpeedReport = Static<typeof SpeedReport>;

const hourMs = 3_600_000;

function speedClock(settings: SpeedSettings | undefined): SpeedClock {
  // Without office hours: the wall clock, and weeks on the clock staff read times on.
  if (!settings)
    return {
      timeZone: businessTimeZone(undefined),
      elapsed: (from, to) => Math.max(0, to.getTime() - from.getTime()),
      promiseMs: 24 * hourMs,
    };
  return {
    timeZone: settings.openings.timeZone,
    elapsed: (from, to) => businessMs(settings.openings, from, to),
    promiseMs: settings.promiseMs,
  };
}

// Per week (Monday first, on the office's clock) and per source, newest week first, each week's "all sources"
// line first: how many leads, how soon they were first contacted, how many within the hour and the promise.
function speedReport(leads: readonly ReportLead[], clock: SpeedClock): SpeedReport {
  const groups = new Map<string, ReportLead[]>();
  for (const lead of leads) {
    const week = weekOf(lead.createdAt, clock.timeZone);
    for (const source of ['*', leadSource(lead)]) {
      const key = `${week}\n${source}`;
      groups.set(key, [...(groups.get(key) ?? []), lead]);
    }
  }
  const rows = [...groups].map(([key, group]) => {
    const [week, source] = key.split('\n') as [string, string];
    const times = group
      .filter((lead) => lead.firstContactAt)
      .map((lead) => clock.elapsed(lead.createdAt, lead.firstContactAt!))
      .sort((a, b) => a - b);
    return {
      week,
      source,
      leads: group.length,
      contacted: times.length,
      medianMs: times.length ? medianSorted(times) : null,
      // Nearest rank: 9 in 10 of the contacted leads were contacted within it.
      p90Ms: times.length ? times[Math.ceil(0.9 * times.length) - 1]! : null,
      withinHour: times.filter((ms) => ms <= hourMs).length / group.length,
      withinPromise: times.filter((ms) => ms <= clock.promiseMs).length / group.length,
    };
  });
  rows.sort(
    (a, b) => b.week.localeCompare(a.week) || rank(a.source) - rank(b.source) || b.leads - a.leads || a.source.localeCompare(b.source),
  );
  return { promiseMs: clock.promiseMs, rows };
}

/** Where a lead came from: its utm_source, else the referring site (without www.), else "direct". */
function leadSource(lead: Pick<ReportLead, 'utmSource' | 'referrer'>): string {
  const utm = lead.utmSource.trim().toLowerCase();
  if (utm) return utm.slice(0, 60);
  try {
    const host = new URL(lead.referrer.trim()).hostname.replace(/^www\./, '');
    if (host) return host;
  } catch {
    // not an address: no referring site
  }
  return 'direct';
}

function rank(source: string): number {
  return source === '*' ? 0 : 1;
}
