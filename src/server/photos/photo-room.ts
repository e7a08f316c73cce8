export { createPhotoRoom };
export type { PhotoRoom, PhotoRoomOptions };

import { statfs } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { fileLabel } from './file-label.ts';

interface PhotoRoomOptions {
  db: Db;
  /** The data folder: its disk's free space is watched when the store is embedded there. */
  dataDir: string;
  /** All photos together may take this many bytes (PHOTOS_MAX_MB). */
  maxBytes: number;
  /** Photos stop while the data folder's disk has less free than this (PHOTOS_MIN_FREE_MB); 0: not watched. */
  minFreeBytes: number;
  log: FastifyBaseLogger;
  /** Tells the office, once each time the room runs out, in a sentence (an e-mail to the staff). */
  tellOffice(message: string): Promise<void>;
  /** How long a reading of the store's total and the disk's free space is used before it is read again. @default 60 s */
  readEveryMs?: number;
}

/** Whether a photo still fits in the store, counted as photos are added. */
interface PhotoRoom {
  /** Throws a 507 naming the file when the photos' share of the store or the disk is used up. */
  check(name: string): Promise<void>;
  /** A photo of `bytes` was stored. */
  added(bytes: number): void;
}

// The total is read from the store now and then and kept up to date in between: a check costs no query. When the room
// runs out, photos are refused (the lead itself is still kept), the log says it and the office is told once, until
// there is room again.
function createPhotoRoom(options: PhotoRoomOptions): PhotoRoom {
  const readEveryMs = options.readEveryMs ?? 60_000;
  let reading: Promise<{ total: number; free: number }> | undefined;
  let readAt = 0;
  let total = 0;
  let free = Infinity;
  let fullSince: Date | undefined;

  const read = async () => {
    const [row] = await options.db.query<{ total: string | number }>(
      'SELECT coalesce(sum(byte_size), 0)::bigint AS total FROM lead_photos',
    );
    const disk =
      options.db.kind === 'pglite' && options.minFreeBytes > 0 ? await statfs(options.dataDir).catch(() => undefined) : undefined;
    return { total: Number(row?.total ?? 0), free: disk ? disk.bavail * disk.bsize : Infinity };
  };

  const fresh = async () => {
    if (Date.now() - readAt < readEveryMs) return;
    reading ??= read().finally(() => (reading = undefined));
    ({ total, free } = await reading);
    readAt = Date.now();
  };

  const shortage = (): string | undefined => {
    if (total >= options.maxBytes) {
      return `The photos of the leads take ${megabytes(total)} MB, the most PHOTOS_MAX_MB allows (${megabytes(options.maxBytes)} MB)`;
    }
    if (free < options.minFreeBytes) {
      return `The disk of the data folder has ${megabytes(free)} MB free, less than PHOTOS_MIN_FREE_MB (${megabytes(options.minFreeBytes)} MB)`;
    }
    return undefined;
  };

  return {
    async check(name) {
      await fresh();
      const short = shortage();
      if (!short) {
        if (fullSince) options.log.warn(`Photos are accepted again: their room had been used up since ${fullSince.toISOString()}`);
        fullSince = undefined;
        return;
      }
      if (!fullSince) {
        fullSince = new Date();
        const message = `${short}: new requests are still stored, but their photos are refused until room is made (delete old leads, or raise the limit).`;
        options.log.error(message);
        void options
          .tellOffice(message)
          .catch((error: unknown) => options.log.error({ err: error }, 'The office could not be told that photos are refused'));
      }
      throw new ApiError(
        507,
        'PHOTO_ROOM',
        `${fileLabel(name)} was not added: the photo storage is full`,
        null,
        'Your request itself was sent: show us the photo at the visit.',
      );
    },
    added(bytes) {
      total += bytes;
      free -= bytes;
    },
  };
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0);
}
