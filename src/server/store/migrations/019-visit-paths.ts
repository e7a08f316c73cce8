export { visitPaths };

import type { Migration } from './migration.ts';

const visitPaths: Migration = {
  version: 19,
  name: 'visit paths',
  sql: `
      -- Each path's text once; an event refers to it by number (4 bytes instead of the path again and again).
      CREATE TABLE visit_paths (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        path text NOT NULL UNIQUE
      );
      INSERT INTO visit_paths (path) SELECT DISTINCT path FROM visit_events ORDER BY path;
      ALTER TABLE visit_events ADD COLUMN path_id integer;
      UPDATE visit_events SET path_id = visit_paths.id FROM visit_paths WHERE visit_paths.path = visit_events.path;
      ALTER TABLE visit_events ALTER COLUMN path_id SET NOT NULL;
      ALTER TABLE visit_events DROP COLUMN path;

      -- A visit has one first page: a later one of the same visit stays a page view and is no longer a first page.
      UPDATE visit_events SET landing = false
      WHERE landing AND EXISTS (
        SELECT 1 FROM visit_events AS earlier
        WHERE earlier.session = visit_events.session AND earlier.landing AND (earlier.at, earlier.id) < (visit_events.at, visit_events.id)
      );
      CREATE UNIQUE INDEX visit_events_first_page ON visit_events (session) WHERE landing;

      -- Events arrive in time order: a block range index finds a day's events at a tiny fraction of a b-tree's size.
      -- Nothing reads events by session or by id but a lead's deletion, which is rare enough to read the table.
      DROP INDEX visit_events_session;
      ALTER TABLE visit_events DROP CONSTRAINT visit_events_pkey;
      DROP INDEX visit_events_at;
      CREATE INDEX visit_events_at ON visit_events USING brin (at);
    `,
};
