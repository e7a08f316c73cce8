export { staffRoutes, staffDeps };

import type { FastifyInstance } from 'fastify';
import { createLeadHistory } from '../store/lead-history.ts';
import { createStaffStore } from '../store/staff-store.ts';
import type { LeadDeps } from '../lead-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountRoutes } from './account-routes.ts';
import { leadRoutes } from './lead-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import type { StaffDeps } from '../staff-deps.ts';

// The inbox's routes under /api/staff; registered behind the staff door, which lets each request in.
function staffRoutes(scope: FastifyInstance, deps: StaffDeps): void {
  sessionRoutes(scope, deps);
  leadRoutes(scope, deps);
  accountRoutes(scope, deps);
}

function staffDeps(leadDeps: Pick<LeadDeps, 'config' | 'store' | 'photos' | 'delivery'>, mailer: Mailer): StaffDeps {
  return {
    config: leadDeps.config,
    store: leadDeps.store,
    photos: leadDeps.photos,
    accounts: createStaffStore(leadDeps.store.db),
    history: createLeadHistory(leadDeps.store.db, leadDeps.config.questions),
    delivery: leadDeps.delivery,
    mailer,
  };
}
