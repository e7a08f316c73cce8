export { createVisitStore };
export type { VisitStore, StoredVisitEvent, LandingCount, PageCount };

import type { Db, Queryable } from '../store/db.ts';

/** One event as it is kept (the server's clock, no address, no cookie). */
interface StoredVisitEvent {
  session: string;
  kind: string;
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

/** One page's day: visits that saw it, views, forms started and sent, call and quote taps. */
interface PageCount {
  day: string;
  path: string;
  visits: number;
  views: number;
  starts: number;
  sent: number;
  calls: number;
  quotes: number;
}

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
// its days are rolled up.
const rawLandings = `SELECT (at AT TIME ZONE 'UTC')::date AS day, path AS landing, source, medium, campaign, town,
    count(DISTINCT session)::integer AS visits
  FROM visit_events WHERE landing AND kind = 'view' AND at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND at < ($2::date::timestamp AT TIME ZONE 'UTC')
  GROUP BY 1, 2, 3, 4, 5, 6`;
const rawPages = `SELECT (at AT TIME ZONE 'UTC')::date AS day, path,
    count(DISTINCT session)::integer AS visits,
    count(*) FILTER (WHERE kind = 'view')::integer AS views,
    count(*) FILTER (WHERE kind = 'start')::integer AS starts,
    count(*) FILTER (WHERE kind = 'sent')::integer AS sent,
    count(*) FILTER (WHERE kind = 'call')::integer AS calls,
    count(*) FILTER (WHERE kind = 'quote')::integer AS quotes
  FROM visit_events WHERE at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND at < ($2::date::timestamp AT TIME ZONE 'UTC')
  GROUP BY 1, 2`;

const columns = ['session', 'kind', 'path', 'landing', 'source', 'medium', 'campaign', 'town', 'screen', 'form', 'lead_id'] as const;

function createVisitStore(db: Db): VisitStore {
  return {
    async insert(events) {
      if (!events.length) return;
      const params: unknown[] = [];
      const rows = events.map((event) => {
        const values = [
          event.session,
          event.kind,
          event.path,
          event.landing,
          event.source,
          event.medium,
          event.campaign,
          event.town,
          event.screen,
          event.form,
          event.leadId,
        ];
        const start = params.length;
        params.push(...values);
        return `(${values.map((_, i) => `$${start + i + 1}`).join(', ')})`;
      });
      const sent = events.filter((event) => event.leadId !== null).map((event) => event.leadId);
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO visit_events (${columns.join(', ')}) VALUES ${rows.join(', ')}`, params);
        if (sent.length) {
          await tx.query(
            `INSERT INTO visit_counted_leads (lead_id, day) SELECT id, (now() AT TIME ZONE 'UTC')::date FROM unnest($1::text[]) AS id
             ON CONFLICT (lead_id) DO NOTHING`,
            [sent],
          );
        }
      });
    },

    rollUp(sumBefore, dropBefore) {
      // One transaction: the sums go in, the summed day mark moves and raw rows go out together, so nothing is
      // counted twice or lost, whatever the order of two servers on one database.
      return db.transaction(async (tx) => {
        await tx.query('LOCK TABLE visit_summed IN EXCLUSIVE MODE');
        const from = await summedBefore(tx);
        if (sumBefore > from) {
          await tx.query(
            `INSERT INTO visit_days (day, landing, source, medium, campaign, town, visits) ${rawLandings}
             ON CONFLICT (day, landing, source, medium, campaign, town) DO UPDATE SET visits = visit_days.visits + EXCLUDED.visits`,
            [from, sumBefore],
          );
          await tx.query(
            `INSERT INTO visit_page_days (day, path, visits, views, starts, sent, calls, quotes) ${rawPages}
             ON CONFLICT (day, path) DO UPDATE SET visits = visit_page_days.visits + EXCLUDED.visits,
               views = visit_page_days.views + EXCLUDED.views, starts = visit_page_days.starts + EXCLUDED.starts,
               sent = visit_page_days.sent + EXCLUDED.sent, calls = visit_page_days.calls + EXCLUDED.calls,
               quotes = visit_page_days.quotes + EXCLUDED.quotes`,
            [from, sumBefore],
          );
          await tx.query(
            `INSERT INTO visit_summed (one, before) VALUES (true, $1::date) ON CONFLICT (one) DO UPDATE SET before = EXCLUDED.before`,
            [sumBefore],
          );
        }
        const until = dropBefore < sumBefore ? dropBefore : sumBefore;
        const removed = await tx.query(`DELETE FROM visit_events WHERE at < ($1::date::timestamp AT TIME ZONE 'UTC') RETURNING 1`, [until]);
        return removed.length;
      });
    },

    async landings(from, to) {
      const rawFrom = maxDay(from, await summedBefore(db));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT day::text AS day, landing, source, medium, campaign, town, sum(visits)::integer AS visits FROM (
           SELECT day, landing, source, medium, campaign, town, visits FROM visit_days WHERE day >= $3::date AND day < $2::date
           UNION ALL ${rawLandings}) AS counts
         GROUP BY 1, 2, 3, 4, 5, 6`,
        [rawFrom, nextDay(to), from],
      );
      return rows.map((row) => ({
        day: String(row.day),
        landing: String(row.landing),
        source: String(row.source),
        medium: String(row.medium),
        campaign: String(row.campaign),
        town: String(row.town),
        visits: Number(row.visits),
      }));
    },

    async pages(from, to) {
      const rawFrom = maxDay(from, await summedBefore(db));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT day::text AS day, path, sum(visits)::integer AS visits, sum(views)::integer AS views, sum(starts)::integer AS starts,
           sum(sent)::integer AS sent, sum(calls)::integer AS calls, sum(quotes)::integer AS quotes FROM (
           SELECT day, path, visits, views, starts, sent, calls, quotes FROM visit_page_days WHERE day >= $3::date AND day < $2::date
           UNION ALL ${rawPages}) AS counts
         GROUP BY 1, 2`,
        [rawFrom, nextDay(to), from],
      );
      return rows.map((row) => ({
        day: String(row.day),
        path: String(row.path),
        visits: Number(row.visits),
        views: Number(row.views),
        starts: Number(row.starts),
        sent: Number(row.sent),
        calls: Number(row.calls),
        quotes: Number(row.quotes),
      }));
    },

    async countedLeads(ids) {
      if (!ids.length) return new Set();
      const rows = await db.query<{ lead_id: string }>('SELECT lead_id FROM visit_counted_leads WHERE lead_id = ANY($1::text[])', [ids]);
      return new Set(rows.map((row) => row.lead_id));
    },
  };
}

// Raw events of days before this are in the day tables.
async function summedBefore(db: Queryable): Promise<string> {
  const rows = await db.query<{ before: string }>('SELECT before::text AS before FROM visit_summed');
  return rows[0]?.before ?? '1970-01-01';
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** The UTC day after a YYYY-MM-DD. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
