export { staffPages, isStaffPage };

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './page-cache.ts';

/** Where the staff inbox lives (its pages: dist/client/staff/, built by vite.staff.config.ts and prerender.tsx). */
const staffRoute = '/staff';
const signInRoute = '/staff/sign-in';
/** The session cookie's name (see src/server/inbox/sessions.ts). */
const sessionCookie = 'staff_session';

function isStaffPage(route: string): boolean {
  return route === staffRoute || route.startsWith(`${staffRoute}/`);
}

/**
 * The inbox is one client-rendered page: every address under /staff gets it and the app picks the screen. The
 * sign-in screen has its own page, drawn at build time; the list and a lead's page send a browser without a
 * session cookie straight there (the app would, a round trip later). Never indexed.
 */
function staffPages(app: FastifyInstance, pages: Map<string, CachedPage>): void {
  const page = pages.get(staffRoute);
  if (!page) return;
  const signIn = pages.get(signInRoute) ?? page;
  // The list's frame, drawn at build time, for the inbox's own address.
  const list = pages.get(`${staffRoute}/list`) ?? page;
  const noindex = (reply: FastifyReply) => reply.header('x-robots-tag', 'noindex, nofollow');
  const serveApp = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const needsSession = path === staffRoute || path.startsWith(`${staffRoute}/leads/`);
    if (needsSession && !hasSessionCookie(request)) {
      return noindex(reply).redirect(`${signInRoute}?next=${encodeURIComponent(request.url)}`, 302);
    }
    return (path === staffRoute ? list : page).serve(request, noindex(reply));
  };
  app.get(staffRoute, serveApp);
  app.get(`${staffRoute}/*`, serveApp);
  app.get(signInRoute, (request, reply) => signIn.serve(request, noindex(reply)));
}

function hasSessionCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${sessionCookie}=`));
}
