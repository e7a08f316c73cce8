export { waitingTimes, waitingWindowMs };
export type { WaitingTimes };

import type { Db } from '../store/db.ts';
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
  const rows = await db.query<{ id: string; created_at: Date | string }>(
    `SELECT c.id, c.created_at FROM contacts c
     WHERE c.id = ANY ($1::text[]) AND c.status = 'new' AND NOT c.spam
       AND c.created_at > now() - ($2::double precision * interval '1 millisecond')
       AND ${firstContactSql('c.id')} IS NULL`,
    [ids, waitingWindowMs],
  );
  return { ...limits, waitingMs: new Map(rows.map((row) => [row.id, clock.elapsed(new Date(row.created_at), now)])) };
}
