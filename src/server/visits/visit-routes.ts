export { visitRoutes, toStoredEvents };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isbot } from 'isbot';
import { ApiError } from '../http/api-error.ts';
import type { StaffDoorKeeper } from '../http/authenticate.ts';
import { readReport, sendReportCsv, townChoices } from './report-routes.ts';
import { ReportQuery, VisitReport } from './report-wire.ts';
import { NoQuery, Nothing, errorReplies } from '../http/wire-schemas.ts';
import type { Db } from '../store/db.ts';
import { visitEndpoint, visitLimits } from '../../visits/wire.ts';
import type { VisitBatch, VisitEvent } from '../../visits/wire.ts';
import { VisitBatchBody } from './visit-batch.ts';
import { createVisitStore } from './visit-store.ts';
import { groupWriter } from './group-writer.ts';
import type { StoredVisitEvent } from './visit-store.ts';
import { trafficSource } from './traffic-source.ts';
import { createTownLookup } from './visit-town.ts';
import type { VisitSettings } from './visit-settings.ts';
import type { LeadQuestions } from '../../content/questions.ts';

// POST /api/visits: the counter's batches. Bots (isbot's list, or no user agent) and browsers asking not to be
// tracked are answered 204 with nothing kept; a malformed batch is 400 before anything is written. A visit counts
// once: a batch's first page after its first is dropped, and so is one past the address's first pages of the day;
// past the address's events of the day, nothing more is stored (still 204: the counter has nothing to retry).
async function visitRoutes(
  app: FastifyInstance,
  db: Db,
  settings: VisitSettings,
  keeper: StaffDoorKeeper,
  questions: LeadQuestions,
  site: { state: string; languages: readonly string[] },
): Promise<void> {
  const { state } = site;
  const visits = createVisitStore(db);
  const towns = settings.towns
    ? createTownLookup(
        townChoices(questions)
          .filter((choice) => !choice.retired)
          .map((choice) => choice.value),
        state,
      )
    : undefined;
  // A state the town database does not know (site.yaml's `state`) leaves visits without a town; the site runs on.
  if (settings.towns && !towns) app.log.warn(`Visits are kept without their town: "${state}" is no US state (site.yaml's state)`);
  const lookUp = towns ?? (async () => '');
  // A town database that cannot be read costs the visit its town, never the visit; said once in the log.
  let townFailed = false;
  const townOf = (address: string) =>
    lookUp(address).catch((error: unknown) => {
      if (!townFailed) app.log.error({ err: error }, 'Visits are kept without their town: the town database could not be read');
      townFailed = true;
      return '';
    });
  // Under load many small batches become one insert (see group-writer.ts); 2,000 events stay far below the
  // database's limit on a statement's parameters.
  const store = groupWriter<StoredVisitEvent>((events) => visits.insert(events), 2000);
  // A day's allowance per client address, held in memory like every other limit (the address is never stored).
  const allowance = (max: number, name: string) =>
    app.createRateLimit({ max, timeWindow: 86_400_000, keyGenerator: (request) => `${name} ${request.ip}` });
  const firstPages = allowance(settings.firstPagesPerDay, 'visit first pages');
  const events = allowance(settings.eventsPerDay, 'visit events');
  const allowed = async (request: FastifyRequest, limit: typeof events) => {
    const state = await limit(request);
    return state.isAllowed || !state.isExceeded;
  };
  // What of a batch is kept: its first page once (and only within the address's first pages of the day), then
  // events while the address's events of the day last.
  const keep = async (request: FastifyRequest, batch: VisitBatch): Promise<VisitEvent[]> => {
    const landing = batch.e.find(isLanding);
    const counted = landing !== undefined && (await allowed(request, firstPages));
    const kept: VisitEvent[] = [];
    for (const event of batch.e) {
      if (isLanding(event) && (event !== landing || !counted)) continue;
      if (!(await allowed(request, events))) break;
      kept.push(event);
    }
    return kept;
  };
  await app.register(async (scope) => {
    // sendBeacon and the counter's fetch send text/plain (a request without a preflight); the body is JSON.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ApiError(400, 'PGRST102', 'Invalid JSON body', 'The body is not JSON', null), undefined);
      }
    });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      visitEndpoint,
      {
        bodyLimit: visitLimits.bodyBytes,
        config: { rateLimit: { max: settings.ratePerMinute, timeWindow: 60_000, groupId: 'visits' } },
        schema: { querystring: NoQuery, body: VisitBatchBody, response: { 204: Nothing, ...errorReplies } },
      },
      async (request, reply) => {
        const batch = request.body;
        const agent = request.headers['user-agent'] ?? '';
        const optedOut = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
        if (agent && !isbot(agent) && !optedOut) {
          const kept = await keep(request, batch);
          // Only a visit's first page carries its town; the address is read here and not kept.
          const town = kept.some(isLanding) ? await townOf(request.ip) : '';
          if (kept.length) await store(toStoredEvents({ s: batch.s, e: kept }, town));
        }
        return reply.code(204).header('cache-control', 'no-store').send(null);
      },
    );
  });

  // The same report for staff tools with the token (npm run leads -- report).
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `${visitEndpoint}/report`,
    {
      onRequest: [keeper.refuseSpent, async (request) => void (await keeper.requireToken(request))],
      schema: {
        querystring: Type.Object(
          { ...ReportQuery.properties, format: Type.Optional(Type.Enum(['json', 'csv'])) },
          { additionalProperties: false },
        ),
        response: {
          200: { content: { 'application/json': { schema: VisitReport }, 'text/csv': { schema: Type.String() } } },
          ...errorReplies,
        },
      },
    },
    async (request, reply) => {
      const report = await readReport(db, request.query, questions, site.languages);
      reply.header('cache-control', 'no-store');
      return request.query.format === 'csv' ? sendReportCsv(reply, report) : report;
    },
  );

  if (settings.rollUpEveryMs > 0) {
    const rollUp = async () => {
      // Every day that is over is summed; raw events go after keepDays.
      const today = new Date().toISOString().slice(0, 10);
      const dropBefore = new Date(Date.now() - settings.keepDays * 86_400_000).toISOString().slice(0, 10);
      await visits.rollUp(today, dropBefore).catch((error: unknown) => app.log.error({ err: error }, 'Rolling up visit events failed'));
    };
    const timer = setInterval(() => void rollUp(), settings.rollUpEveryMs).unref();
    app.addHook('onReady', rollUp);
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

/** A batch as rows: the first page of a visit carries where it came from, and its town. */
function toStoredEvents(batch: VisitBatch, town = ''): StoredVisitEvent[] {
  return batch.e.map((event) => {
    const landing = isLanding(event);
    const source = landing
      ? trafficSource({ utmSource: event.us ?? '', utmMedium: event.um ?? '', utmCampaign: event.uc ?? '', referrerHost: event.r ?? '' })
      : { source: '', medium: '', campaign: '' };
    return {
      session: batch.s,
      kind: event.k,
      path: event.p,
      landing,
      ...source,
      town: landing ? town : '',
      screen: event.w ?? '',
      form: event.f ?? '',
      leadId: event.k === 'sent' ? (event.id ?? null) : null,
    };
  });
}

function isLanding(event: VisitEvent): boolean {
  return event.k === 'view' && event.l === 1;
}
