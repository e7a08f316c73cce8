export { createPhotoStore };
export type { PhotoStore, StoredPhoto, PhotoInfo, NewPhoto, AttachResult, UploadCheck };

import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { LeadPhotos } from './database.generated.ts';
import type { Db } from './db.ts';
import { first, run, tables } from './query.ts';

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
  leadId: string;
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
  allowUploads(leadId: string, tokenHash: string, validMs: number): Promise<void>;
  /** Checks a token before the work of reading a photo. */
  checkUpload(leadId: string, tokenHash: string): Promise<UploadCheck>;
  /** Attaches a photo if the lead has fewer than `max` photos and, when `tokenHash` is given, its token still holds. */
  attach(leadId: string, photo: NewPhoto, max: number, tokenHash?: string): Promise<AttachResult>;
  /** A lead's photos, oldest first. */
  list(leadId: string): Promise<PhotoInfo[]>;
  /** One photo with its bytes. */
  get(id: number): Promise<StoredPhoto | undefined>;
}

// The columns a photo is listed by (its bytes are read only when the photo itself is asked for).
const infoColumns = ['id', 'name', 'width', 'height', 'byte_size', 'created_at'] as const;

function createPhotoStore(db: Db): PhotoStore {
  return {
    async allowUploads(leadId, tokenHash, validMs) {
      await run(
        db,
        tables
          .insertInto('photo_uploads')
          .values({ contact_id: leadId, token_hash: tokenHash, expires_at: later(validMs) })
          .onConflict((conflict) =>
            conflict
              .column('contact_id')
              .doUpdateSet((eb) => ({ token_hash: eb.ref('excluded.token_hash'), expires_at: eb.ref('excluded.expires_at') })),
          ),
      );
    },

    async checkUpload(leadId, tokenHash) {
      const row = await first(
        db,
        tables
          .selectFrom('photo_uploads as u')
          .select((eb) =>
            eb
              .selectFrom('lead_photos as p')
              .whereRef('p.contact_id', '=', 'u.contact_id')
              .select(sql<number>`count(*)::int`.as('count'))
              .as('photos'),
          )
          .where('u.contact_id', '=', leadId)
          .where('u.token_hash', '=', tokenHash)
          .where('u.expires_at', '>', sql<Date>`now()`),
      );
      return row ? { status: 'allowed', photos: row.photos ?? 0 } : { status: 'refused' };
    },

    async attach(leadId, photo, max, tokenHash) {
      // The lead's row is locked, so two photos sent at once cannot both take the last place.
      return db.transaction(async (tx) => {
        const lead = await first(
          tx,
          tokenHash === undefined
            ? tables.selectFrom('contacts as c').select('c.id').where('c.id', '=', leadId).forUpdate()
            : tables
                .selectFrom('contacts as c')
                .innerJoin('photo_uploads as u', 'u.contact_id', 'c.id')
                .select('c.id')
                .where('c.id', '=', leadId)
                .where('u.token_hash', '=', tokenHash)
                .where('u.expires_at', '>', sql<Date>`now()`)
                .forUpdate('c'),
        );
        if (!lead) return { status: 'refused' } as const;
        const held = await first(
          tx,
          tables
            .selectFrom('lead_photos')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('contact_id', '=', leadId),
        );
        if ((held?.count ?? 0) >= max) return { status: 'full' } as const;
        const row = await first(
          tx,
          tables
            .insertInto('lead_photos')
            .values({
              contact_id: leadId,
              name: photo.name,
              bytes: photo.data,
              width: photo.width,
              height: photo.height,
              byte_size: photo.data.length,
            })
            .returning(infoColumns),
        );
        return { status: 'attached', photo: toInfo(row!) } as const;
      });
    },

    async list(leadId) {
      const rows = await run(db, tables.selectFrom('lead_photos').select(infoColumns).where('contact_id', '=', leadId).orderBy('id'));
      return rows.map(toInfo);
    },

    async get(id) {
      const row = await first(db, tables.selectFrom('lead_photos').selectAll().where('id', '=', id));
      if (!row) return undefined;
      const data = row.bytes;
      return { ...toInfo(row), leadId: row.contact_id, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
    },
  };
}

// A time `ms` from the database's now.
function later(ms: number) {
  return sql<Date>`now() + (${ms}::double precision * interval '1 millisecond')`;
}

function toInfo(row: Pick<Selectable<LeadPhotos>, (typeof infoColumns)[number]>): PhotoInfo {
  return { id: row.id, name: row.name, width: row.width, height: row.height, bytes: row.byte_size, createdAt: row.created_at };
}
