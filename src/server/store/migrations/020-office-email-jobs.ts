export { officeEmailJobs };

import type { Migration } from './migration.ts';

/** The office e-mail moves from its own outbox table to the jobs table (number 20). */
const officeEmailJobs: Migration = {
  version: 20,
  name: 'office e-mail jobs',
  sql: `
    -- One office-email job per submission (a lead and its error_ copy share it): waiting or cut off mid-send, it is
    -- due when its lead's next attempt is (a cut-off send at once); sent or refused, it is done and keeps what each
    -- recipient answered, which the inbox shows. The job's result holds the recipients, the payload the Message-ID.
    INSERT INTO jobs (kind, key, contact_id, state, run_after, attempts, payload, result, error, created_at)
    SELECT 'office-email', 'office-email:' || d.submission_key, c.id,
      CASE WHEN d.state IN ('sent', 'failed') THEN 'done' ELSE 'waiting' END,
      CASE WHEN d.state = 'pending' THEN coalesce(c.next_attempt_at, now()) ELSE now() END,
      d.attempts,
      CASE WHEN d.message_id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('messageId', d.message_id) END,
      jsonb_build_object('state', CASE WHEN d.state IN ('sent', 'failed') THEN d.state ELSE 'pending' END,
        'recipients', d.recipients::jsonb, 'sentAt', d.sent_at),
      nullif(c.email_error, ''), d.claimed_at
    FROM deliveries d LEFT JOIN contacts c ON c.id = d.contact_id;

    -- Leads never tried yet (the browser had not asked, the server's wait not over): one job per submission, the lead
    -- before its error_ copy, due five minutes after the lead (the default wait for the browser).
    INSERT INTO jobs (kind, key, contact_id, run_after, created_at)
    SELECT DISTINCT ON (c.submission_key) 'office-email', 'office-email:' || c.submission_key, c.id,
      coalesce(c.next_attempt_at, c.created_at + interval '5 minutes'), c.created_at
    FROM contacts c
    WHERE c.notified_at IS NULL AND NOT c.spam
    ORDER BY c.submission_key, starts_with(c.id, 'error_'), c.id
    ON CONFLICT (key) DO NOTHING;
    DROP TABLE deliveries;
  `,
};
