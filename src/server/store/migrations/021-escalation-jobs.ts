export { escalationJobs };

import type { Migration } from './migration.ts';

/** Escalations become jobs of the jobs table, no longer a scan of the untouched leads (number 21). */
const escalationJobs: Migration = {
  version: 21,
  name: 'escalation jobs',
  sql: `
    -- One job per lead and level not yet escalated, for the leads the scan still chased: new, not spam, never
    -- contacted, not the copy of a stored lead, received within 30 days. Office hours are the server's to reckon, not
    -- the database's: each is due at once, and its first run puts it back to wait for its deadline when that is later.
    -- A level already escalated (its history line) gets none, so nothing is told of twice.
    INSERT INTO jobs (kind, key, contact_id, payload, run_after, created_at)
    SELECT 'escalation', 'escalation:' || l.level || ':' || c.submission_key, c.id, jsonb_build_object('level', l.level),
      c.created_at, c.created_at
    FROM contacts c CROSS JOIN (VALUES ('first'), ('promise')) AS l (level)
    WHERE c.status = 'new' AND NOT c.spam AND c.created_at > now() - interval '30 days'
      AND NOT (starts_with(c.id, 'error_') AND EXISTS (
        SELECT 1 FROM contacts o WHERE o.submission_key = c.submission_key AND NOT starts_with(o.id, 'error_')))
      AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.contact_id = c.id
        AND (e.kind IN ('note', 'contact') OR (e.kind = 'status' AND e.from_value = 'new')))
      AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.contact_id = c.id AND e.kind = 'escalation' AND e.to_value = l.level)
    ORDER BY c.created_at, l.level
    ON CONFLICT (key) DO NOTHING;
  `,
};
