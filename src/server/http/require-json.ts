export { requireJson };

import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

// Checked before the body is read: only JSON bodies reach the lead API.
async function requireJson(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.method !== 'POST' && request.method !== 'PATCH' && request.method !== 'PUT') return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiError(
      415,
      'PGRST107',
      'Unsupported Content-Type',
      `Got "${request.headers['content-type'] ?? 'none'}"`,
      'Send Content-Type: application/json.',
    );
  }
}
