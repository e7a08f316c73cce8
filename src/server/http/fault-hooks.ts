export { faultHooks };

import type { FastifyInstance } from 'fastify';
import type { FaultHook } from '../config.ts';

// Test-only: cut the connection before a matching request is handled (nothing stored) or after it
// (stored, answer lost), the two ways a real network fails a browser.
function faultHooks(app: FastifyInstance, faults: FaultHook): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!faults(request, 'before')) return;
    request.raw.socket.destroy();
    return reply.hijack();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (faults(request, 'after')) request.raw.socket.destroy();
    return payload;
  });
}
