export { notifyRoute };

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error.ts';
import { requireJson } from '../http/require-json.ts';
import { NoQuery, errorReplies } from '../http/wire-schemas.ts';
import { deliverWithin, notifyWaitMs } from '../leads/deliver-lead.ts';
import type { LeadDeps } from '../lead-deps.ts';
import { notificationBody } from '../leads/lead-body-schema.ts';

/** How long after its creation the browser may ask for a lead's e-mail (the retry covers the rest). */
const notifyWindowMs = 60 * 60_000;

// POST /api/notifications/email: e-mails the recipients about one recent lead, at most once per submission.
// Only submissionId matters: recipients, subject and bodies are the server's (the spec's shape with
// to, subject, html, text and replyTo is accepted, and none of it is used).
function notifyRoute(app: FastifyInstance, deps: LeadDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'POST',
    url: '/api/notifications/email',
    schema: {
      querystring: NoQuery,
      body: notificationBody,
      response: { 200: Type.Object({ success: Type.Boolean() }), ...errorReplies },
    },
    onRequest: [deps.budget.take, requireJson],
    handler: async (request, reply) => {
      const lead = await deps.store.getRecent(request.body.submissionId, notifyWindowMs);
      if (!lead) {
        throw new ApiError(404, 'PGRST116', 'No recent lead with this submissionId', null, 'Create the lead first.');
      }
      reply.header('cache-control', 'no-store');
      // A honeypot lead gets the same answer as a real one and no e-mail.
      if (lead.spam) return { success: true };
      const outcome = await deliverWithin(deps.delivery, lead, notifyWaitMs);
      return { success: outcome === 'sent' || outcome === 'already-sent' || outcome === 'partly' };
    },
  });
}
