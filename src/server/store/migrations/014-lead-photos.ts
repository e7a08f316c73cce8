export { leadPhotos };

import type { Migration } from './migration.ts';

const leadPhotos: Migration = {
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
};
