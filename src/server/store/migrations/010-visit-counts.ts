export { visitCounts };

import type { Migration } from './migration.ts';

const visitCounts: Migration = {
  version: 10,
  name: 'visit counts',
  sql: `
      -- The visit counter's events, summed into the day tables once their day is over and kept raw for 90 days
      -- (VISITS_KEEP_DAYS).
      -- No IP address and no cookie: session is the random id a browser tab made for one visit. On the visit's
      -- first page (landing) the source, medium and campaign: utm tags, else the referring site's host name.
      CREATE TABLE visit_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        session text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('view', 'start', 'sent', 'call', 'quote')),
        path text NOT NULL,
        landing boolean NOT NULL DEFAULT false,
        source text NOT NULL DEFAULT '',
        medium text NOT NULL DEFAULT '',
        campaign text NOT NULL DEFAULT '',
        screen text NOT NULL DEFAULT '',
        form text NOT NULL DEFAULT '',
        lead_id text
      );
      CREATE INDEX visit_events_at ON visit_events (at);
      CREATE INDEX visit_events_session ON visit_events (session);

      -- Rolled up (UTC days): visits by their first page and where they came from.
      CREATE TABLE visit_days (
        day date NOT NULL,
        landing text NOT NULL,
        source text NOT NULL,
        medium text NOT NULL,
        campaign text NOT NULL,
        visits integer NOT NULL,
        PRIMARY KEY (day, landing, source, medium, campaign)
      );
      -- Rolled up: per page, the visits that saw it, its views, forms started and sent, call and quote taps.
      CREATE TABLE visit_page_days (
        day date NOT NULL,
        path text NOT NULL,
        visits integer NOT NULL,
        views integer NOT NULL,
        starts integer NOT NULL,
        sent integer NOT NULL,
        calls integer NOT NULL,
        quotes integer NOT NULL,
        PRIMARY KEY (day, path)
      );
      -- The day tables hold every UTC day before this one (summed each day); raw events of those days are kept
      -- for 90 days all the same, and read only for days after it. One row.
      CREATE TABLE visit_summed (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        before date NOT NULL
      );
      -- Leads whose sent form the counter saw: the report tells the leads of visits it did not count.
      CREATE TABLE visit_counted_leads (
        lead_id text PRIMARY KEY,
        day date NOT NULL
      );

      -- A lead deleted with everything about it leaves only this: when, and who did it.
      CREATE TABLE lead_deletions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL
      );
    `,
};
