export { reportRoutes, readReport, sendReportCsv };

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../store/db.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { errorReplies, fileReply } from '../http/wire-schemas.ts';
import { buildReport, parseReportRange, reportCsv } from './report.ts';
import { ReportQuery, VisitReport } from './report-wire.ts';
import { choiceLabel } from '../../content/lead-choices.ts';
import type { LeadChoices } from '../../content/types.ts';

// The inbox's report screen: visits, leads and jobs for a range of days, as JSON or CSV.
function reportRoutes(scope: FastifyInstance, deps: StaffDeps): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.store;
  const json = { querystring: ReportQuery, response: { 200: VisitReport, ...errorReplies } };
  app.get('/api/staff/report', { schema: json }, async (request) =>
    readReport(db, request.query, deps.config.choices, deps.config.site.languages),
  );
  const csv = { querystring: ReportQuery, response: { 200: fileReply('text/csv'), ...errorReplies } };
  app.get('/api/staff/report.csv', { schema: csv }, async (request, reply) =>
    sendReportCsv(reply, await readReport(db, request.query, deps.config.choices, deps.config.site.languages)),
  );
}

/** The report of ?from&to. */
async function readReport(db: Db, query: ReportQuery, choices: LeadChoices, languages: readonly string[]): Promise<VisitReport> {
  return buildReport(db, parseReportRange(query), (town) => choiceLabel(choices, 'city', town), languages);
}

function sendReportCsv(reply: FastifyReply, report: VisitReport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="report-${report.from}-${report.to}.csv"`)
    .send(reportCsv(report));
}
