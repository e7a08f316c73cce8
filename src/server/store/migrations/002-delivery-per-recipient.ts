export { deliveryPerRecipient };

import type { Migration } from './migration.ts';

const deliveryPerRecipient: Migration = {
  version: 2,
  name: 'delivery per recipient',
  sql: `
      -- pending: waiting for its next attempt; failed: every recipient refused it for good.
      ALTER TABLE deliveries DROP CONSTRAINT deliveries_state_check;
      ALTER TABLE deliveries ADD CONSTRAINT deliveries_state_check CHECK (state IN ('sending', 'pending', 'sent', 'failed'));
      -- Attempts started (counted before each send), and each recipient's outcome as JSON:
      -- {"address": {"status": "accepted" | "deferred" | "refused", "reply": "...", "at": "..."}}.
      ALTER TABLE deliveries ADD COLUMN attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE deliveries ADD COLUMN recipients text NOT NULL DEFAULT '{}';
      -- Leads delivered before: their single message reached everyone it was sent to.
      UPDATE deliveries SET attempts = 1 WHERE state = 'sent';
    `,
};
