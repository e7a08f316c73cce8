export { refuseControlInAddress, refuseControlInBody };

import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

// In a path or query no control character at all; in a body's text only tab and line breaks (a note's lines).
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const inAddress = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const inText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// A NUL or another control character never reaches the database (PostgreSQL refuses NUL in text): 400 first,
// for the address before anything else is done, for the body as soon as it is read.
async function refuseControlInAddress(request: FastifyRequest): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(request.url);
  } catch {
    throw refused('the address is not valid percent-encoding');
  }
  if (inAddress.test(path)) throw refused('the address holds a control character');
}

async function refuseControlInBody(request: FastifyRequest): Promise<void> {
  const where = textWithControl(request.body, '');
  if (where !== undefined) throw refused(`${where || 'the body'} holds a control character`);
}

// The field path of the first text holding a control character (keys included), if any.
function textWithControl(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return inText.test(value) ? at : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = textWithControl(item, `${at}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (inAddress.test(key)) return at || 'a field name';
      const found = textWithControl(item, at ? `${at}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function refused(details: string): ApiError {
  return new ApiError(400, 'STAFF_CONTROL_CHARACTER', 'Control characters are not accepted', details, 'Remove it and send again.');
}
