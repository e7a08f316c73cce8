export { migrate, migrations };

import type { Db } from './db.ts';
import { deletionLogMigration } from './deletion-log-migration.ts';
import { jobsMigration } from './jobs-migration.ts';
import { speedMigrations } from './speed-migrations.ts';

/** Schema changes, applied in order once per database; never edit one that has shipped, add a new one. */
const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'contacts and deliveries',
    sql: `
      CREATE TABLE contacts (
        id text PRIMARY KEY,
        submission_key text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        address text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        service_type text NOT NULL DEFAULT '',
        project_type text NOT NULL DEFAULT '',
        timeline text NOT NULL DEFAULT '',
        budget text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        email_sent text NOT NULL DEFAULT '0' CHECK (email_sent IN ('0', '1')),
        email_error text,
        user_id text NOT NULL DEFAULT 'anonymous' CHECK (user_id = 'anonymous'),
        created_at timestamptz NOT NULL DEFAULT now(),
        spam boolean NOT NULL DEFAULT false,
        notified_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz
      );
      CREATE INDEX contacts_created_at ON contacts (created_at);
      CREATE INDEX contacts_submission_key ON contacts (submission_key);
      CREATE INDEX contacts_unnotified ON contacts (created_at) WHERE notified_at IS NULL AND NOT spam;

      -- One row per submission (a lead and its error_ twin share the key): the claim before sending
      -- and the proof after it, so no submission is e-mailed twice.
      CREATE TABLE deliveries (
        submission_key text PRIMARY KEY,
        contact_id text NOT NULL,
        state text NOT NULL CHECK (state IN ('sending', 'sent')),
        claimed_by text NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        message_id text
      );
    `,
  },
  {
    version: 2,
    name: 'delivery per recipient',
    sql: `
      -- pending: waiting for its next attempt; failed: every recipient refused it for good.
      ALTER TABLE deliveries DROP CONSTRAINT deliveries_state_check;
      ALTER TABLE deliveries ADD CONSTRAINT deliveries_state_check CHECK (state IN ('sending', 'pending', 'sent', 'failed'));
      -- Attempts started (counted before each send), and each recipient's outcome as JSON:
      -- {"address": {"status": "accepted" | "deferred" | "refused", "reply": "...", "at": "..."}}.
      ALTER TABLE deliveries ADD COLUMN attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE deliveries ADD COLUMN recipients text NOT NULL DEFAULT '{}';
      -- Leads delivered before: their single message reached everyone it was sent to.
      UPDATE deliveries SET attempts = 1 WHERE state = 'sent';
    `,
  },
  {
    version: 3,
    name: 'attribution',
    sql: `
      -- Where a lead came from: the page its form was on, the visit's first page (path and query), the other
      -- site that sent the visitor, and the utm_* parameters of that first address; '' when unknown.
      ALTER TABLE contacts
        ADD COLUMN page text NOT NULL DEFAULT '',
        ADD COLUMN landing_page text NOT NULL DEFAULT '',
        ADD COLUMN referrer text NOT NULL DEFAULT '',
        ADD COLUMN utm_source text NOT NULL DEFAULT '',
        ADD COLUMN utm_medium text NOT NULL DEFAULT '',
        ADD COLUMN utm_campaign text NOT NULL DEFAULT '',
        ADD COLUMN utm_term text NOT NULL DEFAULT '',
        ADD COLUMN utm_content text NOT NULL DEFAULT '';
    `,
  },
  {
    version: 4,
    name: 'staff inbox',
    sql: `
      -- The office's follow-up of each lead.
      ALTER TABLE contacts ADD COLUMN status text NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'quote-sent', 'won', 'lost'));

      -- One row per person; a removed account stays (its name is in the history) and its address may be added again.
      CREATE TABLE staff_accounts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL DEFAULT '',
        -- scrypt$N$r$p$salt$hash; NULL until the invitation is accepted.
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz,
        last_sign_in_at timestamptz
      );
      CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (email) WHERE removed_at IS NULL;

      -- Invitation and password-reset links: only a hash of the token is kept; each works once, until it expires.
      CREATE TABLE staff_tokens (
        token_hash text PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES staff_accounts (id),
        purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );

      -- Signed-in browsers: only a hash of the cookie's value is kept.
      CREATE TABLE staff_sessions (
        id_hash text PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES staff_accounts (id),
        csrf_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      );
      CREATE INDEX staff_sessions_account ON staff_sessions (account_id) WHERE ended_at IS NULL;

      -- What happened to a lead, appended and never changed: status changes, notes, spam marks, resends,
      -- and the outcome of each e-mail attempt. actor: a staff address, 'server' or 'script'.
      CREATE TABLE lead_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        contact_id text NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('status', 'note', 'spam', 'resend', 'delivery')),
        from_value text,
        to_value text,
        text text
      );
      CREATE INDEX lead_events_contact ON lead_events (contact_id, id);
      CREATE FUNCTION lead_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'A lead''s history is kept as written: add an event instead'; END $$;
      CREATE TRIGGER lead_events_append_only BEFORE UPDATE ON lead_events
        FOR EACH ROW EXECUTE FUNCTION lead_events_append_only();
    `,
  },
  {
    version: 5,
    name: 'lead form',
    sql: `
      -- The form a lead was sent with, in the code's words; before, only its id's prefix told (cta_: the quote
      -- form; contact_ and error_ copies were taken as the estimate form).
      ALTER TABLE contacts ADD COLUMN form text CHECK (form IN ('estimate', 'quote'));
      UPDATE contacts SET form = CASE WHEN starts_with(id, 'cta_') THEN 'quote' ELSE 'estimate' END;
      ALTER TABLE contacts ALTER COLUMN form SET NOT NULL;
    `,
  },
  {
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
  },
  ...speedMigrations,
  {
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
  },
  {
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
  },
  {
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
  },
  {
    version: 14,
    name: 'lead photos',
    sql: `
      -- Photos a homeowner sent with a lead, re-encoded by the server (JPEG, no metadata); deleted with the lead.
      CREATE TABLE lead_photos (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        contact_id text NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        name text NOT NULL DEFAULT '',
        bytes bytea NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        byte_size integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX lead_photos_contact ON lead_photos (contact_id, id);
      -- The right to attach photos to a lead: the sha-256 of a random token handed to its sender, for a while.
      CREATE TABLE photo_uploads (
        contact_id text PRIMARY KEY REFERENCES contacts (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 15,
    name: 'visit towns',
    sql: `
      -- A visit's town, on its first page: one of the site's towns (its form value) placed from the address the
      -- visit came from while its batch was taken in (the address is not kept), else ''.
      ALTER TABLE visit_events ADD COLUMN town text NOT NULL DEFAULT '';
      ALTER TABLE visit_days ADD COLUMN town text NOT NULL DEFAULT '';
      ALTER TABLE visit_days DROP CONSTRAINT visit_days_pkey;
      ALTER TABLE visit_days ADD PRIMARY KEY (day, landing, source, medium, campaign, town);
    `,
  },
  {
    version: 16,
    name: 'photos coming',
    sql: `
      -- How many photos the homeowner chose when sending: they follow the lead, so its e-mail can say so.
      ALTER TABLE contacts ADD COLUMN photos_coming smallint NOT NULL DEFAULT 0;
    `,
  },
  jobsMigration,
  deletionLogMigration,
];

// Any number of instances may start at once on one PostgreSQL: an advisory lock makes them take turns.
async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7318920461)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
