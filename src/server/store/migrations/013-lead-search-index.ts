export { leadSearchIndex };

import type { Migration } from './migration.ts';

const leadSearchIndex: Migration = {
  version: 13,
  name: 'lead search index',
  sql: `
      -- The inbox's search finds text anywhere in a lead's name, e-mail, phone, address or message (and the phone's
      -- digits alone): one trigram index over all of them serves it without reading every lead. pg_trgm goes to the
      -- public schema when missing (a schema of one deployment may be dropped, and the extension with it); the
      -- index names its operator class wherever the extension lives.
      DO $$
      DECLARE
        home text;
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE EXTENSION pg_trgm SCHEMA public;
        END IF;
        SELECT n.nspname INTO home FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
        EXECUTE format(
          'CREATE INDEX contacts_search ON contacts USING gin ((name || '' '' || email || '' '' || phone || '' '' || address'
          ' || '' '' || message || '' '' || regexp_replace(phone, ''\\D'', '''', ''g'')) %I.gin_trgm_ops)',
          home
        );
      END
      $$;
      -- The list and its exports read newest first (or oldest first) by (created_at, id), a page at a time.
      CREATE INDEX contacts_created_at_id ON contacts (created_at, id);
      -- The count of new leads the inbox shows beside every page.
      CREATE INDEX contacts_new ON contacts (created_at) WHERE status = 'new' AND NOT spam;
    `,
};
