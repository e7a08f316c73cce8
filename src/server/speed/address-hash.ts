export { addressHasher, forgetPastAddresses };

import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../store/db.ts';

// One address, however it was capitalised, as an HMAC-SHA-256 under a random key of this store's (server_secrets,
// never in a backup): without the key a hash cannot be matched to an address by hashing guesses.
function addressHasher(db: Db): (address: string) => Promise<string> {
  let key: Promise<Buffer> | undefined;
  return async (address) => {
    key ??= readKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(address.trim().toLowerCase())
      .digest('hex');
  };
}

async function readKey(db: Db): Promise<Buffer> {
  const [row] = await db.query<{ value: string }>(
    `WITH made AS (
       INSERT INTO server_secrets (name, value) VALUES ('address-hash', $1) ON CONFLICT (name) DO NOTHING RETURNING value)
     SELECT value FROM made UNION ALL SELECT value FROM server_secrets WHERE name = 'address-hash'`,
    [randomBytes(32).toString('hex')],
  );
  return Buffer.from(row!.value, 'hex');
}

// An address's hash counts for 24 hours (one acknowledgement a day): after that it is deleted.
async function forgetPastAddresses(db: Db): Promise<void> {
  await db.query(`DELETE FROM acknowledged_addresses WHERE last_at < now() - interval '24 hours'`);
}
