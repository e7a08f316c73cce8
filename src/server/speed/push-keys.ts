export { pushKeys, pushKeysFile };
export type { PushKeys };

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { writeFileSynced } from '../synced-file.ts';

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
  const kept = existsSync(file) ? readKeys(readFileSync(file, 'utf8')) : undefined;
  if (kept) return kept;
  // None yet, or a file a power cut left empty (made before this server synced it): a new pair.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  writeFileSynced(file, `${JSON.stringify(keys)}\n`);
  return keys;
}

function readKeys(text: string): PushKeys | undefined {
  try {
    const keys = JSON.parse(text) as Partial<PushKeys>;
    return keys.publicKey && keys.privateKey ? { publicKey: keys.publicKey, privateKey: keys.privateKey } : undefined;
  } catch {
    return undefined;
  }
}
