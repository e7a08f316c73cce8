export { speedRoutes };

import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, LeadIdParams } from '../http/wire-schemas.ts';
import type { LeadDeps } from '../api/lead-deps.ts';
import { requireJson } from '../http/require-json.ts';
import { ApiError } from '../http/api-error.ts';
import { sessionOf } from '../http/authenticate.ts';
import { currentSession } from '../inbox/sessions.ts';
import type { StaffDeps } from '../inbox/staff-deps.ts';
import { createLeadHistory } from '../store/lead-history.ts';
import { createStaffStore } from '../store/staff-store.ts';
import { speedClock, speedReport } from './speed-report.ts';
import type { StoredLead } from './speed-service.ts';
import { createSpeedStore } from './speed-store.ts';
import { readFileSync } from 'node:fs';
import { createPushStore } from './push.ts';
import type { PushSubscriptionKeys } from './push.ts';
import { checkPushSubscription } from './push-endpoint.ts';

/** A comment line keeps proxies from closing a quiet stream. */
const heartbeatMs = 25_000;
/** A stream whose session ended (signed out, account removed) closes within this. */
const sessionCheckMs = 60_000;

// The inbox's live list (server-sent events), the Call / E-mail taps that count as first contact and the speed
// report; all under /api/staff with a session. How long each shown lead has waited comes with the list's page.
function speedRoutes(app: FastifyInstance, leadDeps: LeadDeps): (scope: FastifyInstance) => void {
  const deps: StaffDeps = {
    config: leadDeps.config,
    store: leadDeps.store,
    photos: leadDeps.photos,
    accounts: createStaffStore(leadDeps.store.db),
    history: createLeadHistory(leadDeps.store.db),
    delivery: leadDeps.delivery,
    mailer: leadDeps.delivery.mailer,
  };
  const speed = createSpeedStore(leadDeps.store.db);
  const clock = speedClock(leadDeps.config.speed);
  const streams = new Set<(closing?: boolean) => void>();
  // Open streams would keep the server from closing: they are cut first. Once a stream was served, Node no longer
  // counts some keep-alive connections as idle (the server would wait out their keep-alive time): every connection
  // without a response under way is closed too.
  const sockets = new Set<Socket>();
  let streamed = false;
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end(true);
    if (!streamed) return;
    for (const socket of sockets) if (!(socket as Socket & { _httpMessage?: unknown })._httpMessage) socket.destroy();
  });

  // The inbox as an app on a phone's home screen: its manifest, icon and service worker (scope /staff).
  const files = {
    'sw.js': ['text/javascript; charset=utf-8', readFileSync(new URL('../../inbox/push/service-worker.js', import.meta.url))],
    'manifest.webmanifest': ['application/manifest+json', readFileSync(new URL('../../inbox/push/manifest.webmanifest', import.meta.url))],
    'icon.svg': ['image/svg+xml', readFileSync(new URL('../../inbox/push/icon.svg', import.meta.url))],
  } as const;
  for (const [name, [type, body]] of Object.entries(files)) {
    app.get(`/staff/${name}`, async (_request, reply) => {
      reply.type(type).header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow');
      if (name === 'sw.js') reply.header('service-worker-allowed', '/staff');
      return reply.send(body);
    });
  }
  const pushStore = createPushStore(leadDeps.store.db);

  // The staff API's part, registered behind the staff door.
  return (scope) => {
    scope.get('/api/staff/events', async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // A lost connection comes back after 3 s (EventSource reconnects on its own).
      raw.write('retry: 3000\n\n');
      const onLead = (lead: StoredLead) => {
        if (!lead.spam) raw.write(`event: lead\ndata: ${JSON.stringify({ id: lead.id })}\n\n`);
      };
      const heartbeat = setInterval(() => raw.write(': still here\n\n'), heartbeatMs);
      const check = setInterval(() => {
        void currentSession(deps, request).then(
          (session) => session || end(),
          () => end(),
        );
      }, sessionCheckMs);
      const end = (closing = false) => {
        clearInterval(heartbeat);
        clearInterval(check);
        app.speed.leads.off('lead', onLead);
        streams.delete(end);
        if (closing) raw.destroy();
        else if (!raw.writableEnded) raw.end();
      };
      streamed = true;
      streams.add(end);
      app.speed.leads.on('lead', onLead);
      raw.on('close', () => end());
    });

    scope
      .withTypeProvider<TypeBoxTypeProvider>()
      .post('/api/staff/leads/:id/contact', { onRequest: requireJson, schema: contactSchema }, async (request, reply) => {
        const session = sessionOf(request);
        const { id } = request.params;
        const { via } = request.body;
        if (!(await speed.recordContact(id, session.email, via))) throw new ApiError(404, 'PGRST116', 'No lead with this id', null, null);
        return reply.code(201).send({ recorded: via });
      });

    scope.get('/api/staff/push/key', async () => {
      const push = app.speed.push;
      if (!push)
        throw new ApiError(
          404,
          'STAFF_PUSH_OFF',
          'Phone notifications are not set up on this server',
          null,
          'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.',
        );
      return { publicKey: push.publicKey };
    });

    scope.post('/api/staff/push/subscriptions', { onRequest: requireJson }, async (request, reply) => {
      const session = sessionOf(request);
      const subscription = checkPushSubscription(parseSubscription(request.body), leadDeps.config.pushServiceOrigins);
      if (!(await pushStore.save(session.email, subscription))) throw new ApiError(401, 'STAFF_SIGN_IN', 'Sign in first', null, null);
      return reply.code(201).send({ saved: true });
    });

    scope.delete<{ Body: object | null }>('/api/staff/push/subscriptions', { onRequest: requireJson }, async (request) => {
      const session = sessionOf(request);
      const { endpoint } = parseSubscription({ keys: { p256dh: 'x', auth: 'x' }, ...(request.body ?? {}) });
      return { removed: await pushStore.remove(session.email, endpoint) };
    });

    scope.get<{ Querystring: Record<string, unknown> }>('/api/staff/speed/report', async (request) => {
      const weeks = Number(request.query.weeks ?? 8);
      if (!Number.isInteger(weeks) || weeks < 1 || weeks > 104)
        throw new ApiError(400, 'PGRST100', 'weeks: a whole number from 1 to 104', null, null);
      const to = new Date();
      const from = new Date(to.getTime() - weeks * 7 * 24 * 3_600_000);
      return speedReport(await speed.reportLeads(from, to), clock);
    });
  };
}

// A tap on Call or E-mail in the inbox: the first contact with a lead.
const contactSchema = {
  params: LeadIdParams,
  body: Type.Object({ via: Type.Enum(['call', 'email']) }, { additionalProperties: false }),
  response: { 201: Type.Object({ recorded: Type.Enum(['call', 'email']) }), '4xx': ErrorReply },
};

// A browser's PushSubscription.toJSON(): an https endpoint and two base64url keys.
function parseSubscription(body: unknown): PushSubscriptionKeys {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const keys = (typeof record.keys === 'object' && record.keys !== null ? record.keys : {}) as Record<string, unknown>;
  const { endpoint } = record;
  const base64url = (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}={0,2}$/.test(value);
  let url: URL | undefined;
  try {
    url = new URL(String(endpoint));
  } catch {
    url = undefined;
  }
  if (
    typeof endpoint !== 'string' ||
    endpoint.length > 1000 ||
    !url ||
    url.protocol !== 'https:' ||
    !base64url(keys.p256dh) ||
    !base64url(keys.auth)
  ) {
    throw new ApiError(
      400,
      'PGRST102',
      'Invalid push subscription',
      'Send PushSubscription.toJSON(): { endpoint, keys: { p256dh, auth } }',
      null,
    );
  }
  return { endpoint, keys: { p256dh: String(keys.p256dh), auth: String(keys.auth) } };
}
