export { localStaffToken, readLocalStaffToken, staffTokenFile };

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileSynced } from './synced-file.ts';

/** Where a server on the embedded store keeps its staff token when STAFF_TOKEN is not set. */
function staffTokenFile(dataDir: string): string {
  return join(dataDir, 'staff-token');
}

/** The token in the data folder, created (readable by its owner only) on first use. */
function localStaffToken(dataDir: string): string {
  const existing = readLocalStaffToken(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const token = randomBytes(24).toString('hex');
  // An empty file (a power cut before its write reached the disk) is replaced.
  writeFileSynced(staffTokenFile(dataDir), `${token}\n`);
  return token;
}

function readLocalStaffToken(dataDir: string): string | undefined {
  const file = staffTokenFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
