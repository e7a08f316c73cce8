export { leadLanguage };

import type { Migration } from './migration.ts';

const leadLanguage: Migration = {
  version: 23,
  name: 'lead language',
  sql: `
      -- The language of the page the request was sent from (a code of site.yaml's languages), so the office calls
      -- back in it; '' for the leads stored before, which were all in the site's main language.
      ALTER TABLE contacts ADD COLUMN language text NOT NULL DEFAULT '';
    `,
};
