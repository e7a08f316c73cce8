export { exportRoutes };

import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { exportStream } from '../leads/export-stream.ts';
import { leadPages } from '../store/lead-pages.ts';
import { businessTimeZone } from '../speed/speed-settings.ts';
import { parseInboxQuery } from './inbox-query.ts';
import type { ScanGate } from './scan-gate.ts';
import { sessionOf } from '../http/authenticate.ts';
import type { StaffDeps } from './staff-deps.ts';

// The exports, sent as their leads are read. Each holds a turn of the scan gate until its last byte is sent, or its
// reader goes away.
function exportRoutes(app: FastifyInstance, deps: StaffDeps, scans: ScanGate): void {
  const { choices } = deps.config;

  // The inbox's CSV: every lead matching its search and filters, newest first.
  app.get<{ Querystring: Record<string, unknown> }>('/api/staff/leads.csv', async (request, reply) => {
    const session = sessionOf(request);
    const filter = parseInboxQuery(request.query, false, businessTimeZone(deps.config.speed));
    const release = await scans.enter(session.id);
    return send(reply, release, 'csv', () => exportStream(deps.history.pages(filter), 'csv', choices));
  });

  // The staff token's export (`npm run leads -- export`): every lead, copies and spam too, oldest first;
  // ?format=csv|json&since=<date or ISO time>.
  app.get<{ Querystring: Record<string, unknown> }>('/api/staff/export', { config: { auth: 'token' } }, async (request, reply) => {
    const { format, since } = parseExportQuery(request.query);
    const release = await scans.enter('staff token');
    const filter = since ? { where: 'c.created_at >= $1::timestamptz', params: [since.toISOString()] } : { where: 'true', params: [] };
    return send(reply, release, format, () => exportStream(leadPages(deps.store.db, filter, 'oldest'), format, choices));
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

function parseExportQuery(query: Record<string, unknown>): { format: 'csv' | 'json'; since?: Date } {
  const unknown = Object.keys(query).filter((key) => key !== 'format' && key !== 'since');
  if (unknown.length) throw bad(`Unknown parameter(s): ${unknown.join(', ')}`);
  const { format = 'csv', since } = query;
  if (format !== 'csv' && format !== 'json') throw bad('format: csv or json');
  if (since === undefined) return { format };
  const date = typeof since === 'string' ? new Date(since) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw bad('since: a date like 2025-01-31 or an ISO time');
  return { format, since: date };
}

function bad(details: string): ApiError {
  return new ApiError(400, 'PGRST100', 'Invalid query parameters', details, null);
}
