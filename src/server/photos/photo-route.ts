export { photoRoute, photoUrl };

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';
import { errorReplies, fileReply } from '../http/wire-schemas.ts';
import type { PhotoStore } from '../store/photo-store.ts';
import { photoLimits } from './photo-limits.ts';

/** Where staff fetch one photo: never a public address, it answers only to a session or the staff token. */
function photoUrl(id: number): string {
  return `/api/staff/photos/${id}`;
}

// GET /api/staff/photos/:id, to a signed-in session or the staff token: the stored JPEG (?download=1 to save it), or
// a small copy for a thumbnail (?size=small: a tenth of the bytes, for the office's phones).
function photoRoute(app: FastifyInstance, photos: PhotoStore): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/staff/photos/:id', { config: { auth: 'session-or-token' }, schema: photoSchema }, async (request, reply) => {
      const { id } = request.params;
      const photo = await photos.get(Number(id));
      if (!photo) throw new ApiError(404, 'PGRST116', 'No photo with this id', null, null);
      const { query } = request;
      const small = query.size === 'small';
      const body = small ? await smallCopy(photo.data) : photo.data;
      return reply
        .type('image/jpeg')
        .header(
          'content-disposition',
          `${query.download !== undefined ? 'attachment' : 'inline'}; filename="${photo.leadId}-photo-${photo.id}${small ? '-small' : ''}.jpg"`,
        )
        .send(body);
    });
}

// ?download (any value) to save it, ?size=small for a thumbnail.
const photoSchema = {
  params: Type.Object({ id: Type.String({ pattern: '^\\d{1,15}$' }) }, { additionalProperties: false }),
  querystring: Type.Object(
    { download: Type.Optional(Type.String({ maxLength: 10 })), size: Type.Optional(Type.Enum(['small'])) },
    { additionalProperties: false },
  ),
  response: { 200: fileReply('image/jpeg'), ...errorReplies },
};

// The stored photo is a JPEG the server wrote itself: libjpeg decodes it at a fraction of its size directly.
function smallCopy(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .resize(photoLimits.smallSide, photoLimits.smallSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
}
