export { jobs };

import type { Migration } from './migration.ts';

/** The background work of every kind in one table (number 17). */
const jobs: Migration = {
  version: 17,
  name: 'jobs',
  sql: `
    -- One row per piece of background work. Its key makes it happen once across instances (office-email:<lead>,
    -- push:<lead>); a runner claims the due ones in run_after order, counts the attempt before running it, and puts a
    -- failure back to wait with a backoff until the kind's limit, then marks it failed.
    CREATE TABLE jobs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('office-email', 'acknowledgement', 'escalation', 'push')),
      key text NOT NULL UNIQUE,
      contact_id text REFERENCES contacts (id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done', 'failed')),
      run_after timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      claimed_by text,
      claimed_at timestamptz,
      payload jsonb NOT NULL DEFAULT '{}',
      result jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX jobs_due ON jobs (run_after, id) WHERE state = 'waiting';
    CREATE INDEX jobs_running ON jobs (claimed_by) WHERE state = 'running';
    CREATE INDEX jobs_contact ON jobs (contact_id);

    -- The homeowner's acknowledgements still to send (waiting, or cut off mid-send) become jobs, decided to be sent;
    -- their outcomes so far are in the leads' histories, which stay.
    INSERT INTO jobs (kind, key, contact_id, run_after, attempts, payload)
    SELECT 'acknowledgement', 'acknowledgement:' || submission_key, contact_id, coalesce(next_attempt_at, now()), attempts,
      '{"decision": "send"}'::jsonb
    FROM acknowledgements WHERE state IN ('pending', 'sending');
    DROP TABLE acknowledgements;
  `,
};
