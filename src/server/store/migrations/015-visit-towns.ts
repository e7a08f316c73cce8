export { visitTowns };

import type { Migration } from './migration.ts';

const visitTowns: Migration = {
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
};
