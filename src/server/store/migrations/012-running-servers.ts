export { runningServers };

import type { Migration } from './migration.ts';

const runningServers: Migration = {
  version: 12,
  name: 'running servers',
  sql: `
      -- Each running server's last sign of life: a send claimed by a server no longer here is handed back at once.
      CREATE TABLE store_instances (
        id text PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
    `,
};
