export { lockFolder, FolderLockedError, lockTiming };
export type { FolderLock, LockOptions };

import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A held lock; `release` removes the lock file if it is still ours. */
interface FolderLock {
  /** The lock file's path. */
  readonly path: string;
  /** Why an earlier holder's lock was taken over, if one was. */
  readonly tookOver?: string;
  /** Stops the heartbeat and removes the lock file (idempotent). */
  release(): void;
}

/** How a lock is held and judged. */
interface LockOptions {
  /** Names what is locked in messages; default "The embedded database". */
  what?: string;
  /** A lock whose heartbeat is silent this long is abandoned; default lockTiming.silentMs. */
  silentMs?: number;
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** Random per acquisition: tells this process's own locks from a previous life with the same pid. */
  token: string;
}

/** The holder touches its lock file every `heartbeatMs`; one untouched for `silentMs` belongs to no one. */
const lockTiming = { heartbeatMs: 1_000, silentMs: 5_000 };

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

const heartbeatSource = `
const { utimesSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
setInterval(() => {
  try {
    const now = new Date();
    utimesSync(workerData.path, now, now);
  } catch {}
}, workerData.everyMs);
`;

// Tokens of the locks this process holds right now.
const heldTokens = new Set<string>();

// The embedded database lets one process own its folder: a second opener writes without any error
// and its rows vanish later, so a second opener must fail loudly instead. In containers a restarted
// server is often pid 1 again or runs under a new hostname, so a pid alone proves nothing: the holder
// also keeps the file's modification time fresh, and a lock nobody touches is taken over.
async function lockFolder(folder: string, options: LockOptions = {}): Promise<FolderLock> {
  const path = `${folder}.lock`;
  const what = options.what ?? 'The embedded database';
  const silentMs = options.silentMs ?? lockTiming.silentMs;
  let tookOver: string | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const token = randomBytes(8).toString('hex');
    if (tryCreate(path, token)) return heldLock(path, token, tookOver);
    const owner = readOwner(path);
    if (owner === undefined) continue; // vanished or half-written: try again
    const verdict = await judge(path, owner, silentMs);
    if (verdict === 'live') {
      throw new FolderLockedError(
        `${what} in ${folder} is already open in process ${owner.pid} on ${owner.host} (since ${owner.since}; lock file ${path}). ` +
          'Only one process may open it: stop the other server, or set DATABASE_URL to share a PostgreSQL database. ' +
          'A lock left by a crashed process is taken over by itself once its heartbeat stops.',
        owner.pid,
      );
    }
    tookOver = `took over the lock of process ${owner.pid} on ${owner.host} (since ${owner.since}): ${verdict}`;
    removeIfSame(path, owner);
  }
  throw new Error(`Could not take the lock file ${path}: it keeps changing.`);
}

// 'live', or why the owner is gone.
async function judge(path: string, owner: LockOwner, silentMs: number): Promise<string> {
  const sameHost = owner.host === hostname();
  if (sameHost && owner.pid === process.pid && heldTokens.has(owner.token)) return 'live';
  if (sameHost && !isAlive(owner.pid)) return 'that process no longer exists';
  const age = heartbeatAge(path);
  if (age === undefined) return 'the lock file went away';
  if (age >= silentMs) return `its heartbeat stopped ${Math.round(age / 1000)} s ago`;
  // A live pid on this host with a fresh heartbeat: the holder.
  if (sameHost && owner.pid !== process.pid) return 'live';
  // Another host (its pids mean nothing here) or this very pid (an earlier run, e.g. a restarted
  // container's pid 1, or another container with the same name): a live holder touches the file again soon.
  const seen = statMtime(path);
  const deadline = Date.now() + silentMs - age;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, lockTiming.heartbeatMs / 4));
    const now = statMtime(path);
    if (now === undefined) return 'the lock file went away';
    if (now !== seen) return 'live';
  }
  return `its heartbeat stopped ${Math.round(silentMs / 1000)} s ago`;
}

function tryCreate(path: string, token: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token };
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

function heldLock(path: string, token: string, tookOver: string | undefined): FolderLock {
  let held = true;
  heldTokens.add(token);
  // A thread of its own beats even while the main thread is busy (a long query, a synchronous call):
  // a busy holder must never look dead.
  const heartbeat = new Worker(heartbeatSource, { eval: true, workerData: { path, everyMs: lockTiming.heartbeatMs } });
  heartbeat.unref();
  return {
    path,
    tookOver,
    release() {
      if (!held) return;
      held = false;
      void heartbeat.terminate();
      heldTokens.delete(token);
      if (readOwner(path)?.token === token) unlinkQuietly(path);
    },
  };
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), since: String(parsed.since ?? '?'), token: String(parsed.token ?? '') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable content (a crash mid-write): treat as a dead owner on this host.
    return { pid: -1, host: hostname(), since: '?', token: '' };
  }
}

function heartbeatAge(path: string): number | undefined {
  const mtime = statMtime(path);
  return mtime === undefined ? undefined : Date.now() - mtime;
}

function statMtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
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
  if (now && now.pid === seen.pid && now.since === seen.since && now.token === seen.token) unlinkQuietly(path);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
