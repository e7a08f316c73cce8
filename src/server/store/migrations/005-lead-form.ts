export { leadForm };

import type { Migration } from './migration.ts';

const leadForm: Migration = {
  version: 5,
  name: 'lead form',
  sql: `
      -- The form a lead was sent with, in the code's words; before, only its id's prefix told (cta_: the quote
      -- form; contact_ and error_ copies were taken as the estimate form).
      ALTER TABLE contacts ADD COLUMN form text CHECK (form IN ('estimate', 'quote'));
      UPDATE contacts SET form = CASE WHEN starts_with(id, 'cta_') THEN 'quote' ELSE 'estimate' END;
      ALTER TABLE contacts ALTER COLUMN form SET NOT NULL;
    `,
};
