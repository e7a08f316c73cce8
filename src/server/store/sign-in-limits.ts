export { createSignInLimits };
export type { SignInLimits, AccountTurn };

import { sql } from 'kysely';
import type { Db } from './db.ts';
import { run, tables } from './query.ts';

/** An account's turn: wait `waitMs` then check, or refused for `retryMs` (its queue of checks is full). */
type AccountTurn = { waitMs: number } | { retryMs: number };

/**
 * Sign-in attempts counted in the database before any password is checked, so a burst of requests, or several
 * instances on one PostgreSQL, never check more than the limit. Keys arrive hashed.
 */
interface SignInLimits {
  /** Counts an attempt from a client; returns the count within the window (1 for the first) and when it ends. */
  countClient(key: string, windowMs: number): Promise<{ attempts: number; resetMs: number }>;
  /** Gives an attempt back (a right password: only wrong ones use up the allowance). */
  refundClient(key: string): Promise<void>;
  /**
   * Takes the account's next turn: the first `free` attempts in the window at once, each later one a growing
   * delay after the one before (1 s, 2 s, 4 s ... at most `maxDelayMs`); refused when the turn is over `maxWaitMs` away.
   */
  accountTurn(key: string, free: number, windowMs: number, maxDelayMs: number, maxWaitMs: number): Promise<AccountTurn>;
  /** Forgets an account's attempts (its right password was given). */
  clearAccount(key: string): Promise<void>;
  /** Drops rows whose window ended long ago. */
  prune(): Promise<void>;
}

// This attempt's number in the account's window, and how long after now its check may run: the first `free` at
// once, each later one 2^k seconds (at most `maxDelayMs`) after the turn before it.
const count = sql<number>`(CASE WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END)`;

function wait(free: number, maxDelayMs: number) {
  return sql<number>`(CASE WHEN ${count} <= ${free}::integer THEN 0::double precision ELSE greatest(0::double precision,
  extract(epoch FROM l.next_at - now())::double precision * 1000
  + least(${maxDelayMs}::double precision, 1000 * power(2::double precision, ${count} - ${free}::integer - 1))) END)`;
}

function createSignInLimits(db: Db): SignInLimits {
  return {
    async countClient(key, windowMs) {
      // One statement: concurrent requests queue on the row and each reads its own count.
      const [row] = await run(
        db,
        sql<{ attempts: number; reset_ms: number }>`INSERT INTO staff_sign_in_limits AS l (key, attempts, window_ends)
         VALUES (${key}, 1, now() + (${windowMs}::double precision * interval '1 millisecond'))
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END,
           window_ends = CASE WHEN l.window_ends <= now() THEN excluded.window_ends ELSE l.window_ends END
         RETURNING attempts, (extract(epoch FROM window_ends - now()) * 1000)::double precision AS reset_ms`,
      );
      return { attempts: row!.attempts, resetMs: Math.max(0, row!.reset_ms) };
    },

    async refundClient(key) {
      await run(
        db,
        tables
          .updateTable('staff_sign_in_limits')
          .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
          .where('key', '=', key),
      );
    },

    async accountTurn(key, free, windowMs, maxDelayMs, maxWaitMs) {
      // One statement, so concurrent turns of one account queue on its row and each gets its own place.
      const turnMs = wait(free, maxDelayMs);
      const [row] = await run(
        db,
        sql<{ turn_ms: number }>`INSERT INTO staff_sign_in_limits AS l (key, attempts, window_ends, next_at, turn_ms)
         VALUES (${key}, 1, now() + (${windowMs}::double precision * interval '1 millisecond'), now(), 0)
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN ${turnMs} > ${maxWaitMs} THEN l.attempts ELSE ${count} END,
           window_ends = CASE WHEN l.window_ends <= now() THEN excluded.window_ends ELSE l.window_ends END,
           next_at = CASE WHEN ${turnMs} > ${maxWaitMs} THEN l.next_at ELSE now() + (${turnMs} * interval '1 millisecond') END,
           turn_ms = CASE WHEN ${turnMs} > ${maxWaitMs} THEN -${turnMs} ELSE ${turnMs} END
         RETURNING turn_ms`,
      );
      const turn = row!.turn_ms;
      return turn < 0 ? { retryMs: -turn } : { waitMs: turn };
    },

    async clearAccount(key) {
      await run(db, tables.deleteFrom('staff_sign_in_limits').where('key', '=', key));
    },

    async prune() {
      await run(db, tables.deleteFrom('staff_sign_in_limits').where('window_ends', '<', sql<Date>`now() - interval '1 day'`));
    },
  };
}
