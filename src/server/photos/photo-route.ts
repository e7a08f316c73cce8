export { photoRoute, photoUrl };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaff } from '../api/staff-auth.ts';
import { ApiError } from '../http/api-error.ts';
import { requireSession } from '../inbox/sessions.ts';
import type { StaffDeps } from '../inbox/staff-deps.ts';
import type { PhotoStore } from '../store/photo-store.ts';

/** Where staff fetch one photo: never a public address, it answers only to a session or the staff token. */
function photoUrl(id: number): string {
  return `/api/staff/photos/${id}`;
}

// GET /api/staff/photos/:id (add ?download=1 to save it): the stored JPEG, to a signed-in session or the staff token.
function photoRoute(app: FastifyInstance, deps: StaffDeps, photos: PhotoStore): void {
  app.get('/api/staff/photos/:id', async (request, reply) => {
    if (!isStaff(request, deps.config.staffToken)) await requireSession(deps, request);
    const { id } = (request as FastifyRequest<{ Params: { id: string } }>).params;
    const photo = /^\d{1,15}$/.test(id) ? await photos.get(Number(id)) : undefined;
    if (!photo) throw new ApiError(404, 'PGRST116', 'No photo with this id', null, null);
    const download = (request.query as Record<string, unknown>).download !== undefined;
    return reply
      .type('image/jpeg')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${photo.contactId}-photo-${photo.id}.jpg"`)
      .send(photo.data);
  });
}
