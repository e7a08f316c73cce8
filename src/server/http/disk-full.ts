export { isDiskFull, diskFullWatch };
export type { DiskFullWatch };

import type { FastifyBaseLogger } from 'fastify';

/** Says once that the disk is full, and once that a write went through again. */
interface DiskFullWatch {
  /** A write failed for want of space: logged loudly the first time of each episode. */
  full(log: FastifyBaseLogger): void;
  /** A write succeeded: ends the episode. */
  wrote(log: FastifyBaseLogger): void;
}

// PostgreSQL's disk_full (53100), and the system's own word for it from any other file write.
function isDiskFull(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '53100' || code === 'ENOSPC' || (typeof message === 'string' && message.includes('No space left on device'));
}

function diskFullWatch(): DiskFullWatch {
  let since: Date | undefined;
  return {
    full(log) {
      if (since) return;
      since = new Date();
      log.error(
        'The disk that holds the leads is full: new requests are refused with 503 (visitors are asked to call) until space is freed. ' +
          'Free space on it; the server carries on by itself.',
      );
    },
    wrote(log) {
      if (!since) return;
      log.warn(`Requests are stored again: the disk had been full since ${since.toISOString()}`);
      since = undefined;
    },
  };
}
