export { reportRoutes, readReport, sendReportCsv, townChoices };

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../store/db.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { errorReplies, fileReply } from '../http/wire-schemas.ts';
import { buildReport, parseReportRange, reportCsv } from './report.ts';
import { ReportQuery, VisitReport } from './report-wire.ts';
import type { LeadQuestions } from '../../content/questions.ts';
import { keysNamed } from '../store/lead-answers.ts';

// The inbox's report screen: visits, leads and jobs for a range of days, as JSON or CSV.
function reportRoutes(scope: FastifyInstance, deps: StaffDeps): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.store;
  const json = { querystring: ReportQuery, response: { 200: VisitReport, ...errorReplies } };
  app.get('/api/staff/report', { schema: json }, async (request) =>
    readReport(db, request.query, deps.config.questions, deps.config.site.languages),
  );
  const csv = { querystring: ReportQuery, response: { 200: fileReply('text/csv'), ...errorReplies } };
  app.get('/api/staff/report.csv', { schema: csv }, async (request, reply) =>
    sendReportCsv(reply, await readReport(db, request.query, deps.config.questions, deps.config.site.languages)),
  );
}

/** The report of ?from&to. */
async function readReport(db: Db, query: ReportQuery, questions: LeadQuestions, languages: readonly string[]): Promise<VisitReport> {
  const towns = townChoices(questions);
  const label = (town: string) => towns.find((choice) => choice.value === town)?.label ?? town;
  return buildReport(db, parseReportRange(query), label, keysNamed(questions, 'town'), languages);
}

function sendReportCsv(reply: FastifyReply, report: VisitReport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="report-${report.from}-${report.to}.csv"`)
    .send(reportCsv(report));
}

/** The town questions' choices, retired ones last (old leads and visits still name them). */
function townChoices(questions: LeadQuestions): { value: string; label: string; retired?: boolean }[] {
  const choices = [...questions.estimate, ...questions.quote]
    .filter((question) => question.names === 'town')
    .flatMap((question) => question.choices ?? []);
  return [...choices.filter((choice) => !choice.retired), ...choices.filter((choice) => choice.retired)];
}
