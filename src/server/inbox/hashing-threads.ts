export { scryptOnThreads, hashingHasRoom, HashingBusy, hashingLimits };

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing runs on its own threads, never on libuv's shared pool: static files and pages (read on that
 * pool) never wait behind a burst of sign-ins. At most `threads` hashes run at once and `waiting` more queue;
 * beyond that the caller gets HashingBusy at once. `nice` is the threads' priority (Linux: 0 normal, 19 lowest).
 */
const hashingLimits = { threads: Math.max(1, Math.min(2, availableParallelism() - 1)), waiting: 8, nice: 10 };

/** Thrown when every hashing thread is busy and the queue is full. */
class HashingBusy extends Error {
  constructor() {
    super('Password hashing is at capacity');
    this.name = 'HashingBusy';
  }
}

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

// The thread's whole program: scryptSync blocks only this thread.
const threadSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
// Linux's nice is per thread (man 2 setpriority): behind the server's other threads, hashing gets mostly the time
// pages leave; not the lowest priority, so sign-ins still finish on a machine busy with other work.
try {
  require('node:os').setPriority(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()), ${hashingLimits.nice});
} catch {}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});`;

const idle: Worker[] = [];
const queue: Job[] = [];
let started = 0;

/** Whether a hash asked for now would be taken (run or queued) rather than refused. */
function hashingHasRoom(): boolean {
  return started - idle.length < hashingLimits.threads || queue.length < hashingLimits.waiting;
}

function scryptOnThreads(password: string, salt: Buffer, keyLength: number, options: Job['options']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (!hashingHasRoom()) {
      reject(new HashingBusy());
      return;
    }
    queue.push({ password, salt, keyLength, options, resolve, reject });
    pump();
  });
}

function pump(): void {
  while (queue.length) {
    const worker = idle.pop() ?? (started < hashingLimits.threads ? startThread() : undefined);
    if (!worker) return;
    run(worker, queue.shift()!);
  }
}

function startThread(): Worker {
  started++;
  const worker = new Worker(threadSource, { eval: true });
  worker.on('exit', () => {
    started--;
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

function run(worker: Worker, job: Job): void {
  // Held only while it works: an idle thread never keeps the process alive.
  worker.ref();
  const settle = (message: { key?: Uint8Array; error?: string }) => {
    worker.off('error', fail);
    worker.unref();
    if (message.key) job.resolve(Buffer.from(message.key));
    else job.reject(new Error(message.error ?? 'scrypt failed'));
    idle.push(worker);
    pump();
  };
  const fail = (error: Error) => {
    worker.off('message', settle);
    job.reject(error);
    pump();
  };
  worker.once('message', settle);
  worker.once('error', fail);
  worker.postMessage({ password: job.password, salt: job.salt, keyLength: job.keyLength, options: job.options });
}
