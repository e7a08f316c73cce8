export { clientPhotoBudget };
export type { ClientPhotoBudget };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { fileLabel } from './file-label.ts';

/** Takes one photo from the sender's daily allowance, or throws a 429 naming the file. */
type ClientPhotoBudget = (request: FastifyRequest, name: string) => Promise<void>;

// Photos a day from one address, counted in this process's memory (nothing about the sender is stored): a stranger
// cannot fill the store by sending forms all day. See docs/operators.md (PHOTOS_PER_CLIENT_PER_DAY).
function clientPhotoBudget(app: FastifyInstance, perDay: number): ClientPhotoBudget {
  const take = app.createRateLimit({ max: perDay, timeWindow: 24 * 60 * 60_000 });
  return async (request, name) => {
    const result = await take(request);
    // isAllowed: on the allow list (staff tools); otherwise the count decides.
    if (result.isAllowed || !result.isExceeded) return;
    throw new ApiError(
      429,
      'PHOTO_DAY',
      `${fileLabel(name)} was not added: this connection has sent ${perDay} photos today, the most a day`,
      null,
      'Your request itself was sent: show us the photo at the visit.',
    );
  };
}
