export { uploadRoute, photoUploadPath };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { leadIdPattern } from '../../forms/wire-names.ts';
import type { LeadDeps } from '../lead-deps.ts';
import { ApiError } from '../http/api-error.ts';
import { LeadIdParams, NoQuery, errorReplies } from '../http/wire-schemas.ts';
import type { PhotoStore } from '../store/photo-store.ts';
import { photoLimits } from './photo-limits.ts';
import { cleanFileName, fileLabel } from './file-label.ts';
import { photoRefusal, shrinkPhoto } from './shrink-photo.ts';
import { uploadTokenHash, uploadTokenHeader } from './upload-token.ts';

/** One photo as its own bytes (none when the request had no body): any image type a phone sends, checked by its
 * first bytes (image-signature.ts). */
const PhotoBytes = Type.Unsafe<Buffer | undefined>({});

const uploadSchema = {
  params: LeadIdParams,
  querystring: NoQuery,
  body: PhotoBytes,
  response: {
    201: Type.Object({ id: Type.Integer(), width: Type.Integer(), height: Type.Integer(), bytes: Type.Integer() }),
    ...errorReplies,
  },
};

/** Where a lead's sender posts each photo, one per request, as the image's own bytes. */
function photoUploadPath(leadId: string): string {
  return `/api/leads/${encodeURIComponent(leadId)}/photos`;
}

// POST /api/leads/:id/photos with the lead's upload token: one photo, shrunk and stored with the lead.
// In a scope of its own, so that only this route reads image bodies.
async function uploadRoute(app: FastifyInstance, deps: LeadDeps, photos: PhotoStore): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i,
      { parseAs: 'buffer', bodyLimit: photoLimits.fileBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST',
      url: '/api/leads/:id/photos',
      bodyLimit: photoLimits.fileBytes,
      schema: uploadSchema,
      // Each photo draws on the client's lead allowance first; then the token, the lead's room and the store's room
      // are checked before the body is read: a stranger's file is never taken in.
      onRequest: [
        deps.budget.take,
        async (request) => {
          await allowed(photos, request, request.params.id);
          await deps.photoChecks(request).before(fileName(request));
        },
      ],
      handler: async (request, reply) => {
        const { id } = request.params;
        const name = fileName(request);
        const body = request.body;
        if (!body || body.length === 0) {
          throw photoRefusal(400, 'PHOTO_EMPTY', `${fileLabel(name)} is empty`, 'Send the photo again.');
        }
        const photo = await shrinkPhoto(body, name);
        const result = await photos.attach(id, { name, ...photo }, photoLimits.perLead, tokenHash(request));
        if (result.status === 'refused') throw tokenRefused();
        if (result.status === 'full') throw fullLead(name);
        deps.photoChecks(request).added(result.photo.bytes);
        request.log.info({ leadId: id, photoId: result.photo.id, bytes: result.photo.bytes }, 'Photo attached to a lead');
        return reply.code(201).header('cache-control', 'no-store').send({
          id: result.photo.id,
          width: result.photo.width,
          height: result.photo.height,
          bytes: result.photo.bytes,
        });
      },
      // A body over the limit is refused with the file's name.
      errorHandler: (error, request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw photoRefusal(
            413,
            'PHOTO_SIZE',
            `${fileLabel(fileName(request))} is too large`,
            `Photos up to ${photoLimits.fileBytes / 1024 / 1024} MB are accepted.`,
          );
        }
        if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          throw photoRefusal(415, 'PHOTO_TYPE', `${fileLabel(fileName(request))} is not a photo`, 'Send the image itself as the body.');
        }
        void reply;
        throw error;
      },
    });
  });
}

async function allowed(photos: PhotoStore, request: FastifyRequest, id: string): Promise<void> {
  if (!leadIdPattern.test(id) || typeof request.headers[uploadTokenHeader] !== 'string') throw tokenRefused();
  const check = await photos.checkUpload(id, tokenHash(request));
  if (check.status === 'refused') throw tokenRefused();
  if (check.photos >= photoLimits.perLead) throw fullLead(fileName(request));
}

function tokenHash(request: FastifyRequest): string {
  return uploadTokenHash(String(request.headers[uploadTokenHeader] ?? ''));
}

// The device's name of the file, sent URI-encoded in x-file-name; shown to staff and in messages only.
function fileName(request: FastifyRequest): string {
  const raw = request.headers['x-file-name'];
  if (typeof raw !== 'string') return '';
  try {
    return cleanFileName(decodeURIComponent(raw));
  } catch {
    return '';
  }
}

function tokenRefused(): ApiError {
  return new ApiError(
    401,
    'PHOTO_TOKEN',
    'Photos can no longer be added to this request',
    "Photos are accepted from the request's sender within an hour of sending it.",
    'Send the photos by e-mail, or send the form again.',
  );
}

function fullLead(name: string): ApiError {
  return photoRefusal(
    409,
    'PHOTO_LIMIT',
    `${fileLabel(name)} was not added: a request holds at most ${photoLimits.perLead} photos`,
    `Keep the ${photoLimits.perLead} that show the job best.`,
  );
}
