export { createPhotoStore };
export type { PhotoStore, StoredPhoto, PhotoInfo, NewPhoto, AttachResult, UploadCheck };

import type { Db } from './db.ts';

/** A photo as staff list it (no bytes). */
interface PhotoInfo {
  id: number;
  /** The file name the homeowner's device gave it (shown to staff, never used to decide anything). */
  name: string;
  width: number;
  height: number;
  /** Size of the stored JPEG. */
  bytes: number;
  createdAt: Date;
}

/** A photo with its bytes. */
interface StoredPhoto extends PhotoInfo {
  contactId: string;
  data: Buffer;
}

/** Whether a sender may attach to a lead now: `photos` is how many it holds already. */
type UploadCheck = { status: 'allowed'; photos: number } | { status: 'refused' };

/** A photo ready to store. */
interface NewPhoto {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

type AttachResult = { status: 'attached'; photo: PhotoInfo } | { status: 'refused' } | { status: 'full' };

/** The photos of leads and the upload tokens that let a lead's sender attach them. */
interface PhotoStore {
  /** Lets the holder of the token whose sha-256 is `tokenHash` attach photos to the lead for `validMs`. */
  allowUploads(contactId: string, tokenHash: string, validMs: number): Promise<void>;
  /** Checks a token before the work of reading a photo. */
  checkUpload(contactId: string, tokenHash: string): Promise<UploadCheck>;
  /** Attaches a photo if the lead has fewer than `max` photos and, when `tokenHash` is given, its token still holds. */
  attach(contactId: string, photo: NewPhoto, max: number, tokenHash?: string): Promise<AttachResult>;
  /** A lead's photos, oldest first. */
  list(contactId: string): Promise<PhotoInfo[]>;
  /** One photo with its bytes. */
  get(id: number): Promise<StoredPhoto | undefined>;
}

type Row = Record<string, unknown>;

function createPhotoStore(db: Db): PhotoStore {
  return {
    async allowUploads(contactId, tokenHash, validMs) {
      await db.query(
        `INSERT INTO photo_uploads (contact_id, token_hash, expires_at)
         VALUES ($1, $2, now() + ($3::double precision * interval '1 millisecond'))
         ON CONFLICT (contact_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at`,
        [contactId, tokenHash, validMs],
      );
    },

    async checkUpload(contactId, tokenHash) {
      const rows = await db.query<{ photos: number }>(
        `SELECT (SELECT count(*)::int FROM lead_photos p WHERE p.contact_id = u.contact_id) AS photos
         FROM photo_uploads u WHERE u.contact_id = $1 AND u.token_hash = $2 AND u.expires_at > now()`,
        [contactId, tokenHash],
      );
      return rows[0] ? { status: 'allowed', photos: Number(rows[0].photos) } : { status: 'refused' };
    },

    async attach(contactId, photo, max, tokenHash) {
      // The lead's row is locked, so two photos sent at once cannot both take the last place.
      return db.transaction(async (tx) => {
        const lead = await tx.query(
          tokenHash === undefined
            ? 'SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE'
            : `SELECT 1 FROM contacts c JOIN photo_uploads u ON u.contact_id = c.id
               WHERE c.id = $1 AND u.token_hash = $2 AND u.expires_at > now() FOR UPDATE OF c`,
          tokenHash === undefined ? [contactId] : [contactId, tokenHash],
        );
        if (!lead[0]) return { status: 'refused' } as const;
        const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM lead_photos WHERE contact_id = $1',
          [contactId],
        );
        if (Number(count) >= max) return { status: 'full' } as const;
        const rows = await tx.query<Row>(
          `INSERT INTO lead_photos (contact_id, name, bytes, width, height, byte_size) VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING id, name, width, height, byte_size, created_at`,
          [contactId, photo.name, photo.data, photo.width, photo.height, photo.data.length],
        );
        return { status: 'attached', photo: toInfo(rows[0]!) } as const;
      });
    },

    async list(contactId) {
      const rows = await db.query<Row>(
        'SELECT id, name, width, height, byte_size, created_at FROM lead_photos WHERE contact_id = $1 ORDER BY id',
        [contactId],
      );
      return rows.map(toInfo);
    },

    async get(id) {
      const rows = await db.query<Row>('SELECT * FROM lead_photos WHERE id = $1', [id]);
      const row = rows[0];
      if (!row) return undefined;
      const data = row.bytes as Uint8Array;
      return { ...toInfo(row), contactId: String(row.contact_id), data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
    },
  };
}

function toInfo(row: Row): PhotoInfo {
  return {
    id: Number(row.id),
    name: String(row.name),
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.byte_size),
    createdAt: row.created_at as Date,
  };
}
