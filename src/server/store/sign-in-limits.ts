export { createSignInLimits };
export type { SignInLimits, AccountTurn };

import type { Db } from './db.ts';

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

type Row = Record<string, unknown>;

// This attempt's number in the account's window, and how long after now its check may run: the first $2 at
// once, each later one 2^k seconds (at most $4 ms) after the turn before it.
const count = `(CASE WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END)`;
const wait = `(CASE WHEN ${count} <= $2::integer THEN 0::double precision ELSE greatest(0::double precision,
  extract(epoch FROM l.next_at - now())::double precision * 1000
  + least($4::double precision, 1000 * power(2::double precision, ${count} - $2::integer - 1))) END)`;

function createSignInLimits(db: Db): SignInLimits {
  return {
    async countClient(key, windowMs) {
      // One statement: concurrent requests queue on the row and each reads its own count.
      const rows = await db.query<Row>(
        `INSERT INTO staff_sign_in_limits AS l (key, attempts, window_ends)
         VALUES ($1, 1, now() + ($2::double precision * interval '1 millisecond'))
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END,
           window_ends = CASE WHEN l.window_ends <= now() THEN excluded.window_ends ELSE l.window_ends END
         RETURNING attempts, extract(epoch FROM window_ends - now()) * 1000 AS reset_ms`,
        [key, windowMs],
      );
      return { attempts: Number(rows[0]!.attempts), resetMs: Math.max(0, Number(rows[0]!.reset_ms)) };
    },

    async refundClient(key) {
      await db.query('UPDATE staff_sign_in_limits SET attempts = greatest(attempts - 1, 0) WHERE key = $1', [key]);
    },

    async accountTurn(key, free, windowMs, maxDelayMs, maxWaitMs) {
      // One statement, so concurrent turns of one account queue on its row and each gets its own place.
      const rows = await db.query<Row>(
        `INSERT INTO staff_sign_in_limits AS l (key, attempts, window_ends, next_at, turn_ms)
         VALUES ($1, 1, now() + ($3::double precision * interval '1 millisecond'), now(), 0)
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN ${wait} > $5 THEN l.attempts ELSE ${count} END,
           window_ends = CASE WHEN l.window_ends <= now() THEN excluded.window_ends ELSE l.window_ends END,
           next_at = CASE WHEN ${wait} > $5 THEN l.next_at ELSE now() + (${wait} * interval '1 millisecond') END,
           turn_ms = CASE WHEN ${wait} > $5 THEN -${wait} ELSE ${wait} END
         RETURNING turn_ms`,
        [key, free, windowMs, maxDelayMs, maxWaitMs],
      );
      const turn = Number(rows[0]!.turn_ms);
      return turn < 0 ? { retryMs: -turn } : { waitMs: turn };
    },

    async clearAccount(key) {
      await db.query('DELETE FROM staff_sign_in_limits WHERE key = $1', [key]);
    },

    async prune() {
      await db.query(`DELETE FROM staff_sign_in_limits WHERE window_ends < now() - interval '1 day'`);
    },
  };
}
