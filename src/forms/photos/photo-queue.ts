export { createPhotoQueue, photoUploadUrl, maxPhotos };
export type { PhotoQueue, QueuedPhoto, PhotoState, PhotoDelivery };

import type { PhotoWords } from '../../content/types';
import { photoProblem } from './photo-problem';
import { shrinkImage } from './shrink-image';
import { uploadPhoto, type UploadOutcome } from './upload-photo';

/** Photos one lead holds (the server's limit too). */
const maxPhotos = 10;

/** Where each photo of a stored lead goes (src/server/photos/upload-route.ts). */
function photoUploadUrl(leadId: string): string {
  return `/api/leads/${encodeURIComponent(leadId)}/photos`;
}

type PhotoState = 'shrinking' | 'ready' | 'sending' | 'sent' | 'failed';

interface QueuedPhoto {
  key: number;
  /** The file's name on the device. */
  name: string;
  state: PhotoState;
  /** 0 to 1 while sending. */
  progress: number;
  /** An object URL of the shrunk photo; none for a photo the browser could not shrink (it could not show it either). */
  thumbnail?: string;
  /** Why it did not arrive, in the visitor's words. */
  problem?: string;
}

/** How the photos sent with a stored lead are doing, for the confirmation that follows the form. */
interface PhotoDelivery {
  /** Photos sent with the lead. */
  total: number;
  /** Photos stored so far. */
  arrived: number;
  /** Each photo that did not arrive, with the visitor's words for it. */
  missed: { name: string; problem: string }[];
  /** Every photo has arrived or failed. */
  done: boolean;
}

/** The photos chosen in one form: shrunk as they are chosen, sent once the lead is stored. */
interface PhotoQueue {
  /** Adds chosen files (past the tenth, each is named as left out). */
  add(files: File[]): void;
  remove(key: number): void;
  /** Photos waiting to be sent with the next lead. */
  waiting(): number;
  /** Sends every waiting photo to the stored lead with its upload token; resolves with the names of those that did not arrive. */
  send(leadId: string, token: string): Promise<string[]>;
  /** Done with: the thumbnails are let go (once nothing is being sent), and no new one is made. */
  release(): void;
  /** The list as it is now (and how the last sent photos are doing), and a way to hear of changes (for useSyncExternalStore). */
  snapshot(): { photos: QueuedPhoto[]; notes: string[]; delivery?: PhotoDelivery };
  subscribe(listener: () => void): () => void;
}

interface Entry extends QueuedPhoto {
  file: File;
  body?: Blob;
  shrunk: Promise<void>;
}

/** Attempts per photo: a dropped connection or a busy server is tried again twice. */
const attempts = 3;

function createPhotoQueue(words: PhotoWords): PhotoQueue {
  let entries: Entry[] = [];
  let notes: string[] = [];
  let delivery: PhotoDelivery | undefined;
  let next = 0;
  let sending = false;
  let released = false;
  let view: ReturnType<PhotoQueue['snapshot']> = { photos: [], notes };
  const listeners = new Set<() => void>();

  function changed(): void {
    // A new list each time (React compares it); the entries themselves carry their file along, unseen.
    view = { photos: [...entries], notes, delivery };
    for (const listener of listeners) listener();
  }

  function deliver(change: Partial<PhotoDelivery>): void {
    delivery = { ...delivery!, ...change };
    changed();
  }

  function letGo(): void {
    for (const entry of entries) if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
    entries = [];
    changed();
  }

  function update(entry: Entry, change: Partial<Entry>): void {
    Object.assign(entry, change);
    changed();
  }

  return {
    add(files) {
      const room = maxPhotos - entries.filter((entry) => entry.state !== 'sent').length;
      notes = files.slice(Math.max(0, room)).map((file) => words.tooMany.replaceAll('{file}', file.name));
      for (const file of files.slice(0, Math.max(0, room))) {
        const entry = { key: next++, name: file.name, state: 'shrinking', progress: 0, file } as Entry;
        // Shrunk at once, one after another, while the visitor goes on typing.
        const before = entries.at(-1)?.shrunk ?? Promise.resolve();
        entry.shrunk = before.then(async () => {
          // A photo the browser fails to shrink (out of memory, no canvas) goes as it is: the server shrinks it.
          const shrunk = await shrinkImage(file).catch(() => undefined);
          const thumbnail = shrunk && !released ? URL.createObjectURL(shrunk) : undefined;
          update(entry, { body: shrunk ?? file, state: entry.state === 'shrinking' ? 'ready' : entry.state, thumbnail });
        });
        entries = [...entries.filter((old) => old.state !== 'sent'), entry];
      }
      changed();
    },

    remove(key) {
      const entry = entries.find((candidate) => candidate.key === key);
      if (!entry || entry.state === 'sending') return;
      if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
      entries = entries.filter((candidate) => candidate !== entry);
      changed();
    },

    waiting() {
      return entries.filter((entry) => entry.state !== 'sent').length;
    },

    async send(leadId, token) {
      const batch = entries.filter((entry) => entry.state !== 'sent');
      sending = true;
      delivery = { total: batch.length, arrived: 0, missed: [], done: false };
      changed();
      const missed: string[] = [];
      // One at a time: on a slow uplink each photo arrives whole as early as it can.
      for (const entry of batch) {
        await entry.shrunk;
        if (!entries.includes(entry)) {
          deliver({ total: delivery.total - 1 });
          continue;
        }
        update(entry, { state: 'sending', progress: 0, problem: undefined });
        // Without a token (the server gave none) nothing can be attached: each photo is named at once, not lost unseen.
        let outcome: UploadOutcome = { ok: false, reason: '', retry: token !== '' };
        for (let attempt = 1; !outcome.ok && outcome.retry && attempt <= attempts; attempt++) {
          if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
          outcome = await uploadPhoto(photoUploadUrl(leadId), token, entry.name, entry.body ?? entry.file, (progress) =>
            update(entry, { progress }),
          );
        }
        if (outcome.ok) {
          update(entry, { state: 'sent', progress: 1 });
          deliver({ arrived: delivery.arrived + 1 });
        } else {
          missed.push(entry.name);
          const problem = photoProblem(words, entry.name, outcome.reason);
          update(entry, { state: 'failed', problem });
          deliver({ missed: [...delivery.missed, { name: entry.name, problem }] });
        }
      }
      sending = false;
      delivery = { ...delivery, done: true };
      // Photos that arrived leave the list; those that did not stay, saying why, until the visitor removes them.
      for (const entry of batch) if (entry.state === 'sent' && entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
      entries = entries.filter((entry) => entry.state !== 'sent');
      if (released) letGo();
      else changed();
      return missed;
    },

    release() {
      released = true;
      if (!sending) letGo();
    },

    snapshot() {
      return view;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
