export { sessionRoutes, signInLimit };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEmail } from '../../forms/lead-rules.ts';
import { ApiError } from '../http/api-error.ts';
import { requireJson } from '../api/require-json.ts';
import { hashPassword, passwordRules, secretHash, verifyPassword } from './passwords.ts';
import { currentSession, endSession, requireOwnOrigin, requireSession, startSession, unauthorized } from './sessions.ts';
import { sendAccountLink } from './staff-mail.ts';
import type { StaffDeps } from './staff-deps.ts';

/** Wrong passwords allowed per minute, per address and per client address; the next attempt is refused. */
const signInLimit = { wrongPasswords: 9, windowMs: 60_000 };

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

// Sign-in, sign-out, invitation and reset links: the routes a person uses before and around the inbox.
function sessionRoutes(app: FastifyInstance, deps: StaffDeps): void {
  // Only failures count (a peek first, a count after a wrong password), per client address and per e-mail address.
  const limits = { max: signInLimit.wrongPasswords, timeWindow: signInLimit.windowMs, allowList: () => false };
  const perClient = app.createRateLimit({ ...limits, keyGenerator: (request) => `staff-sign-in ${request.ip}` });
  const perAddress = app.createRateLimit({ ...limits, keyGenerator: (request) => `staff-sign-in ${emailOf(request.body)}` });

  app.post('/api/staff/session', { onRequest: requireJson }, async (request, reply) => {
    requireOwnOrigin(deps, request);
    const body = objectBody(request.body);
    const email = text(body, 'email', 320).trim().toLowerCase();
    const password = text(body, 'password', passwordRules.maxLength);
    const checks = [await perClient(request, { increment: false }), await perAddress(request, { increment: false })];
    const waits = checks.flatMap((check) => (!check.isAllowed && check.remaining === 0 ? [check.ttlInSeconds] : []));
    if (waits.length) throw tooMany(Math.max(1, ...waits));
    const account = email ? await deps.accounts.account(email) : undefined;
    // The same work and answer for an unknown address, an unset password and a wrong one.
    if (!(await verifyPassword(password, account?.passwordHash ?? null)) || !account) {
      await perClient(request);
      await perAddress(request);
      throw new ApiError(401, 'STAFF_SIGN_IN', 'Wrong e-mail address or password', null, 'Forgot your password? Ask for a new one.');
    }
    return startSession(deps, account, request, reply);
  });

  app.get('/api/staff/session', async (request) => {
    const session = await currentSession(deps, request);
    if (!session) throw unauthorized();
    return { account: { email: session.email, name: session.name }, csrfToken: session.csrfToken };
  });

  app.delete('/api/staff/session', async (request, reply) => {
    const session = await requireSession(deps, request);
    await endSession(deps, session, request, reply);
    return reply.code(204).send();
  });

  app.get('/api/staff/invitations/:token', async (request) => {
    const found = await deps.accounts.peekToken(secretHash((request as TokenRequest).params.token));
    if (!found) throw linkGone();
    return { email: found.email, purpose: found.purpose };
  });

  app.post('/api/staff/invitations/:token', { onRequest: requireJson }, async (request, reply) => {
    requireOwnOrigin(deps, request);
    const password = text(objectBody(request.body), 'password', passwordRules.maxLength);
    if (password.length < passwordRules.minLength) {
      throw new ApiError(
        400,
        'PGRST102',
        'Invalid request body',
        `password: Use at least ${passwordRules.minLength} characters.`,
        'A few words in a row make a long password that is easy to remember.',
      );
    }
    const account = await deps.accounts.useToken(secretHash((request as TokenRequest).params.token), await hashPassword(password));
    if (!account) throw linkGone();
    return startSession(deps, account, request, reply);
  });

  app.post(
    '/api/staff/password-reset',
    { onRequest: requireJson, config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      requireOwnOrigin(deps, request);
      const email = text(objectBody(request.body), 'email', 320).trim().toLowerCase();
      if (email && !isEmail(email)) {
        throw new ApiError(400, 'PGRST102', 'Invalid request body', 'email: Please enter a valid e-mail address.', null);
      }
      // Answered before looking: the reply and its timing say nothing about which addresses have accounts.
      void (async () => {
        const account = email ? await deps.accounts.account(email) : undefined;
        if (account) await sendAccountLink(deps, account, 'reset', 60_000);
      })().catch((error: unknown) => request.log.error({ err: error }, 'Password reset link failed'));
      return reply
        .code(202)
        .send({ message: 'If this address has an account, a link to set a new password is on its way. It works for 1 hour.' });
    },
  );
}

function tooMany(seconds: number): ApiError {
  return new ApiError(
    429,
    'PGRST429',
    'Too many wrong passwords',
    `Try again in ${seconds} s.`,
    'Forgot your password? Ask for a new one.',
  );
}

function linkGone(): ApiError {
  return new ApiError(
    404,
    'STAFF_LINK',
    'This link is not valid any more',
    'It was used already, it expired, or the account was removed.',
    'Ask for a new link: "Forgot password" on the sign-in page, or ask whoever manages the accounts.',
  );
}

function emailOf(body: unknown): string {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : '';
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'PGRST102', 'Invalid request body', 'Send a JSON object', null);
  }
  return body as Record<string, unknown>;
}

function text(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ApiError(400, 'PGRST102', 'Invalid request body', `${field}: must be text`, null);
  if (value.length > max) throw new ApiError(400, 'PGRST102', 'Invalid request body', `${field}: at most ${max} characters`, null);
  return value;
}
