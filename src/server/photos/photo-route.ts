export { photoRoute, photoUrl };

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';
import type { PhotoStore } from '../store/photo-store.ts';
import { photoLimits } from './photo-limits.ts';

/** Where staff fetch one photo: never a public address, it answers only to a session or the staff token. */
function photoUrl(id: number): string {
  return `/api/staff/photos/${id}`;
}

// GET /api/staff/photos/:id, to a signed-in session or the staff token: the stored JPEG (?download=1 to save it), or
// a small copy for a thumbnail (?size=small: a tenth of the bytes, for the office's phones).
function photoRoute(app: FastifyInstance, photos: PhotoStore): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/staff/photos/:id',
    { config: { auth: 'session-or-token' } },
    async (request, reply) => {
      const { id } = request.params;
      const photo = /^\d{1,15}$/.test(id) ? await photos.get(Number(id)) : undefined;
      if (!photo) throw new ApiError(404, 'PGRST116', 'No photo with this id', null, null);
      const { query } = request;
      const small = query.size === 'small';
      const body = small ? await smallCopy(photo.data) : photo.data;
      return reply
        .type('image/jpeg')
        .header(
          'content-disposition',
          `${query.download !== undefined ? 'attachment' : 'inline'}; filename="${photo.contactId}-photo-${photo.id}${small ? '-small' : ''}.jpg"`,
        )
        .send(body);
    },
  );
}

// The stored photo is a JPEG the server wrote itself: libjpeg decodes it at a fraction of its size directly.
function smallCopy(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .resize(photoLimits.smallSide, photoLimits.smallSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
}
