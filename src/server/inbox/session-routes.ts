export { sessionRoutes, signInLimit };

import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isEmail } from '../../forms/lead-rules.ts';
import { ApiError } from '../http/api-error.ts';
import { requireJson } from '../http/require-json.ts';
import { NoBody, NoQuery, Nothing, errorReplies } from '../http/wire-schemas.ts';
import { LinkAnswer, PasswordBody, ResetAnswer, ResetBody, Session, SessionsAnswer, SignInBody, WhoAnswer } from './staff-wire.ts';
import { createSignInLimits } from '../store/sign-in-limits.ts';
import { HashingBusy, hashingHasRoom } from './hashing-threads.ts';
import { passwordProblem } from './password-rules.ts';
import { hashPassword, secretHash, verifyPassword } from './passwords.ts';
import { sessionOf } from '../http/authenticate.ts';
import { currentSession, endSession, requireOwnOrigin, startSession } from './sessions.ts';
import { businessTimeZone } from '../speed/speed-settings.ts';
import { sendAccountLink } from './staff-mail.ts';
import type { StaffDeps } from '../staff-deps.ts';

/**
 * Sign-in attempts, counted before any password is checked: 9 a minute per client address (the next is refused,
 * a right password gives its attempt back); per account 9 an hour at once, then each a growing delay after the
 * one before (1 s, 2 s, 4 s ... at most a minute) so that nobody can lock a person out, only slow the guesses.
 * At most `inProgress` sign-ins are handled at once by one server.
 */
const signInLimit = {
  wrongPasswords: 9,
  windowMs: 60_000,
  account: { free: 9, windowMs: 60 * 60_000, maxDelayMs: 60_000, maxWaitMs: 20_000 },
  inProgress: 64,
};

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) }, { additionalProperties: false });

// Sign-in, sign-out, invitation and reset links: the routes a person uses before and around the inbox.
function sessionRoutes(scope: FastifyInstance, deps: StaffDeps): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const limits = createSignInLimits(deps.store.db);
  let inProgress = 0;
  let attemptsSincePrune = 0;

  const signIn = { querystring: NoQuery, body: SignInBody, response: { 200: Session, ...errorReplies } };
  app.post('/api/staff/session', { onRequest: requireJson, config: { auth: 'none' }, schema: signIn }, async (request, reply) => {
    requireOwnOrigin(deps, request);
    const email = (request.body.email ?? '').trim().toLowerCase();
    const password = request.body.password ?? '';
    // Refused before any database work when the server could not check a password now anyway.
    if (inProgress >= signInLimit.inProgress || !hashingHasRoom()) throw busy();
    inProgress++;
    try {
      const clientKey = secretHash(`client ${request.ip}`);
      const client = await limits.countClient(clientKey, signInLimit.windowMs);
      if (client.attempts > signInLimit.wrongPasswords) throw tooMany(client.resetMs / 1000);
      const { free, windowMs, maxDelayMs, maxWaitMs } = signInLimit.account;
      const accountKey = secretHash(`account ${email}`);
      const turn = await limits.accountTurn(accountKey, free, windowMs, maxDelayMs, maxWaitMs);
      if ('retryMs' in turn) {
        await limits.refundClient(clientKey);
        throw tooMany(turn.retryMs / 1000);
      }
      if (turn.waitMs > 0) await setTimeout(turn.waitMs);
      if (++attemptsSincePrune >= 200) {
        attemptsSincePrune = 0;
        await limits.prune();
      }
      const account = email ? await deps.accounts.account(email) : undefined;
      // The same work and answer for an unknown address, an unset password and a wrong one.
      if (!(await checkPassword(password, account?.passwordHash ?? null)) || !account) {
        throw new ApiError(401, 'STAFF_SIGN_IN', 'Wrong e-mail address or password', null, 'Forgot your password? Ask for a new one.');
      }
      await limits.refundClient(clientKey);
      await limits.clearAccount(accountKey);
      return await startSession(deps, account, request, reply);
    } finally {
      inProgress--;
    }
  });

  // "Who is signed in here?" has an answer when nobody is: no error, so the sign-in screen's console stays clean.
  const who = { querystring: NoQuery, response: { 200: WhoAnswer, ...errorReplies } };
  app.get('/api/staff/session', { config: { auth: 'none' }, schema: who }, async (request) => {
    const session = await currentSession(deps, request);
    if (!session) return { account: null, csrfToken: '' };
    // The zone of every time the inbox shows: the business's, whatever the server's or the browser's clock says.
    return {
      account: { email: session.email, name: session.name },
      csrfToken: session.csrfToken,
      timeZone: businessTimeZone(deps.config.speed),
    };
  });

  const signOut = { querystring: NoQuery, body: NoBody, response: { 204: Nothing, ...errorReplies } };
  app.delete('/api/staff/session', { schema: signOut }, async (request, reply) => {
    const session = sessionOf(request);
    await endSession(deps, session, request, reply);
    return reply.code(204).send(null);
  });

  // Each person's own signed-in browsers: which they are, and ending any of them (a lost phone, a shared computer).
  app.get(
    '/api/staff/sessions',
    { schema: { querystring: NoQuery, response: { 200: SessionsAnswer, ...errorReplies } } },
    async (request) => {
      const session = sessionOf(request);
      const sessions = await deps.accounts.listSessions(secretHash(session.id));
      return {
        sessions: sessions.map((listed) => ({
          id: listed.id,
          createdAt: listed.createdAt.toISOString(),
          lastSeenAt: listed.lastSeenAt.toISOString(),
          userAgent: listed.userAgent,
          current: listed.current,
        })),
      };
    },
  );

  const endOne = { params: IdParams, querystring: NoQuery, body: NoBody, response: { 204: Nothing, ...errorReplies } };
  app.delete('/api/staff/sessions/:id', { schema: endOne }, async (request, reply) => {
    const session = sessionOf(request);
    if (!(await deps.accounts.endSessionById(secretHash(session.id), request.params.id))) {
      throw new ApiError(404, 'STAFF_NO_SESSION', 'No such session of yours', 'It ended already, or it is not yours.', null);
    }
    return reply.code(204).send(null);
  });

  const peek = { params: TokenParams, querystring: NoQuery, response: { 200: LinkAnswer, ...errorReplies } };
  app.get('/api/staff/invitations/:token', { config: { auth: 'none' }, schema: peek }, async (request) => {
    const found = await deps.accounts.peekToken(secretHash(request.params.token));
    if (!found) throw linkGone();
    return { email: found.email, purpose: found.purpose };
  });

  const setPassword = { params: TokenParams, querystring: NoQuery, body: PasswordBody, response: { 200: Session, ...errorReplies } };
  app.post(
    '/api/staff/invitations/:token',
    { onRequest: requireJson, config: { auth: 'none' }, schema: setPassword },
    async (request, reply) => {
      requireOwnOrigin(deps, request);
      const { password } = request.body;
      const problem = passwordProblem(password);
      if (problem) {
        throw new ApiError(
          400,
          'STAFF_PASSWORD',
          problem,
          `password: ${problem}`,
          'A few words in a row make a long password that is easy to remember.',
        );
      }
      const account = await deps.accounts.useToken(secretHash(request.params.token), await hashWithin(password));
      if (!account) throw linkGone();
      return startSession(deps, account, request, reply);
    },
  );

  app.post(
    '/api/staff/password-reset',
    {
      onRequest: requireJson,
      config: { auth: 'none', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { querystring: NoQuery, body: ResetBody, response: { 202: ResetAnswer, ...errorReplies } },
    },
    async (request, reply) => {
      requireOwnOrigin(deps, request);
      const email = (request.body.email ?? '').trim().toLowerCase();
      if (email && !isEmail(email)) {
        throw new ApiError(400, 'PGRST102', 'Invalid request body', 'email: Please enter a valid e-mail address.', null);
      }
      // Answered before looking: the reply and its timing say nothing about which addresses have accounts.
      void (async () => {
        const account = email ? await deps.accounts.account(email) : undefined;
        if (account && !(await sendAccountLink(deps, account, 'reset', 60_000))) {
          request.log.info('Password reset link not sent: the account had enough links lately');
        }
      })().catch((error: unknown) => request.log.error({ err: error }, 'Password reset link failed'));
      return reply
        .code(202)
        .send({ message: 'If this address has an account, a link to set a new password is on its way. It works for 1 hour.' });
    },
  );
}

function tooMany(seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiError(
    429,
    'PGRST429',
    'Too many wrong passwords',
    `Try again in ${wait} s.`,
    'Forgot your password? Ask for a new one.',
    wait,
  );
}

function busy(): ApiError {
  return new ApiError(503, 'STAFF_BUSY', 'Too many sign-ins at once', 'Try again in a few seconds.', null, 2);
}

// Hashing at capacity answers 503 at once rather than queueing without end.
async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  try {
    return await verifyPassword(password, stored);
  } catch (error) {
    if (error instanceof HashingBusy) throw busy();
    throw error;
  }
}

async function hashWithin(password: string): Promise<string> {
  try {
    return await hashPassword(password);
  } catch (error) {
    if (error instanceof HashingBusy) throw busy();
    throw error;
  }
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
