export { createStaffDoorKeeper, hasStaffToken, sessionOf, wrongCredentials };
export type { StaffDoorKeeper };

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffSession } from '../inbox/sessions.ts';
import { ApiError } from './api-error.ts';
import type { StaffIdentity } from './route-config.ts';

/**
 * Wrong credentials a client may send per minute, weighed: a wrong staff token (a long secret guessed offline) costs
 * more than a stale session cookie. Ten wrong tokens spend it.
 */
const wrongCredentials = { budget: 20, windowMs: 60_000, token: 2, session: 1 };

/** Lets a request in by the route's `config.auth`, counting each wrong credential against its client. */
interface StaffDoorKeeper {
  /** onRequest: refuses a client that spent its wrong-credential budget, before anything else is asked. */
  refuseSpent(request: FastifyRequest): Promise<void>;
  /** onRequest: the session (with CSRF on a change) or the staff token, as the route allows; sets `request.staff`. */
  authenticate(request: FastifyRequest): Promise<void>;
  /** The staff token, for a public route that needs it only for some requests; counted like the door's. */
  requireToken(request: FastifyRequest): Promise<StaffIdentity>;
}

// One budget per client for every route that takes credentials, kept in this server's memory (no database query
// for a refused guess); @fastify/rate-limit must be registered on `app`.
function createStaffDoorKeeper(
  app: FastifyInstance,
  options: {
    staffToken: string | undefined;
    session: (request: FastifyRequest) => Promise<StaffSession | undefined>;
    checkChange: (request: FastifyRequest, session: StaffSession) => void;
  },
): StaffDoorKeeper {
  const budget = app.createRateLimit({
    max: wrongCredentials.budget,
    timeWindow: wrongCredentials.windowMs,
    keyGenerator: (request) => `wrong-credentials ${request.ip}`,
    allowList: () => false,
  });
  const charge = async (request: FastifyRequest, cost: number) => {
    for (let i = 0; i < cost; i++) await budget(request);
  };
  const requireToken = async (request: FastifyRequest): Promise<StaffIdentity> => {
    if (hasStaffToken(request, options.staffToken)) return { by: 'token' };
    if (request.headers.authorization !== undefined) await charge(request, wrongCredentials.token);
    throw tokenRefused(request, options.staffToken);
  };
  return {
    async refuseSpent(request) {
      const state = await budget(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      throw new ApiError(429, 'PGRST429', 'Too many wrong staff tokens', `Try again in ${state.ttlInSeconds} s.`, null, state.ttlInSeconds);
    },
    async authenticate(request) {
      const auth = request.routeOptions.config.auth ?? 'session';
      if (auth === 'none') return;
      if (auth === 'token' || (auth === 'session-or-token' && request.headers.authorization !== undefined)) {
        request.staff = await requireToken(request);
        return;
      }
      const session = await options.session(request);
      if (!session) {
        if (request.headers.cookie?.includes('staff_session=')) await charge(request, wrongCredentials.session);
        throw new ApiError(401, 'STAFF_SIGN_IN', 'Sign in first', null, 'POST /api/staff/session with your e-mail address and password.');
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') options.checkChange(request, session);
      request.staff = { by: 'session', session };
    },
    requireToken,
  };
}

// `Authorization: Bearer $STAFF_TOKEN`, compared in constant time.
function hasStaffToken(request: FastifyRequest, staffToken: string | undefined): boolean {
  if (!staffToken) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(staffToken));
}

function tokenRefused(request: FastifyRequest, staffToken: string | undefined): ApiError {
  if (!staffToken) {
    return new ApiError(401, 'PGRST302', 'Staff access is disabled', null, 'Set STAFF_TOKEN on the server to allow staff reads.');
  }
  return new ApiError(
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

/** The session a route with `auth: 'session'` was let in with. */
function sessionOf(request: FastifyRequest): StaffSession {
  if (request.staff?.by !== 'session') throw new Error(`${request.method} ${request.routeOptions.url} was not let in with a session`);
  return request.staff.session;
}
