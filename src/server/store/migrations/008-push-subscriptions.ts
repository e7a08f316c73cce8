export { pushSubscriptions };

import type { Migration } from './migration.ts';

const pushSubscriptions: Migration = {
  version: 8,
  name: 'push subscriptions',
  sql: `
      -- A staff member's devices that turned on Web Push: the push service's address and the browser's keys.
      -- Gone with the account's removal (deleted before any push) or when the push service says it expired.
      CREATE TABLE push_subscriptions (
        endpoint text PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id);
    `,
};
