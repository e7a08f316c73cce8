export { buildApp };
export type { LeadServices };

import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { contactsRoutes } from './api/contacts-routes.ts';
import type { LeadDeps } from './api/lead-deps.ts';
import { notifyRoute } from './api/notify-route.ts';
import { isStaff } from './api/staff-auth.ts';
import type { ServerConfig } from './config.ts';
import { formRoute } from './no-js-form/form-route.ts';
import { ApiError, apiErrorHandler } from './http/api-error.ts';
import { faultHooks } from './http/fault-hooks.ts';
import { staticSite } from './http/static-site.ts';
import type { DeliveryDeps } from './leads/deliver-lead.ts';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { startRetry } from './retry.ts';
import { staffRoutes } from './inbox/staff-routes.ts';
import type { RetryLoop } from './retry.ts';
import { openStore } from './store/open-store.ts';
import { startSpeedToLead } from './speed/speed-service.ts';
import { speedRoutes } from './speed/speed-routes.ts';
import type { LeadStore } from './store/lead-store.ts';

/** The parts behind the routes, reachable as `app.leads` (health checks, tests, shutdown). */
interface LeadServices {
  store: LeadStore;
  mailer: Mailer;
  /** What the routes and the retry deliver with. */
  delivery: DeliveryDeps;
  /** The background e-mail retry, when enabled. */
  retry?: RetryLoop;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadServices;
  }
}

// The site and the lead API in one Fastify app; the store is open and migrated when this resolves.
async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logger),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Let in-flight lead requests finish on shutdown, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
  });
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    log: (message) => app.log.warn(message),
  });
  try {
    await wire(app, config, store);
  } catch (error) {
    // Release the database (and its folder lock) so a corrected start can open it.
    await app.close().catch(() => {});
    await store.close();
    throw error;
  }
  return app;
}

// Fastify logs with pino; at a terminal its lines go through pino-pretty (in this thread, so nothing is lost on exit).
function loggerOptions(logger: ServerConfig['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  if (!logger.pretty) return { level: logger.level };
  return { level: logger.level, stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
}

async function wire(app: FastifyInstance, config: ServerConfig, store: LeadStore): Promise<void> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    timeoutMs: config.mailTimeoutMs,
  });
  const delivery: DeliveryDeps = {
    store,
    mailer,
    staff: config.staffEmails,
    choices: config.choices,
    publicUrl: config.publicUrl,
    messageDomain: /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost',
    owner: config.instanceId,
    staleClaimMs: config.retry.staleClaimMs,
    backoff: { baseMs: config.retry.delayMs, maxMs: config.retry.maxDelayMs },
    health: { down: false },
    log: app.log,
  };
  const retry = config.retry.enabled ? startRetry(delivery, config.retry) : undefined;
  app.decorate('leads', { store, mailer, delivery, retry });
  app.decorate('speed', startSpeedToLead(app, config, store));
  app.addHook('onClose', async () => {
    await app.speed.stop();
    await retry?.stop();
    mailer.close();
    await store.close();
  });

  app.log.info(`Leads are stored in ${store.db.kind} (${store.db.location}); e-mail goes to ${mailer.target}`);
  app.setErrorHandler(apiErrorHandler);
  // Only JSON (API) and form-encoded (no-JavaScript forms) bodies are read.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await app.register(fastifyRateLimit, {
    global: false,
    // Staff tools (with the token) are not throttled.
    allowList: (request) => isStaff(request, config.staffToken),
    // The plugin throws what this returns; the error handler turns it into the usual JSON shape.
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'PGRST429', 'Too many requests', `Limit: ${context.max} per ${context.after}`, 'Wait a moment, then try again.'),
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
  if (config.faults) faultHooks(app, config.faults);

  const deps: LeadDeps = {
    config,
    store,
    delivery,
    rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.timeWindowMs, groupId: 'leads' },
  };
  contactsRoutes(app, deps);
  notifyRoute(app, deps);
  formRoute(app, deps);
  await staffRoutes(app, deps, mailer);
  await speedRoutes(app, deps);
  await staticSite(app, { clientDir: config.clientDir, redirects: config.site.redirects });
}
