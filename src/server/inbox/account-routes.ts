export { accountRoutes };

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isEmail } from '../../forms/lead-rules.ts';
import { requireJson } from '../http/require-json.ts';
import { ApiError } from '../http/api-error.ts';
import { NoBody, NoQuery, errorReplies } from '../http/wire-schemas.ts';
import { sendAccountLink } from './staff-mail.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { AccountBody, AccountCreated, AccountRemoved, AccountsAnswer } from './staff-wire.ts';

const EmailParams = Type.Object({ email: Type.String({ maxLength: 320 }) }, { additionalProperties: false });

// Who has access, managed with the staff token (`npm run leads -- staff add|remove|list`).
function accountRoutes(scope: FastifyInstance, deps: StaffDeps): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'token' } as const;
  const add = { querystring: NoQuery, body: AccountBody, response: { 201: AccountCreated, ...errorReplies } };
  app.post('/api/staff/accounts', { onRequest: requireJson, config, schema: add }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    const name = (request.body.name ?? '').trim();
    if (!isEmail(email)) throw new ApiError(400, 'PGRST102', 'Invalid request body', 'email: an e-mail address', null);
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

  const remove = { params: EmailParams, querystring: NoQuery, body: NoBody, response: { 200: AccountRemoved, ...errorReplies } };
  app.delete('/api/staff/accounts/:email', { config, schema: remove }, async (request) => {
    const email = request.params.email.trim().toLowerCase();
    if (!(await deps.accounts.removeAccount(email))) throw new ApiError(404, 'STAFF_NO_ACCOUNT', `${email} has no account`, null, null);
    request.log.info({ account: email }, 'Staff account removed');
    return { removed: email };
  });

  app.get(
    '/api/staff/accounts',
    { config, schema: { querystring: NoQuery, response: { 200: AccountsAnswer, ...errorReplies } } },
    async () => {
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
    },
  );
}
