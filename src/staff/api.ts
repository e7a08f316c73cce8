export { api, problemMessage, isStatus };

import ky, { HTTPError } from 'ky';
import { csrf } from './csrf';

const api = ky.create({
  prefix: '/api/staff',
  credentials: 'same-origin',
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && csrf.token) request.headers.set('x-csrf-token', csrf.token);
      },
    ],
  },
});

function isStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}

// The server's own sentence when it sent one ({ code, message, details, hint }), else a plain one.
async function problemMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): Promise<string> {
  if (error instanceof HTTPError) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => null)) as { message?: string; hint?: string | null } | null;
    if (error.response.status === 429)
      return body?.hint ? `Too many attempts. ${body.hint}` : 'Too many attempts. Wait a minute, then try again.';
    if (body?.message) return body.hint ? `${body.message}. ${body.hint}` : body.message;
    return fallback;
  }
  if (error instanceof Error && error.name === 'TimeoutError') return 'The server did not answer in time. Please try again.';
  if (error instanceof TypeError) return 'No connection to the server. Check the network and try again.';
  return fallback;
}
