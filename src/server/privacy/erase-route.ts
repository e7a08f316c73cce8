export { eraseRoute };

import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/api-error.ts';
import { sessionOf } from '../http/authenticate.ts';
import { LeadIdParams, NoBody, NoQuery, Nothing, errorReplies } from '../http/wire-schemas.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { eraseLead } from './erase-lead.ts';

// "Delete this lead and everything about it": DELETE /api/staff/leads/:id with the session's CSRF token.
function eraseRoute(app: FastifyInstance, deps: StaffDeps): void {
  const erase = { params: LeadIdParams, querystring: NoQuery, body: NoBody, response: { 204: Nothing, ...errorReplies } };
  app.withTypeProvider<TypeBoxTypeProvider>().delete('/api/staff/leads/:id', { schema: erase }, async (request, reply) => {
    const session = sessionOf(request);
    const { id } = request.params;
    const erased = await eraseLead(deps.store.db, id, session.email);
    if (!erased) throw new ApiError(404, 'PGRST116', 'No lead with this id', null, null);
    // The daily backups rewritten and the space reclaimed: a job, so a stop part-way is taken up again.
    app.leads.jobs.wake();
    // Without SMTP_URL the office's e-mails are files in the data folder: they go too.
    const outbox = join(deps.config.dataDir, 'outbox');
    if (!deps.config.smtpUrl && deps.config.dataDir && existsSync(outbox)) {
      for (const file of readdirSync(outbox)) {
        if (erased.ids.some((leadId) => file.endsWith(`-${leadId}.eml`))) rmSync(join(outbox, file), { force: true });
      }
    }
    request.log.info({ records: erased.ids.length, visitEvents: erased.visitEvents }, 'A lead was deleted with everything about it');
    return reply.code(204).send(null);
  });
}
