export { signInLimits };

import type { Migration } from './migration.ts';

const signInLimits: Migration = {
  version: 6,
  name: 'sign-in limits',
  sql: `
      -- Sign-in attempts, counted before the password is checked: one row per client address or per account
      -- (key: a SHA-256 of 'client ' or 'account ' and the value, so no address is kept in clear).
      -- attempts: within the window; next_at: when the account's latest check runs (its growing delay).
      CREATE TABLE staff_sign_in_limits (
        key text PRIMARY KEY,
        attempts integer NOT NULL DEFAULT 0,
        window_ends timestamptz NOT NULL,
        next_at timestamptz NOT NULL DEFAULT now(),
        -- The last turn given: its wait in ms, or minus the wait it was refused for.
        turn_ms double precision NOT NULL DEFAULT 0
      );
      CREATE INDEX staff_sign_in_limits_window ON staff_sign_in_limits (window_ends);
      -- Sessions as their owner sees them in the inbox: an id to end one by, and the browser that started it.
      ALTER TABLE staff_sessions
        ADD COLUMN public_id text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
        ADD COLUMN user_agent text NOT NULL DEFAULT '',
        ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
      CREATE UNIQUE INDEX staff_sessions_public_id ON staff_sessions (public_id);
    `,
};
