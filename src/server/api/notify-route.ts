export { notifyRoute };

import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { deliverLead } from '../leads/deliver-lead.ts';
import type { LeadDeps } from './lead-deps.ts';
import { parseEmailRequest } from './request-bodies.ts';
import { requireJson } from './require-json.ts';

/** How long after its creation the browser may ask for a lead's e-mail (the retry covers the rest). */
const notifyWindowMs = 60 * 60_000;

// POST /api/notifications/email: e-mails staff about one recent lead, at most once per submission.
function notifyRoute(app: FastifyInstance, deps: LeadDeps): void {
  // The published list (site.yaml) is what the browser knows; the configured list is where mail goes.
  const staff = new Set([...deps.config.staffEmails, ...deps.config.site.leads.staffEmails].map((a) => a.toLowerCase()));
  app.route({
    method: 'POST',
    url: '/api/notifications/email',
    config: { rateLimit: deps.rateLimit },
    onRequest: requireJson,
    handler: async (request, reply) => {
      const mail = parseEmailRequest(request.body);
      const outsiders = mail.to.filter((address) => !staff.has(address.toLowerCase()));
      if (outsiders.length) {
        throw new ApiError(403, '42501', 'Recipients must be staff addresses', `Refused: ${outsiders.join(', ')}`, null);
      }
      const contact = await deps.store.getRecent(mail.submissionId, notifyWindowMs);
      if (!contact) {
        throw new ApiError(404, 'PGRST116', 'No recent lead with this submissionId', null, 'Create the lead first.');
      }
      reply.header('cache-control', 'no-store');
      // The request's html and text are checked but not sent: the e-mail is rendered from the stored lead,
      // so an anonymous caller cannot put its own markup in front of staff. Its subject is used.
      // A honeypot lead gets the same answer as a real one and no e-mail.
      if (contact.spam) return { success: true };
      const outcome = await deliverLead(deps.delivery, contact, { to: deps.config.staffEmails, subject: mail.subject });
      return { success: outcome === 'sent' || outcome === 'already-sent' };
    },
  });
}
