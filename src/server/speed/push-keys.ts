export { pushKeys, pushKeysFile };
export type { PushKeys };

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair (RFC 8292), base64url, as browsers and push services take them. */
interface PushKeys {
  publicKey: string;
  privateKey: string;
}

function pushKeysFile(dataDir: string): string {
  return join(dataDir, 'push-keys.json');
}

// Like the staff token: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (every instance on PostgreSQL must share
// them); otherwise, on the embedded store, a pair made on first start and kept in the data folder (owner-only).
function pushKeys(env: { publicKey?: string; privateKey?: string }, dataDir: string, embedded: boolean): PushKeys | undefined {
  if (env.publicKey && env.privateKey) return { publicKey: env.publicKey, privateKey: env.privateKey };
  if (!embedded) return undefined;
  const file = pushKeysFile(dataDir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PushKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  return keys;
}
