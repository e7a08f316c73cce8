export { staffScope };

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { StaffDoorKeeper } from './authenticate.ts';
import { refuseControlInAddress, refuseControlInBody } from './control-characters.ts';
import './route-config.ts';

const prefix = '/api/staff';

// The staff door: every /api/staff route is in this one scope, whose hooks run in this order for each request: a
// control character in the address (400), a client that spent its wrong credentials (429), the session or token the
// route's `config.auth` asks for (401/403), a control character in the body (400). Only these routes read cookies,
// and nothing they answer is cached.
async function staffScope(
  app: FastifyInstance,
  keeper: StaffDoorKeeper,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) {
        throw new Error(`${route.method} ${route.url} is registered behind the staff door but is not under ${prefix}`);
      }
    });
    await scope.register(fastifyCookie);
    scope.addHook('onRequest', refuseControlInAddress);
    scope.addHook('onRequest', keeper.refuseSpent);
    scope.addHook('onRequest', keeper.authenticate);
    scope.addHook('preValidation', refuseControlInBody);
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    await routes(scope);
  });
}
