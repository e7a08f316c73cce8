export { createVisitStore };
export type { VisitStore, StoredVisitEvent, LandingCount, PageCount };

import { sql } from 'kysely';
import type { VisitEvents, VisitPageDays } from '../store/database.generated.ts';
import type { Db, Queryable } from '../store/db.ts';
import { first, run, tables } from '../store/query.ts';

/** One event as it is kept (the server's clock, no address, no cookie). */
interface StoredVisitEvent {
  session: string;
  kind: VisitEvents['kind'];
  path: string;
  landing: boolean;
  source: string;
  medium: string;
  campaign: string;
  /** The first page's town (a form value), '' elsewhere or unknown. */
  town: string;
  screen: string;
  form: string;
  leadId: string | null;
}

/** Visits of one day by their first page, source and town. */
interface LandingCount {
  day: string;
  landing: string;
  source: string;
  medium: string;
  campaign: string;
  town: string;
  visits: number;
}

/** One page's day: visits that saw it, views, forms started and sent, call and quote taps (the day as text). */
type PageCount = Omit<VisitPageDays, 'day'> & { day: string };

/** The visit tables; raw events and rolled-up days read as one. */
interface VisitStore {
  /** Keeps a batch's events (and the leads they name as counted). */
  insert(events: StoredVisitEvent[]): Promise<void>;
  /** Sums the raw events of UTC days before `sumBefore` (YYYY-MM-DD) not summed yet into the day tables, then deletes
   * raw events of days before `dropBefore` (never of a day not summed); returns the raw events deleted. */
  rollUp(sumBefore: string, dropBefore: string): Promise<number>;
  /** Visits per day, first page and source, for the UTC days from..to (inclusive). */
  landings(from: string, to: string): Promise<LandingCount[]>;
  /** Page counts per day for the UTC days from..to (inclusive). */
  pages(from: string, to: string): Promise<PageCount[]>;
  /** Which of these leads the counter saw being sent. */
  countedLeads(ids: string[]): Promise<Set<string>>;
}

// A raw day is summed exactly as the roll-up sums it (distinct visits per day), so a total never changes when
// its days are rolled up. Days are UTC days, from `from` to before `to` (YYYY-MM-DD).
// Events name their path by number (visit_paths).
function rawLandings(from: string, to: string) {
  return sql`SELECT (at AT TIME ZONE 'UTC')::date AS day, path AS landing, source, medium, campaign, town,
    count(DISTINCT session)::integer AS visits
  FROM visit_events JOIN visit_paths ON visit_paths.id = path_id WHERE landing AND kind = 'view' AND ${withinDays(from, to)}
  GROUP BY 1, 2, 3, 4, 5, 6`;
}

function rawPages(from: string, to: string) {
  return sql`SELECT (at AT TIME ZONE 'UTC')::date AS day, path,
    count(DISTINCT session)::integer AS visits,
    count(*) FILTER (WHERE kind = 'view')::integer AS views,
    count(*) FILTER (WHERE kind = 'start')::integer AS starts,
    count(*) FILTER (WHERE kind = 'sent')::integer AS sent,
    count(*) FILTER (WHERE kind = 'call')::integer AS calls,
    count(*) FILTER (WHERE kind = 'quote')::integer AS quotes
  FROM visit_events JOIN visit_paths ON visit_paths.id = path_id WHERE ${withinDays(from, to)}
  GROUP BY 1, 2`;
}

function withinDays(from: string, to: string) {
  return sql<boolean>`at >= (${from}::date::timestamp AT TIME ZONE 'UTC') AND at < (${to}::date::timestamp AT TIME ZONE 'UTC')`;
}

function createVisitStore(db: Db): VisitStore {
  return {
    async insert(events) {
      if (!events.length) return;
      const sent = events.flatMap((event) => (event.leadId === null ? [] : [event.leadId]));
      // Sorted, so two servers adding the same new paths take their locks in one order.
      const paths = [...new Set(events.map((event) => event.path))].sort();
      await db.transaction(async (tx) => {
        await run(tx, sql`INSERT INTO visit_paths (path) SELECT unnest(${paths}::text[]) ON CONFLICT (path) DO NOTHING`);
        const ids = new Map(
          (
            await run(
              tx,
              tables
                .selectFrom('visit_paths')
                .select(['id', 'path'])
                .where(sql<boolean>`path = ANY(${paths}::text[])`),
            )
          ).map((row) => [row.path, row.id]),
        );
        // A visit's first page is kept once: another one for the same visit (a replayed or forged batch) is dropped.
        await run(
          tx,
          tables
            .insertInto('visit_events')
            .values(
              events.map((event) => ({
                session: event.session,
                kind: event.kind,
                path_id: ids.get(event.path)!,
                landing: event.landing,
                source: event.source,
                medium: event.medium,
                campaign: event.campaign,
                town: event.town,
                screen: event.screen,
                form: event.form,
                lead_id: event.leadId,
              })),
            )
            .onConflict((conflict) =>
              conflict
                .column('session')
                .where(sql<boolean>`landing`)
                .doNothing(),
            ),
        );
        if (sent.length) {
          await run(
            tx,
            sql`INSERT INTO visit_counted_leads (lead_id, day) SELECT id, (now() AT TIME ZONE 'UTC')::date FROM unnest(${sent}::text[]) AS id
             ON CONFLICT (lead_id) DO NOTHING`,
          );
        }
      });
    },

    rollUp(sumBefore, dropBefore) {
      // One transaction: the sums go in, the summed day mark moves and raw rows go out together, so nothing is
      // counted twice or lost, whatever the order of two servers on one database.
      return db.transaction(async (tx) => {
        await run(tx, sql`LOCK TABLE visit_summed IN EXCLUSIVE MODE`);
        const from = await summedBefore(tx);
        if (sumBefore > from) {
          await run(
            tx,
            sql`INSERT INTO visit_days (day, landing, source, medium, campaign, town, visits) ${rawLandings(from, sumBefore)}
             ON CONFLICT (day, landing, source, medium, campaign, town) DO UPDATE SET visits = visit_days.visits + EXCLUDED.visits`,
          );
          await run(
            tx,
            sql`INSERT INTO visit_page_days (day, path, visits, views, starts, sent, calls, quotes) ${rawPages(from, sumBefore)}
             ON CONFLICT (day, path) DO UPDATE SET visits = visit_page_days.visits + EXCLUDED.visits,
               views = visit_page_days.views + EXCLUDED.views, starts = visit_page_days.starts + EXCLUDED.starts,
               sent = visit_page_days.sent + EXCLUDED.sent, calls = visit_page_days.calls + EXCLUDED.calls,
               quotes = visit_page_days.quotes + EXCLUDED.quotes`,
          );
          await run(
            tx,
            tables
              .insertInto('visit_summed')
              .values({ one: true, before: sql<Date>`${sumBefore}::date` })
              .onConflict((conflict) => conflict.column('one').doUpdateSet((eb) => ({ before: eb.ref('excluded.before') }))),
          );
        }
        const until = dropBefore < sumBefore ? dropBefore : sumBefore;
        const removed = await run(
          tx,
          tables
            .deleteFrom('visit_events')
            .where('at', '<', sql<Date>`(${until}::date::timestamp AT TIME ZONE 'UTC')`)
            .returning('id'),
        );
        // Paths no event names any more go too; the lock keeps a batch from taking one while it goes.
        await run(tx, sql`LOCK TABLE visit_paths IN EXCLUSIVE MODE`);
        await run(tx, sql`DELETE FROM visit_paths WHERE NOT EXISTS (SELECT 1 FROM visit_events WHERE path_id = visit_paths.id)`);
        return removed.length;
      });
    },

    async landings(from, to) {
      const rawFrom = maxDay(from, await summedBefore(db));
      return run(
        db,
        sql<LandingCount>`SELECT day::text AS day, landing, source, medium, campaign, town, sum(visits)::integer AS visits FROM (
           SELECT day, landing, source, medium, campaign, town, visits FROM visit_days WHERE day >= ${from}::date AND day < ${nextDay(to)}::date
           UNION ALL ${rawLandings(rawFrom, nextDay(to))}) AS counts
         GROUP BY 1, 2, 3, 4, 5, 6`,
      );
    },

    async pages(from, to) {
      const rawFrom = maxDay(from, await summedBefore(db));
      return run(
        db,
        sql<PageCount>`SELECT day::text AS day, path, sum(visits)::integer AS visits, sum(views)::integer AS views, sum(starts)::integer AS starts,
           sum(sent)::integer AS sent, sum(calls)::integer AS calls, sum(quotes)::integer AS quotes FROM (
           SELECT day, path, visits, views, starts, sent, calls, quotes FROM visit_page_days WHERE day >= ${from}::date AND day < ${nextDay(to)}::date
           UNION ALL ${rawPages(rawFrom, nextDay(to))}) AS counts
         GROUP BY 1, 2`,
      );
    },

    async countedLeads(ids) {
      if (!ids.length) return new Set();
      const rows = await run(
        db,
        tables
          .selectFrom('visit_counted_leads')
          .select('lead_id')
          .where(sql<boolean>`lead_id = ANY(${ids}::text[])`),
      );
      return new Set(rows.map((row) => row.lead_id));
    },
  };
}

// Raw events of days before this are in the day tables.
async function summedBefore(db: Queryable): Promise<string> {
  const row = await first(db, tables.selectFrom('visit_summed').select(sql<string>`before::text`.as('before')));
  return row?.before ?? '1970-01-01';
}
function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** The UTC day after a YYYY-MM-DD. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
