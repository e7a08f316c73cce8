export { newLeadId };

import type { LeadIdPrefix } from './wire-names';

// A millisecond timestamp and 96 random bits: ids cannot be guessed or collide. Shared by the browser
// and the server (the no-JavaScript form), with no browser-only imports.
function newLeadId(prefix: LeadIdPrefix, now = Date.now()): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const suffix = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${now}_${suffix}`;
}
