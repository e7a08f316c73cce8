export { accountRoutes };

import type { FastifyInstance } from 'fastify';
import { isEmail } from '../../forms/lead-rules.ts';
import { requireJson } from '../http/require-json.ts';
import { ApiError } from '../http/api-error.ts';
import { sendAccountLink } from './staff-mail.ts';
import type { StaffDeps } from './staff-deps.ts';

// Who has access, managed with the staff token (`npm run leads -- staff add|remove|list`).
function accountRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const config = { auth: 'token' } as const;
  app.post('/api/staff/accounts', { onRequest: requireJson, config }, async (request, reply) => {
    const { email, name } = parseAccount(request.body);
    const account = await deps.accounts.createAccount(email, name);
    if (!account) {
      throw new ApiError(
        409,
        'STAFF_EXISTS',
        `${email} already has an account`,
        null,
        'Remove it first to send a new invitation, or use "Forgot password".',
      );
    }
    // A new account has no links yet: its invitation is always made.
    const { url, emailed } = (await sendAccountLink(deps, account, 'invite', 10_000))!;
    request.log.info({ account: email }, 'Staff account created');
    return reply.code(201).send({ account: { email: account.email, name: account.name }, invitationUrl: url, emailed });
  });

  app.delete<{ Params: { email: string } }>('/api/staff/accounts/:email', { config }, async (request) => {
    const email = request.params.email.trim().toLowerCase();
    if (!(await deps.accounts.removeAccount(email))) throw new ApiError(404, 'STAFF_NO_ACCOUNT', `${email} has no account`, null, null);
    request.log.info({ account: email }, 'Staff account removed');
    return { removed: email };
  });

  app.get('/api/staff/accounts', { config }, async () => {
    const accounts = await deps.accounts.listAccounts();
    return {
      accounts: accounts.map((account) => ({
        email: account.email,
        name: account.name,
        createdAt: account.createdAt.toISOString(),
        passwordSet: account.passwordSet,
        lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
      })),
    };
  });
}

function parseAccount(body: unknown): { email: string; name: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('Send a JSON object');
  const { email, name, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) throw invalid(`Unknown field(s): ${Object.keys(rest).join(', ')}`);
  if (typeof email !== 'string' || !isEmail(email.trim())) throw invalid('email: an e-mail address');
  if (name !== undefined && (typeof name !== 'string' || name.length > 200 || /[\r\n]/.test(name) || name.includes('\u0000'))) {
    throw invalid('name: one line of text, at most 200 characters');
  }
  return { email: email.trim().toLowerCase(), name: (name ?? '').trim() };
}

function invalid(details: string): ApiError {
  return new ApiError(400, 'PGRST102', 'Invalid request body', details, null);
}
