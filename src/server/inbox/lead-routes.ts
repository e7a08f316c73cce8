export { leadRoutes };

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { languageName } from '../../content/languages.ts';
import { requireJson } from '../http/require-json.ts';
import { LeadIdParams, NoBody, NoQuery, errorReplies } from '../http/wire-schemas.ts';
import { Choices, InboxQuery, LeadChange, LeadDetail, LeadList, NoteBody } from './staff-wire.ts';
import { ApiError } from '../http/api-error.ts';
import { deliverWithin, notifyWaitMs } from '../leads/deliver-lead.ts';
import { leadStatuses } from '../store/lead.ts';
import { businessTimeZone } from '../speed/speed-settings.ts';
import { waitingTimes } from '../speed/waiting-times.ts';
import { parseInboxQuery } from './inbox-query.ts';
import { createScanGate } from './scan-gate.ts';
import { exportRoutes } from './export-routes.ts';
import { leadDetail, leadSummary } from './lead-view.ts';
import { sessionOf } from '../http/authenticate.ts';
import type { StaffDeps } from '../staff-deps.ts';

// The inbox's reads and changes; every route needs a session, every change its CSRF token.
function leadRoutes(scope: FastifyInstance, deps: StaffDeps): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { questions } = deps.config;
  const scans = createScanGate();
  exportRoutes(scope, deps, scans);

  app.get('/api/staff/leads', { schema: { querystring: InboxQuery, response: { 200: LeadList, ...errorReplies } } }, async (request) => {
    const session = sessionOf(request);
    const filter = parseInboxQuery(request.query, true, businessTimeZone(deps.config.speed), deps.config.site.languages);
    const release = await scans.enter(session.id);
    const page = await deps.history.list(filter).finally(release);
    // Each shown lead's wait, read for this page alone: the list never needs every waiting lead.
    const waiting = await waitingTimes(
      deps.store.db,
      deps.config.speed,
      page.leads.map((lead) => lead.id),
    );
    return {
      leads: page.leads.map((lead) => ({
        ...leadSummary(lead, questions, deps.config.site.languages),
        waitingMs: waiting.waitingMs.get(lead.id) ?? null,
      })),
      waiting: { promiseMs: waiting.promiseMs, warnAfterMs: waiting.warnAfterMs },
      total: page.total,
      totalCapped: page.totalCapped,
      page: filter.pageNumber,
      pageSize: filter.pageSize,
      newCount: page.newCount,
    };
  });

  const read = { params: LeadIdParams, querystring: NoQuery, response: { 200: LeadDetail, ...errorReplies } };
  app.get('/api/staff/leads/:id', { schema: read }, async (request) => {
    return detail(deps, request.params.id);
  });

  const change = { params: LeadIdParams, querystring: NoQuery, body: LeadChange, response: { 200: LeadDetail, ...errorReplies } };
  app.patch('/api/staff/leads/:id', { onRequest: requireJson, schema: change }, async (request) => {
    const session = sessionOf(request);
    const { id } = request.params;
    const changes = request.body;
    const before = await deps.store.get(id);
    if (!before) throw notFound();
    if (changes.status) await deps.history.setStatus(id, changes.status, session.email);
    if (changes.spam !== undefined) await deps.history.setSpam(id, changes.spam, session.email);
    // Rescued from spam and never e-mailed: the office hears of it now.
    if (before.spam && changes.spam === false && !before.notifiedAt) {
      await deliverWithin(deps.delivery, { ...before, spam: false }, notifyWaitMs);
    }
    return detail(deps, id);
  });

  const note = { params: LeadIdParams, querystring: NoQuery, body: NoteBody, response: { 201: LeadDetail, ...errorReplies } };
  app.post('/api/staff/leads/:id/notes', { onRequest: requireJson, schema: note }, async (request, reply) => {
    const session = sessionOf(request);
    const { id } = request.params;
    const note = request.body.text.trim();
    if (!(await deps.history.addEvent(id, session.email, 'note', note))) throw notFound();
    return reply.code(201).send(await detail(deps, id));
  });

  const resend = { params: LeadIdParams, querystring: NoQuery, body: NoBody, response: { 202: LeadDetail, ...errorReplies } };
  app.post('/api/staff/leads/:id/resend', { schema: resend }, async (request, reply) => {
    const session = sessionOf(request);
    const { id } = request.params;
    const lead = await deps.store.get(id);
    if (!lead) throw notFound();
    if (lead.spam) {
      throw new ApiError(
        409,
        'STAFF_SPAM',
        'This lead is marked as spam',
        null,
        'Mark it as not spam first: that sends it if it was never sent.',
      );
    }
    await deps.history.addEvent(id, session.email, 'resend', null);
    // A new Message-ID: mail clients would hide a second copy of the first message.
    const messageId = `<lead-${lead.submissionKey}-${Date.now()}@${deps.delivery.messageDomain}>`;
    await deps.history.reopenDelivery(lead.submissionKey, messageId);
    await deliverWithin(deps.delivery, lead, notifyWaitMs);
    return reply.code(202).send(await detail(deps, id));
  });

  app.get('/api/staff/choices', { schema: { querystring: NoQuery, response: { 200: Choices, ...errorReplies } } }, async () => {
    const used = await deps.history.usedValues();
    // The choices the town (service) questions offer now, then the values leads hold besides, in their stored words.
    const listed = (names: 'service' | 'town') => {
      const offered = [...questions.estimate, ...questions.quote]
        .filter((question) => question.names === names)
        .flatMap((question) => (question.choices ?? []).filter((choice) => !choice.retired));
      const all = [
        ...offered.map(({ value, label }) => ({ value, label })),
        ...used[names].map(({ value, text }) => ({ value, label: text })),
      ];
      return all.filter((choice, index) => all.findIndex((other) => other.value === choice.value) === index);
    };
    return {
      statuses: leadStatuses.map(({ value, label }) => ({ value, label })),
      services: listed('service'),
      cities: listed('town'),
      languages: deps.config.site.languages.map((code) => ({ value: code, label: languageName(code, 'en') })),
    };
  });
}

async function detail(deps: StaffDeps, id: string) {
  const lead = await deps.store.get(id);
  if (!lead) throw notFound();
  const [delivery, events] = await Promise.all([deps.store.delivery(lead.submissionKey), deps.history.events(id)]);
  return leadDetail(lead, delivery, events, deps.config.questions, deps.config.site.languages);
}

function notFound(): ApiError {
  return new ApiError(404, 'PGRST116', 'No lead with this id', null, null);
}
