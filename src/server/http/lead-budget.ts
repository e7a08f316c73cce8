export { createLeadBudget };
export type { LeadBudget };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { hasStaffToken } from './authenticate.ts';

/** One allowance per client address, shared by every route that stores or changes a lead, and by each photo. */
interface LeadBudget {
  /** onRequest: takes one from the client's allowance, before a body is read or the database asked; 429 once spent. */
  take(request: FastifyRequest): Promise<void>;
  /** Takes one and says whether there was one to take (a plain form's photos, each drawn once its lead is stored). */
  took(request: FastifyRequest): Promise<boolean>;
  /** The refusal `take` throws, for a route that answers it in its own way. */
  refusal(): ApiError;
}

// @fastify/rate-limit's own store, one for this allowance (its per-route stores would give each route its own):
// requests with the staff token are not counted.
function createLeadBudget(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; staffToken: string | undefined },
): LeadBudget {
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `leads ${request.ip}`,
    allowList: (request) => hasStaffToken(request, options.staffToken),
  });
  const seconds = Math.ceil(options.timeWindowMs / 1000);
  const refusal = (wait = seconds) =>
    new ApiError(429, 'PGRST429', 'Too many requests', `Limit: ${options.max} per ${seconds} s`, 'Wait a moment, then try again.', wait);
  return {
    async take(request) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) throw refusal(state.ttlInSeconds);
    },
    async took(request) {
      const state = await limit(request);
      return state.isAllowed || !state.isExceeded;
    },
    refusal,
  };
}
