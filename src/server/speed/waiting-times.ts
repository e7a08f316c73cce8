export { waitingTimes, waitingWindowMs };
export type { WaitingTimes };

import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import { run, tables } from '../store/query.ts';
import { speedClock } from './speed-report.ts';
import type { SpeedSettings } from './speed-settings.ts';
import { firstContactSql } from './speed-store.ts';

/** Untouched leads older than this are no longer shown as waiting (the report still counts them). */
const waitingWindowMs = 60 * 24 * 3_600_000;

/** How long the untouched leads among some leads have waited, in office hours, and the limits the inbox colours by. */
interface WaitingTimes {
  promiseMs: number;
  /** Past this a waiting lead is near the promise. */
  warnAfterMs: number;
  /** Lead id -> office-hour milliseconds waited; only leads still new, not spam and never contacted. */
  waitingMs: Map<string, number>;
}

// For the leads a screen shows (a page of the list), never every waiting lead: one short query by their keys.
async function waitingTimes(db: Db, settings: SpeedSettings | undefined, ids: readonly string[], now = new Date()): Promise<WaitingTimes> {
  const clock = speedClock(settings);
  const limits = { promiseMs: clock.promiseMs, warnAfterMs: settings?.warnAfterMs ?? clock.promiseMs };
  if (!ids.length) return { ...limits, waitingMs: new Map() };
  const rows = await run(
    db,
    tables
      .selectFrom('contacts as c')
      .select(['c.id', 'c.created_at'])
      .where(sql<boolean>`c.id = ANY (${[...ids]}::text[])`)
      .where('c.status', '=', 'new')
      .where('c.spam', '=', false)
      .where('c.created_at', '>', sql<Date>`now() - (${waitingWindowMs}::double precision * interval '1 millisecond')`)
      .where(firstContactSql('c.id'), 'is', null),
  );
  return { ...limits, waitingMs: new Map(rows.map((row) => [row.id, clock.elapsed(row.created_at, now)])) };
}
