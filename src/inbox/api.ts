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

// The server's own sentences when it sent them ({ code, message, details, hint }), else a plain one.
function problemMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HTTPError) {
    // ky has read the body already (error.data); the response's own body is spent.
    const data = error.data;
    const body = data && typeof data === 'object' ? (data as { message?: string; details?: string | null; hint?: string | null }) : null;
    const status = error.response.status;
    if (!body?.message) return status === 429 ? 'Too many attempts. Wait a minute, then try again.' : fallback;
    // A refusal for now says how long to wait (in its details).
    const parts = [body.message, status === 429 ? body.details : null, body.hint].filter((part): part is string => !!part);
    return parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
  }
  if (error instanceof Error && error.name === 'TimeoutError') return 'The server did not answer in time. Please try again.';
  if (error instanceof Error && (error.name === 'NetworkError' || error instanceof TypeError))
    return 'No connection to the server. Check the network and try again.';
  return fallback;
}
