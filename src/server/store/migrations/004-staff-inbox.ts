export { staffInbox };

import type { Migration } from './migration.ts';

const staffInbox: Migration = {
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
};
