export { reportRoutes, sendReport };

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../store/db.ts';
import type { StaffDeps } from '../inbox/staff-deps.ts';
import { buildReport, parseReportRange, reportCsv } from './report.ts';
import { choiceLabel } from '../../content/lead-choices.ts';
import type { LeadChoices } from '../../content/types.ts';

// The inbox's report screen: visits, leads and jobs for a range of days, as JSON or CSV.
function reportRoutes(app: FastifyInstance, deps: StaffDeps): void {
  app.get<{ Querystring: Record<string, unknown> }>('/api/staff/report', async (request, reply) => {
    return sendReport(deps.store.db, request, reply, 'json', deps.config.choices);
  });
  app.get<{ Querystring: Record<string, unknown> }>('/api/staff/report.csv', async (request, reply) => {
    return sendReport(deps.store.db, request, reply, 'csv', deps.config.choices);
  });
}

/** Answers ?from&to with the report as JSON or as a CSV download. */
async function sendReport(
  db: Db,
  request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
  reply: FastifyReply,
  format: 'json' | 'csv',
  choices: LeadChoices,
): Promise<unknown> {
  const range = parseReportRange(request.query);
  const report = await buildReport(db, range, (town) => choiceLabel(choices, 'city', town));
  reply.header('cache-control', 'no-store');
  if (format === 'json') return report;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="report-${range.from}-${range.to}.csv"`)
    .send(reportCsv(report));
}
