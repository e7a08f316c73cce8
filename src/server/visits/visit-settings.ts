export { defaultVisitSettings };
export type { VisitSettings };

/** How visits are taken in and kept. */
interface VisitSettings {
  /** Raw events are kept this many days (VISITS_KEEP_DAYS); daily counts stay. */
  keepDays: number;
  /** Requests per client address and minute on the counter's endpoint (the address is not stored). */
  ratePerMinute: number;
  /** How often the roll-up runs; 0: never on its own (tests call it). */
  rollUpEveryMs: number;
  /** Whether a visit's town is placed from its address (VISITS_TOWNS=off: never; the address is never kept). */
  towns: boolean;
}

function defaultVisitSettings(): VisitSettings {
  return { keepDays: 90, ratePerMinute: 120, rollUpEveryMs: 60 * 60_000, towns: true };
}
