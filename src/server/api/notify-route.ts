export { notifyRoute, notifyWaitMs };

import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { deliverWithin } from '../leads/deliver-lead.ts';
import type { LeadDeps } from './lead-deps.ts';
import { parseEmailRequest } from './request-bodies.ts';
import { requireJson } from './require-json.ts';

/** How long after its creation the browser may ask for a lead's e-mail (the retry covers the rest). */
const notifyWindowMs = 60 * 60_000;

/** How long the answer waits for a slow mail server; the send itself carries on and is recorded. */
const notifyWaitMs = 5_000;

// POST /api/notifications/email: e-mails the recipients about one recent lead, at most once per submission.
// Only submissionId matters: recipients, subject and bodies are the server's (the spec's shape with
// to, subject, html, text and replyTo is accepted, and none of it is used).
function notifyRoute(app: FastifyInstance, deps: LeadDeps): void {
  app.route({
    method: 'POST',
    url: '/api/notifications/email',
    onRequest: [deps.budget.take, requireJson],
    handler: async (request, reply) => {
      const { submissionId } = parseEmailRequest(request.body);
      const contact = await deps.store.getRecent(submissionId, notifyWindowMs);
      if (!contact) {
        throw new ApiError(404, 'PGRST116', 'No recent lead with this submissionId', null, 'Create the lead first.');
      }
      reply.header('cache-control', 'no-store');
      // A honeypot lead gets the same answer as a real one and no e-mail.
      if (contact.spam) return { success: true };
      const outcome = await deliverWithin(deps.delivery, contact, notifyWaitMs);
      return { success: outcome === 'sent' || outcome === 'already-sent' || outcome === 'partly' };
    },
  });
}
