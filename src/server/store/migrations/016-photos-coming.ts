export { photosComing };

import type { Migration } from './migration.ts';

const photosComing: Migration = {
  version: 16,
  name: 'photos coming',
  sql: `
      -- How many photos the homeowner chose when sending: they follow the lead, so its e-mail can say so.
      ALTER TABLE contacts ADD COLUMN photos_coming smallint NOT NULL DEFAULT 0;
    `,
};
