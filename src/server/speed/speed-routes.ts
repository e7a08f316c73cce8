export { speedRoutes };

import type { FastifyInstance } from 'fastify';
import type { LeadDeps } from '../api/lead-deps.ts';

// The inbox's live list, first-contact taps and speed report under /api/staff.
async function speedRoutes(_app: FastifyInstance, _deps: LeadDeps): Promise<void> {}
