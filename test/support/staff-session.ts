export { createAccount, signedIn, inboxCall, cookieOf, sessionAccount };
export type { SignedIn };

import { expect } from 'vitest';
import { staffToken } from './test-app.ts';

/** A browser signed in to the inbox: its cookie header and CSRF token. */
interface SignedIn {
  email: string;
  cookie: string;
  csrfToken: string;
}

// An account through the staff-token API; returns its one-time invitation link.
async function createAccount(url: string, email: string, name?: string): Promise<string> {
  const response = await fetch(`${url}/api/staff/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...(name ? { name } : {}) }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { invitationUrl: string }).invitationUrl;
}

// A new account whose invitation is accepted with `password`: signed in as the app would be.
async function signedIn(url: string, email: string, password = 'correct horse battery'): Promise<SignedIn> {
  const link = await createAccount(url, email);
  const token = link.slice(link.lastIndexOf('/') + 1);
  const response = await fetch(`${url}/api/staff/invitations/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { csrfToken: string };
  return { email, cookie: cookieOf(response), csrfToken: body.csrfToken };
}

/** `staff_session=...` from a response's Set-Cookie. */
function cookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
  if (!header) throw new Error('No session cookie was set');
  return header.split(';')[0]!;
}

// A request as the inbox app sends it: the cookie, the CSRF token, JSON.
function inboxCall(url: string, who: SignedIn, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(url + path, {
    method,
    headers: {
      cookie: who.cookie,
      'x-csrf-token': who.csrfToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Whose session a cookie carries, as the inbox asks on opening: the account's e-mail, or null for nobody. */
async function sessionAccount(url: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${url}/api/staff/session`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { account: { email: string } | null };
  return body.account?.email ?? null;
}
