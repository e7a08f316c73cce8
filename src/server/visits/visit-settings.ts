export { defaultVisitSettings };
export type { VisitSettings };

/** How visits are taken in and kept. */
interface VisitSettings {
  /** Raw events are kept this many days (VISITS_KEEP_DAYS); daily counts stay. */
  keepDays: number;
  /** Requests per client address and minute on the counter's endpoint (the address is not stored). */
  ratePerMinute: number;
  /** First pages counted per client address and 24 h window (VISITS_FIRST_PAGES_PER_DAY); more are not counted. */
  firstPagesPerDay: number;
  /** Events stored per client address and 24 h window (VISITS_EVENTS_PER_DAY); more are answered 204 and not stored. */
  eventsPerDay: number;
  /** How often the roll-up runs; 0: never on its own (tests call it). */
  rollUpEveryMs: number;
  /** Whether a visit's town is placed from its address (VISITS_TOWNS=off: never; the address is never kept). */
  towns: boolean;
}

function defaultVisitSettings(): VisitSettings {
  return { keepDays: 90, ratePerMinute: 120, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 60 * 60_000, towns: true };
}
