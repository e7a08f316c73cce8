export { writeFileSynced };

import { closeSync, fsyncSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// A small file the server makes once and must find again after a power cut (its staff token, its push keys): written
// beside, synced, renamed over, and the folder synced, so it is either whole or not there, never empty.
function writeFileSynced(file: string, text: string, mode = 0o600): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, text, { mode });
  const handle = openSync(partial, 'r+');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(partial, file);
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
