export { sessionCookie, sessionTiming, startSession, endSession, currentSession, checkChange, requireOwnOrigin, unauthorized };
export type { StaffSession };

import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { businessTimeZone } from '../speed/speed-settings.ts';
import type { SessionAccount, StaffAccount } from '../store/staff-store.ts';
import { newSecret, secretHash } from './passwords.ts';
import type { StaffDeps } from '../staff-deps.ts';

/** A signed-in person, as the routes see them. */
interface StaffSession extends SessionAccount {
  /** The cookie's value, to end this session. */
  id: string;
}

const sessionCookie = 'staff_session';

/** A session ends after 12 hours without a request, and 7 days after sign-in at the latest. */
const sessionTiming = { idleMs: 12 * 60 * 60_000, maxMs: 7 * 24 * 60 * 60_000 };

// Signs in: a new session in the database, its id in an httpOnly cookie; answers with what the app needs.
async function startSession(deps: StaffDeps, account: StaffAccount, request: FastifyRequest, reply: FastifyReply) {
  // The session this browser carried (someone else's, perhaps) ends with this sign-in.
  const carried = request.cookies[sessionCookie];
  if (carried && carried.length <= 200) await deps.accounts.endSession(secretHash(carried));
  const id = newSecret();
  const csrfToken = newSecret();
  const userAgent = request.headers['user-agent'] ?? '';
  await deps.accounts.startSession(account.id, secretHash(id), csrfToken, sessionTiming.idleMs, sessionTiming.maxMs, userAgent);
  reply.setCookie(sessionCookie, id, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: !isLocalHttp(request),
    maxAge: sessionTiming.maxMs / 1000,
  });
  return { account: { email: account.email, name: account.name }, csrfToken, timeZone: businessTimeZone(deps.config.speed) };
}

async function endSession(deps: StaffDeps, session: StaffSession, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await deps.accounts.endSession(secretHash(session.id));
  reply.clearCookie(sessionCookie, { httpOnly: true, sameSite: 'strict', path: '/', secure: !isLocalHttp(request) });
}

/** The live session of the request's cookie, if any. */
async function currentSession(deps: StaffDeps, request: FastifyRequest): Promise<StaffSession | undefined> {
  const id = request.cookies[sessionCookie];
  if (!id || id.length > 200) return undefined;
  const session = await deps.accounts.session(secretHash(id), sessionTiming.idleMs, sessionTiming.maxMs);
  return session ? { ...session, id } : undefined;
}

// A change (anything but GET/HEAD) needs the session's CSRF token in a header and, when the browser names it, the
// server's own Origin: another site's page cannot make one.
function checkChange(deps: StaffDeps, request: FastifyRequest, session: StaffSession): void {
  requireOwnOrigin(deps, request);
  const token = request.headers['x-csrf-token'];
  if (typeof token !== 'string' || !sameText(token, session.csrfToken)) {
    throw new ApiError(
      403,
      'STAFF_CSRF',
      'Missing or wrong CSRF token',
      null,
      'Send the csrfToken of GET /api/staff/session in the x-csrf-token header.',
    );
  }
}

// A browser names the page a request comes from: another site's page gets 403 (signing in included, so that no
// page can sign a visitor in to someone else's account).
function requireOwnOrigin(deps: StaffDeps, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !ownOrigins(deps, request).includes(origin)) {
    throw new ApiError(403, 'STAFF_ORIGIN', 'This change must come from the inbox itself', `Origin ${origin} is not this site`, null);
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new ApiError(403, 'STAFF_ORIGIN', 'This change must come from the inbox itself', 'Sent from another site', null);
  }
}

function unauthorized(): ApiError {
  return new ApiError(401, 'STAFF_SIGN_IN', 'Sign in first', null, 'POST /api/staff/session with your e-mail address and password.');
}

// The configured public address, and the address this request reached (a proxy's X-Forwarded-Host when trusted).
function ownOrigins(deps: StaffDeps, request: FastifyRequest): string[] {
  return [new URL(deps.config.publicUrl).origin, `${request.protocol}://${request.host}`];
}

// Browsers keep a Secure cookie only over https, except on this machine during development.
function isLocalHttp(request: FastifyRequest): boolean {
  return request.protocol === 'http' && ['localhost', '127.0.0.1', '[::1]', '::1'].includes(request.hostname);
}

// Equal-length digests compared in constant time.
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(secretHash(a)), Buffer.from(secretHash(b)));
}
