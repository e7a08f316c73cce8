export { exportRoutes };

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error.ts';
import { errorReplies, fileReply } from '../http/wire-schemas.ts';
import { InboxQuery } from './staff-wire.ts';
import { exportStream } from '../leads/export-stream.ts';
import { csvAnswerLabels } from '../leads/leads-csv.ts';
import { answerLabels, leadPages } from '../store/lead-pages.ts';
import { businessTimeZone } from '../speed/speed-settings.ts';
import { parseInboxQuery } from './inbox-query.ts';
import type { ScanGate } from './scan-gate.ts';
import { sessionOf } from '../http/authenticate.ts';
import type { StaffDeps } from '../staff-deps.ts';

/** ?format=csv|json&since=<date or ISO time>. */
const ExportQuery = Type.Object(
  { format: Type.Optional(Type.Enum(['csv', 'json'])), since: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);

// The exports, sent as their leads are read. Each holds a turn of the scan gate until its last byte is sent, or its
// reader goes away.
function exportRoutes(scope: FastifyInstance, deps: StaffDeps, scans: ScanGate): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { questions } = deps.config;

  // The inbox's CSV: every lead matching its search and filters, newest first.
  const csv = { querystring: InboxQuery, response: { 200: fileReply('text/csv'), ...errorReplies } };
  app.get('/api/staff/leads.csv', { schema: csv }, async (request, reply) => {
    const session = sessionOf(request);
    const filter = parseInboxQuery(request.query, false, businessTimeZone(deps.config.speed), deps.config.site.languages);
    const release = await scans.enter(session.id);
    return send(reply, release, 'csv', async () =>
      exportStream(deps.history.pages(filter), 'csv', questions, csvAnswerLabels(questions, await deps.history.answerLabels(filter))),
    );
  });

  // The staff token's export (`npm run leads -- export`): every lead, copies and spam too, oldest first;
  // ?format=csv|json&since=<date or ISO time>.
  const all = { querystring: ExportQuery, response: { 200: fileReply('text/csv', 'application/json'), ...errorReplies } };
  app.get('/api/staff/export', { config: { auth: 'token' }, schema: all }, async (request, reply) => {
    const { format = 'csv' } = request.query;
    const since = sinceOf(request.query.since);
    const release = await scans.enter('staff token');
    const filter = since ? { where: 'c.created_at >= $1::timestamptz', params: [since.toISOString()] } : { where: 'true', params: [] };
    return send(reply, release, format, async () => {
      const labels = format === 'csv' ? csvAnswerLabels(questions, await answerLabels(deps.store.db, filter)) : [];
      return exportStream(leadPages(deps.store.db, filter, 'oldest'), format, questions, labels);
    });
  });
}

async function send(
  reply: FastifyReply,
  release: () => void,
  format: 'csv' | 'json',
  open: () => ReturnType<typeof exportStream>,
): Promise<FastifyReply> {
  let body;
  try {
    body = await open();
  } catch (error) {
    release();
    throw error;
  }
  body.once('close', release);
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="leads-${day}.${format}"`)
    .send(body);
}

function sinceOf(since: string | undefined): Date | undefined {
  if (since === undefined) return undefined;
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) throw bad('since: a date like 2025-01-31 or an ISO time');
  return date;
}

function bad(details: string): ApiError {
  return new ApiError(400, 'PGRST100', 'Invalid query parameters', details, null);
}
