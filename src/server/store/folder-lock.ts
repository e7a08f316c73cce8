export { lockFolder, FolderLockedError };
export type { FolderLock };

import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** A held lock; `release` removes the lock file if it is still ours. */
interface FolderLock {
  /** The lock file's path. */
  readonly path: string;
  /** Removes the lock file (idempotent). */
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** Thrown when another live process holds the folder. */
class FolderLockedError extends Error {
  constructor(
    message: string,
    /** The process id written in the lock file. */
    readonly ownerPid: number,
  ) {
    super(message);
    this.name = 'FolderLockedError';
  }
}

// The embedded database lets one process own its folder: a second opener writes without any error
// and its rows vanish later, so a second opener must fail loudly instead.
function lockFolder(folder: string, what = 'The embedded database'): FolderLock {
  const path = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) return heldLock(path);
    const owner = readOwner(path);
    if (owner === undefined) continue; // vanished or half-written: try again
    if (owner.host === hostname() && !isAlive(owner.pid)) {
      // The owner died without cleaning up (crash, SIGKILL): take the folder over.
      removeIfSame(path, owner);
      continue;
    }
    throw new FolderLockedError(
      `${what} in ${folder} is already open in process ${owner.pid} on ${owner.host} (since ${owner.since}; lock file ${path}). ` +
        'Only one process may open it: stop the other server, or set DATABASE_URL to share a PostgreSQL database. ' +
        'If no such process exists, delete the lock file.',
      owner.pid,
    );
  }
  throw new Error(`Could not take the lock file ${path}: it keeps changing.`);
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

function heldLock(path: string): FolderLock {
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
      const owner = readOwner(path);
      if (owner?.pid === process.pid && owner.host === hostname()) unlinkQuietly(path);
    },
  };
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), since: String(parsed.since ?? '?') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable content (a crash mid-write): treat as a dead owner on this host.
    return { pid: -1, host: hostname(), since: '?' };
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfSame(path: string, seen: LockOwner): void {
  const now = readOwner(path);
  if (now && now.pid === seen.pid && now.since === seen.since) unlinkQuietly(path);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
