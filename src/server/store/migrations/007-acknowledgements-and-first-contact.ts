export { acknowledgementsAndFirstContact };

import type { Migration } from './migration.ts';

const acknowledgementsAndFirstContact: Migration = {
  version: 7,
  name: 'acknowledgements and first contact',
  sql: `
      -- New kinds of history: the homeowner's acknowledgement (sent, deferred, refused, skipped, given-up),
      -- a Call or E-mail tap in the inbox (first contact), an escalation (claimed once per lead and level).
      ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
      ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
        CHECK (kind IN ('status', 'note', 'spam', 'resend', 'delivery', 'acknowledgement', 'contact', 'escalation'));
      -- The history row of an escalation is its claim: two instances cannot both insert it.
      CREATE UNIQUE INDEX lead_events_escalation ON lead_events (contact_id, to_value) WHERE kind = 'escalation';
      CREATE INDEX lead_events_first_contact ON lead_events (contact_id, at)
        WHERE kind IN ('note', 'contact') OR (kind = 'status' AND from_value = 'new');

      -- One acknowledgement per submission: the decision (pending or skipped), the claim before each attempt,
      -- the outcome. Its address is the lead's own, read when it is sent.
      CREATE TABLE acknowledgements (
        submission_key text PRIMARY KEY,
        contact_id text NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'refused', 'skipped', 'given-up')),
        created_at timestamptz NOT NULL DEFAULT now(),
        claimed_by text,
        claimed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        message_id text,
        sent_at timestamptz
      );
      CREATE INDEX acknowledgements_due ON acknowledgements (next_attempt_at) WHERE state IN ('pending', 'sending');

      -- At most one acknowledgement per address and 24 hours: a hash of the address, kept only as long as it counts.
      CREATE TABLE acknowledged_addresses (
        address_hash text PRIMARY KEY,
        last_at timestamptz NOT NULL
      );
    `,
};
