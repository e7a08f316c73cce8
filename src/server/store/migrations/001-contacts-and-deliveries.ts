export { contactsAndDeliveries };

import type { Migration } from './migration.ts';

const contactsAndDeliveries: Migration = {
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
};
