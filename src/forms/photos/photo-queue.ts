export { createPhotoQueue, photoUploadUrl, maxPhotos };
export type { PhotoQueue, QueuedPhoto, PhotoState };

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
  /** An object URL of the shrunk photo (or of the original when the browser cannot decode it). */
  thumbnail?: string;
  /** Why it did not arrive, in the visitor's words. */
  problem?: string;
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
  /** The list as it is now, and a way to hear of changes (for useSyncExternalStore). */
  snapshot(): { photos: QueuedPhoto[]; notes: string[]; status: string };
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
  let status = '';
  let next = 0;
  let view = { photos: [] as QueuedPhoto[], notes, status };
  const listeners = new Set<() => void>();

  function changed(): void {
    // A new list each time (React compares it); the entries themselves carry their file along, unseen.
    view = { photos: [...entries], notes, status };
    for (const listener of listeners) listener();
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
          const body = (await shrinkImage(file).catch(() => undefined)) ?? file;
          update(entry, { body, state: entry.state === 'shrinking' ? 'ready' : entry.state, thumbnail: URL.createObjectURL(body) });
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
      status = words.sending;
      changed();
      const missed: string[] = [];
      // One at a time: on a slow uplink each photo arrives whole as early as it can.
      for (const entry of batch) {
        await entry.shrunk;
        if (!entries.includes(entry)) continue;
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
        } else {
          missed.push(entry.name);
          update(entry, {
            state: 'failed',
            problem: photoProblem(words, entry.name, outcome.reason),
          });
        }
      }
      const arrived = batch.filter((entry) => entry.state === 'sent').length;
      status = arrived ? words.sent.replaceAll('{count}', String(arrived)) : '';
      // Photos that arrived leave the list; those that did not stay, saying why, until the visitor removes them.
      for (const entry of batch) if (entry.state === 'sent' && entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
      entries = entries.filter((entry) => entry.state !== 'sent');
      changed();
      return missed;
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
