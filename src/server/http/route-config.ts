export type { StaffAuth, StaffIdentity };

import type { StaffSession } from '../inbox/sessions.ts';

/**
 * Who may call a staff route: a signed-in session (with its CSRF token for a change), the staff token, either, or
 * anyone (signing in, a reset, an invitation).
 */
type StaffAuth = 'session' | 'session-or-token' | 'token' | 'none';

/** Who a staff request was let in as, set by the staff door before the handler runs. */
type StaffIdentity = { by: 'session'; session: StaffSession } | { by: 'token' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the staff door lets this route's requests in; every /api/staff route says it. */
    auth?: StaffAuth;
  }
  interface FastifyRequest {
    /** Set by the staff door: the session or the token this request came in with. */
    staff?: StaffIdentity;
  }
}
