export { deletionLog };

import type { Migration } from './migration.ts';

/** Deletion that holds through backups, and the keyed address hash (number 18). */
const deletionLog: Migration = {
  version: 18,
  name: 'deletion log',
  sql: `
    -- The SHA-256 of the ids of deleted leads (their records) and of the visits that sent them: nothing else. A
    -- restore skips their rows, whatever the backup's age; a restore with --replace keeps this table and adds the
    -- backup's.
    CREATE TABLE deletion_log (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('lead', 'visit'))
    );
    -- After a deletion: the daily backups rewritten without the lead, the freed space reclaimed.
    ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
    ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check
      CHECK (kind IN ('office-email', 'acknowledgement', 'escalation', 'push', 'reclaim'));
    -- The key of the address hash (HMAC-SHA-256): random, made once, never in a backup.
    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    );
    -- Hashes made without a key go: at worst one more acknowledgement to an address today.
    DELETE FROM acknowledged_addresses;
  `,
};
