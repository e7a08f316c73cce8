export { buildApp };
export type { LeadServices };

import Fastify from 'fastify';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { backupRoute } from './api/backup-route.ts';
import { contactsRoutes } from './api/contacts-routes.ts';
import type { LeadDeps } from './lead-deps.ts';
import { notifyRoute } from './api/notify-route.ts';
import { defaultPhotoRoom, type ServerConfig } from './config.ts';
import { clientPhotoBudget } from './photos/client-photo-budget.ts';
import { createPhotoRoom } from './photos/photo-room.ts';
import { tellOffice } from './mail/office-notice.ts';
import { formRoute } from './no-js-form/form-route.ts';
import { uploadRoute } from './photos/upload-route.ts';
import { createPhotoStore } from './store/photo-store.ts';
import { ApiError, apiErrorHandler } from './http/api-error.ts';
import { refusalKeyword } from './http/wire-schemas.ts';
import { diskFullWatch } from './http/disk-full.ts';
import { errorWithoutValues } from './http/error-log.ts';
import { faultHooks } from './http/fault-hooks.ts';
import { limitConnections } from './http/connection-limit.ts';
import { redactTokens } from './http/redact-tokens.ts';
import { isStaffPath, securityHeaders } from './http/security-headers.ts';
import { staticSite } from './http/static-site.ts';
import { officeEmailJob, watchMailServer } from './leads/deliver-lead.ts';
import type { DeliveryDeps } from './leads/deliver-lead.ts';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { staffDeps, staffRoutes } from './inbox/staff-routes.ts';
import { eraseRoute } from './privacy/erase-route.ts';
import { photoRoute } from './photos/photo-route.ts';
import { reportRoutes } from './visits/report-routes.ts';
import { checkChange, currentSession } from './inbox/sessions.ts';
import { createStaffDoorKeeper } from './http/authenticate.ts';
import { createLeadBudget } from './http/lead-budget.ts';
import { staffScope } from './http/staff-scope.ts';
import { openStore } from './store/open-store.ts';
import { visitRoutes } from './visits/visit-routes.ts';
import { defaultVisitSettings } from './visits/visit-settings.ts';
import { startSpeedToLead } from './speed/speed-service.ts';
import { speedRoutes } from './speed/speed-routes.ts';
import { dailyBackups } from './store/daily-backup.ts';
import { reclaimJob } from './privacy/reclaim-job.ts';
import { forgetPastAddresses } from './speed/address-hash.ts';
import type { LeadStore } from './store/lead-store.ts';

/** The parts behind the routes, reachable as `app.leads` (health checks, tests, shutdown). */
interface LeadServices {
  store: LeadStore;
  mailer: Mailer;
  /** What the routes and the office-email jobs deliver with. */
  delivery: DeliveryDeps;
  /** The one background worker: jobs and periodic tasks, one start and one stop. */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadServices;
  }
}

// The site and the lead API in one Fastify app; the store is open and migrated when this resolves.
async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const requestTimeoutMs = config.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: loggerOptions(config.logger),
    bodyLimit: config.bodyLimit,
    // A field a route's schema does not name is refused, never dropped in silence; a value is never converted (a
    // number is not text); each problem comes with its schema, whose own words (`refusal`) say what is wrong.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, verbose: true, keywords: [refusalKeyword] } },
    trustProxy: config.trustProxy,
    // Let in-flight lead requests finish on shutdown, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    // A request (headers and body) must arrive in time: a slow sender cannot hold a connection open for ever.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 120_000,
    // Node looks for overdue requests every 30 s by default: a limit of 30 s could then hold for 60.
    http: { headersTimeout: Math.min(requestTimeoutMs, 20_000), connectionsCheckingInterval: Math.min(2_000, requestTimeoutMs / 2) },
  });
  if (config.onRoute) app.addHook('onRoute', config.onRoute);
  limitConnections(app.server, config.connectionsPerClient ?? 256);
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    log: (message) => app.log.warn(message),
    questions: config.questions,
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
  const serializers = { err: errorWithoutValues, req: requestForLog };
  if (!logger.pretty) return { level: logger.level, serializers };
  return {
    level: logger.level,
    serializers,
    stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }),
  };
}

// Fastify's own request fields, with the one-time token of an invitation or reset link cut out of the path. The
// client's address only on the staff side, where it tells who tried to sign in: a visitor's is not kept.
function requestForLog(request: FastifyRequest) {
  const fields = { method: request.method, url: redactTokens(request.url), host: request.host };
  return isStaffPath(request.url) ? { ...fields, remoteAddress: request.ip, remotePort: request.socket?.remotePort } : fields;
}

async function wire(app: FastifyInstance, config: ServerConfig, store: LeadStore): Promise<void> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    timeoutMs: config.mailTimeoutMs,
    dkim: config.dkim,
  });
  const jobs = createJobRunner({ db: store.db, owner: config.instanceId, log: app.log, staleMs: config.retry.staleClaimMs });
  const delivery: DeliveryDeps = {
    store,
    mailer,
    jobs,
    recipients: config.recipients,
    questions: config.questions,
    publicUrl: config.publicUrl,
    languages: config.site.languages,
    messageDomain: /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost',
    owner: config.instanceId,
    backoff: { baseMs: config.retry.delayMs, maxMs: config.retry.maxDelayMs },
    health: { down: false },
    log: app.log,
  };
  jobs.register('office-email', officeEmailJob(delivery));
  jobs.every('mail server back', config.retry.intervalMs, watchMailServer(delivery));
  const backups =
    store.db.kind === 'pglite' && config.dailyBackups
      ? dailyBackups(store, { folder: join(config.dataDir, 'backups'), keep: config.dailyBackups, log: app.log })
      : undefined;
  // A minute after the start (not while the server is busy starting), then each hour: a missed day is made up.
  if (backups) jobs.every('daily backup', 3_600_000, backups.tick, { firstMs: 60_000, always: true });
  jobs.register('reclaim', reclaimJob({ db: store.db, backups }));
  jobs.every('acknowledged addresses of past days', 3_600_000, () => forgetPastAddresses(store.db), { always: true });
  app.decorate('leads', { store, mailer, delivery, jobs });
  app.decorate('speed', startSpeedToLead(app, config, store, jobs));
  app.addHook('onClose', async () => {
    // The one stop: the runner's jobs and tasks end first, then what they send with.
    await jobs.stop();
    app.speed.close();
    mailer.close();
    await store.close();
  });
  await jobs.start({ background: config.retry.enabled });

  const signed = config.smtpUrl && config.dkim ? `, DKIM-signed for ${config.dkim.domainName} (selector ${config.dkim.keySelector})` : '';
  app.log.info(`Leads are stored in ${store.db.kind} (${store.db.location}); e-mail goes to ${mailer.target}${signed}`);
  const diskFull = diskFullWatch();
  app.setErrorHandler(apiErrorHandler(diskFull));
  // A request stored after the disk was full ends the episode in the log.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode < 400) diskFull.wrote(request.log);
  });
  // Only JSON (API) and form-encoded or multipart (no-JavaScript forms) bodies are read, and photos on their own route.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await app.register(fastifyRateLimit, {
    global: false,
    // The plugin throws what this returns; the error handler turns it into the usual JSON shape.
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'PGRST429', 'Too many requests', `Limit: ${context.max} per ${context.after}`, 'Wait a moment, then try again.'),
  });
  securityHeaders(app, { publicUrl: config.publicUrl, clientDir: config.clientDir });
  if (config.faults) faultHooks(app, config.faults);
  // Loaded only then: TypeBox's value checks cost the heap a few MB.
  if (config.checkAnswers) (await import('./http/answer-check.ts')).checkAnswers(app);

  const photos = createPhotoStore(store.db);
  const staff = staffDeps({ config, store, photos, delivery }, mailer);
  const keeper = createStaffDoorKeeper(app, {
    staffToken: config.staffToken,
    session: (request) => currentSession(staff, request),
    checkChange: (request, session) => checkChange(staff, request, session),
  });
  const photoSettings = config.photos ?? defaultPhotoRoom;
  const photoRoom = createPhotoRoom({
    db: store.db,
    dataDir: config.dataDir,
    maxBytes: photoSettings.maxBytes,
    minFreeBytes: photoSettings.minFreeBytes,
    log: app.log,
    tellOffice: (message) => tellOffice(mailer, config, delivery.messageDomain, 'photos are refused, their storage is full', message),
  });
  const photoBudget = clientPhotoBudget(app, photoSettings.perClientDay);
  const deps: LeadDeps = {
    config,
    store,
    photos,
    photoChecks: (request) => ({
      before: async (name) => {
        await photoRoom.check(name);
        await photoBudget(request, name);
      },
      added: (bytes) => photoRoom.added(bytes),
    }),
    delivery,
    leadStored: {
      store,
      jobs,
      questions: config.questions,
      acknowledges: app.speed.acknowledges,
      pushes: Boolean(app.speed.push),
      escalation: config.speed,
      officeEmailDelayMs: config.retry.delayMs,
      announce: app.speed.announce,
    },
    budget: createLeadBudget(app, { ...config.rateLimit, staffToken: config.staffToken }),
    keeper,
    diskFull,
  };
  // The public door: the lead routes, each drawing on the client's lead allowance before its body is read.
  contactsRoutes(app, deps);
  notifyRoute(app, deps);
  await formRoute(app, deps);
  await uploadRoute(app, deps, deps.photos);
  await visitRoutes(app, store.db, config.visits ?? defaultVisitSettings(), keeper, config.questions, config.site);
  // The staff door: every /api/staff route in one scope.
  const speedStaffRoutes = speedRoutes(app, deps);
  await staffScope(app, keeper, (scope) => {
    staffRoutes(scope, staff);
    reportRoutes(scope, staff);
    eraseRoute(scope, staff);
    photoRoute(scope, staff.photos);
    backupRoute(scope, deps);
    speedStaffRoutes(scope);
  });
  await staticSite(app, { clientDir: config.clientDir, redirects: config.site.redirects });
}
