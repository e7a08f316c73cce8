export { staffRoutes };

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { createLeadHistory } from '../store/lead-history.ts';
import { createStaffStore } from '../store/staff-store.ts';
import type { LeadDeps } from '../api/lead-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountRoutes } from './account-routes.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { leadRoutes } from './lead-routes.ts';
import { reportRoutes } from '../visits/report-routes.ts';
import { eraseRoute } from '../privacy/erase-route.ts';
import { photoRoute } from '../photos/photo-route.ts';
import { sessionRoutes } from './session-routes.ts';
import type { StaffDeps } from './staff-deps.ts';

// The staff API under /api/staff, in its own scope: only these routes read cookies, and nothing they answer is cached.
async function staffRoutes(app: FastifyInstance, leadDeps: LeadDeps, mailer: Mailer): Promise<void> {
  const deps: StaffDeps = {
    config: leadDeps.config,
    store: leadDeps.store,
    photos: leadDeps.photos,
    accounts: createStaffStore(leadDeps.store.db),
    history: createLeadHistory(leadDeps.store.db),
    delivery: leadDeps.delivery,
    mailer,
  };
  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    scope.addHook('preValidation', refuseControlCharacters);
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    sessionRoutes(scope, deps);
    leadRoutes(scope, deps);
    accountRoutes(scope, deps);
    reportRoutes(scope, deps);
    eraseRoute(scope, deps);
    photoRoute(scope, deps, deps.photos);
  });
}
