export { benchInbox };
export type { InboxBench };

import { readLocalStaffToken } from '../../src/server/staff-token.ts';
import { staffSessionCookie } from '../../test/support/staff-account.ts';
import { auditRoutes, type RouteAudit } from './lighthouse.ts';

/** Mobile Lighthouse on the staff inbox: its sign-in screen, and the lead list as a signed-in member sees it. */
interface InboxBench {
  signIn: RouteAudit;
  list: RouteAudit;
}

// The server keeps its own staff token in its data folder (no STAFF_TOKEN set); the account is made as the office would.
async function benchInbox(url: string, dataDir: string, runs: number): Promise<InboxBench> {
  const token = readLocalStaffToken(dataDir);
  if (!token) throw new Error(`No staff token in ${dataDir}`);
  const cookie = await staffSessionCookie(url, token, 'bench@office.example');
  const [signIn] = await auditRoutes(url, ['/staff/sign-in'], runs);
  const [list] = await auditRoutes(url, ['/staff'], runs, undefined, { Cookie: `${cookie.name}=${cookie.value}` });
  return { signIn: signIn!, list: list! };
}
