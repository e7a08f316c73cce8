export { createPushSender, createPushStore };
export type { PushSender, PushStore, PushMessage, PushSubscriptionKeys };

import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import { run, tables } from '../store/query.ts';
import type { PushKeys } from './push-keys.ts';
import { isRefusedPushAddress, pushSubscriptionsPerAccount, pushTarget } from './push-endpoint.ts';
import type { PushPolicy } from './push-endpoint.ts';

/** What a browser's PushSubscription.toJSON() holds. */
interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows: a title, a line, the inbox page a tap opens, a tag so repeats replace each other. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface PushStore {
  /** Keeps a device of the signed-in account (by its address), dropping its oldest beyond the cap; false when the account is gone. */
  save(email: string, subscription: PushSubscriptionKeys): Promise<boolean>;
  remove(email: string, endpoint: string): Promise<boolean>;
  /** Every live account's subscriptions; those of removed accounts are deleted first. */
  all(): Promise<PushSubscriptionKeys[]>;
  drop(endpoint: string): Promise<void>;
}

interface PushSender {
  publicKey: string;
  /** Sends to every staff device; resolves with how many push services accepted it. */
  toEveryone(message: PushMessage): Promise<number>;
}

function createPushStore(db: Db): PushStore {
  return {
    async save(email, subscription) {
      const rows = await run(
        db,
        tables
          .insertInto('push_subscriptions')
          .columns(['endpoint', 'account_id', 'p256dh', 'auth'])
          .expression(
            tables
              .selectFrom('staff_accounts as a')
              .select([
                sql.val(subscription.endpoint).as('endpoint'),
                'a.id',
                sql.val(subscription.keys.p256dh).as('p256dh'),
                sql.val(subscription.keys.auth).as('auth'),
              ])
              .where('a.email', '=', email)
              .where('a.removed_at', 'is', null),
          )
          .onConflict((conflict) =>
            conflict.column('endpoint').doUpdateSet((eb) => ({
              account_id: eb.ref('excluded.account_id'),
              p256dh: eb.ref('excluded.p256dh'),
              auth: eb.ref('excluded.auth'),
              // A device subscribed again counts as the newest of its account.
              created_at: sql<Date>`now()`,
            })),
          )
          .returning('account_id'),
      );
      if (rows.length === 0) return false;
      // One lead must not become hundreds of outgoing connections: the newest devices of an account are kept.
      await db.query(
        `DELETE FROM push_subscriptions WHERE account_id = $1 AND endpoint NOT IN
           (SELECT endpoint FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at DESC, endpoint LIMIT $2)`,
        [rows[0]!.account_id, pushSubscriptionsPerAccount],
      );
      return true;
    },
    async remove(email, endpoint) {
      const rows = await run(
        db,
        tables
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', endpoint)
          .where('account_id', 'in', tables.selectFrom('staff_accounts').select('id').where('email', '=', email))
          .returning('endpoint'),
      );
      return rows.length > 0;
    },
    async all() {
      // One statement: the devices of removed accounts are forgotten, and the others listed.
      const rows = await run(
        db,
        sql<{ endpoint: string; p256dh: string; auth: string }>`WITH gone AS (
          DELETE FROM push_subscriptions WHERE account_id IN (SELECT id FROM staff_accounts WHERE removed_at IS NOT NULL))
          SELECT s.endpoint, s.p256dh, s.auth FROM push_subscriptions s
          JOIN staff_accounts a ON a.id = s.account_id AND a.removed_at IS NULL
          ORDER BY s.created_at`,
      );
      return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
    },
    async drop(endpoint) {
      await run(db, tables.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint));
    },
  };
}

// Web Push (RFC 8030) with the payload encrypted for each device (RFC 8291, aes128gcm) and the server identified by
// its VAPID keys (RFC 8292), by the web-push library. A subscription the push service no longer knows (404, 410) is
// dropped, and so is one whose endpoint is not a public push service or whose name resolves inside a network.
function createPushSender(store: PushStore, keys: PushKeys, subject: string, log: FastifyBaseLogger, policy: PushPolicy): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async toEveryone(message) {
      const payload = JSON.stringify(message);
      const results = await Promise.all(
        (await store.all()).map(async (subscription) => {
          const target = pushTarget(subscription.endpoint, policy);
          if ('refused' in target) {
            log.warn({ reason: target.refused }, 'A push subscription was dropped: its endpoint is not a public push service');
            await store.drop(subscription.endpoint);
            return 0;
          }
          const { agent } = target;
          try {
            await webpush.sendNotification(subscription, payload, {
              vapidDetails,
              TTL: 24 * 3600,
              urgency: 'high',
              timeout: 10_000,
              ...(agent ? { agent } : {}),
            });
            return 1;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) await store.drop(subscription.endpoint);
            else if (isRefusedPushAddress(error)) {
              log.warn({ reason: (error as Error).message }, 'A push subscription was dropped: its push service resolves inside a network');
              await store.drop(subscription.endpoint);
            } else log.warn({ err: error, status }, 'A push service refused a notification');
            return 0;
          }
        }),
      );
      return results.reduce<number>((sum, sent) => sum + sent, 0);
    },
  };
}
