export { isStaff, requireStaff };

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';

// `Authorization: Bearer $STAFF_TOKEN`, compared in constant time.
function isStaff(request: FastifyRequest, staffToken: string | undefined): boolean {
  if (!staffToken) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(staffToken));
}

function requireStaff(request: FastifyRequest, staffToken: string | undefined): void {
  if (isStaff(request, staffToken)) return;
  if (!staffToken) {
    throw new ApiError(401, 'PGRST302', 'Staff access is disabled', null, 'Set STAFF_TOKEN on the server to allow staff reads.');
  }
  throw new ApiError(
    401,
    'PGRST302',
    request.headers.authorization ? 'Invalid staff token' : 'Staff token required',
    null,
    'Send Authorization: Bearer <STAFF_TOKEN>.',
  );
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
