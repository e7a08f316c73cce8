export { speedRoutes };

import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LeadIdParams, NoQuery, errorReplies, fileReply, refusalKeyword } from '../http/wire-schemas.ts';
import type { LeadDeps } from '../lead-deps.ts';
import { requireJson } from '../http/require-json.ts';
import { ApiError } from '../http/api-error.ts';
import { sessionOf } from '../http/authenticate.ts';
import { currentSession } from '../inbox/sessions.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { createLeadHistory } from '../store/lead-history.ts';
import { createStaffStore } from '../store/staff-store.ts';
import { SpeedReport, speedClock, speedReport } from './speed-report.ts';
import type { StoredLead } from './speed-service.ts';
import { createSpeedStore } from './speed-store.ts';
import { readFileSync } from 'node:fs';
import { createPushStore } from './push.ts';
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
    history: createLeadHistory(leadDeps.store.db, leadDeps.config.questions),
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
    const typed = scope.withTypeProvider<TypeBoxTypeProvider>();
    typed.get('/api/staff/events', { schema: eventsSchema }, async (request, reply) => {
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

    typed.post('/api/staff/leads/:id/contact', { onRequest: requireJson, schema: contactSchema }, async (request, reply) => {
      const session = sessionOf(request);
      const { id } = request.params;
      const { via } = request.body;
      if (!(await speed.recordContact(id, session.email, via))) throw new ApiError(404, 'PGRST116', 'No lead with this id', null, null);
      return reply.code(201).send({ recorded: via });
    });

    typed.get('/api/staff/push/key', { schema: pushKeySchema }, async () => {
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

    typed.post('/api/staff/push/subscriptions', { onRequest: requireJson, schema: subscribeSchema }, async (request, reply) => {
      const session = sessionOf(request);
      const { endpoint, keys } = request.body;
      const subscription = checkPushSubscription({ endpoint, keys }, leadDeps.config.pushServiceOrigins);
      if (!(await pushStore.save(session.email, subscription))) throw new ApiError(401, 'STAFF_SIGN_IN', 'Sign in first', null, null);
      return reply.code(201).send({ saved: true });
    });

    typed.delete('/api/staff/push/subscriptions', { onRequest: requireJson, schema: unsubscribeSchema }, async (request) => {
      const session = sessionOf(request);
      return { removed: await pushStore.remove(session.email, request.body.endpoint) };
    });

    typed.get('/api/staff/speed/report', { schema: speedReportSchema }, async (request) => {
      const weeks = Number(request.query.weeks ?? 8);
      if (weeks < 1 || weeks > 104) throw new ApiError(400, 'PGRST100', 'weeks: a whole number from 1 to 104', null, null);
      const to = new Date();
      const from = new Date(to.getTime() - weeks * 7 * 24 * 3_600_000);
      return speedReport(await speed.reportLeads(from, to), clock);
    });
  };
}

// The live list: a stream of server-sent events.
const eventsSchema = { querystring: NoQuery, response: { 200: fileReply('text/event-stream'), ...errorReplies } };

// A tap on Call or E-mail in the inbox: the first contact with a lead.
const contactSchema = {
  params: LeadIdParams,
  querystring: NoQuery,
  body: Type.Object({ via: Type.Enum(['call', 'email']) }, { additionalProperties: false }),
  response: { 201: Type.Object({ recorded: Type.Enum(['call', 'email']) }), ...errorReplies },
};

const pushKeySchema = { querystring: NoQuery, response: { 200: Type.Object({ publicKey: Type.String() }), ...errorReplies } };

const base64url = Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}={0,2}$' });
const endpoint = Type.String({ minLength: 1, maxLength: 1000 });

// A browser's PushSubscription.toJSON(): its endpoint (checked by push-endpoint.ts), its two base64url keys, and when
// it expires (not used).
const subscribeSchema = {
  querystring: NoQuery,
  body: Type.Object(
    {
      endpoint,
      keys: Type.Object({ p256dh: base64url, auth: base64url }, { additionalProperties: false }),
      expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  response: { 201: Type.Object({ saved: Type.Boolean() }), ...errorReplies },
};

const unsubscribeSchema = {
  querystring: NoQuery,
  body: Type.Object({ endpoint }, { additionalProperties: false }),
  response: { 200: Type.Object({ removed: Type.Boolean() }), ...errorReplies },
};

const speedReportSchema = {
  querystring: Type.Object(
    { weeks: Type.Optional(Type.String({ pattern: '^\\d{1,3}$', [refusalKeyword]: { pattern: 'a whole number from 1 to 104' } })) },
    { additionalProperties: false },
  ),
  response: { 200: SpeedReport, ...errorReplies },
};
