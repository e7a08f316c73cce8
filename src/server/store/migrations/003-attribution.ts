export { attribution };

import type { Migration } from './migration.ts';

const attribution: Migration = {
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
};
