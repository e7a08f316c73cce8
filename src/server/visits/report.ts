export { buildReport, parseReportRange, reportCsv };
export type { VisitReport, ReportRange, SourceRow, PageRow, TownRow, LanguageRow, AnswerRow };

import { ApiError } from '../http/api-error.ts';
import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import { run, tables } from '../store/query.ts';
import { languageName } from '../../content/languages.ts';
import { pageLanguage } from '../leads/lead-language.ts';
import { hostOf, pathOf, trafficSource } from './traffic-source.ts';
import { createVisitStore } from './visit-store.ts';
import type { AnswerRow, Counts, LanguageRow, PageRow, ReportQuery, SourceRow, TownRow, VisitReport } from './report-wire.ts';
import type { Answer } from '../../content/questions.ts';
import { parseAnswers } from '../store/lead-row.ts';

/** UTC days, both included. */
type ReportRange = ReportQuery;

/** One stored lead as the report counts it. */
interface LeadFacts {
  id: string;
  day: string;
  status: string;
  landing: string;
  page: string;
  town: string;
  /** '' for the main language's leads kept before languages were. */
  language: string;
  /** Its answers to choice questions, each choice of a several-choices answer apart: [label, text]. */
  choices: [string, string][];
  source: string;
  medium: string;
  campaign: string;
}

const longestRangeDays = 3660;

// ?from=YYYY-MM-DD&to=YYYY-MM-DD, both required; a wrong one is a 400 saying how to write it.
function parseReportRange(query: ReportQuery): ReportRange {
  const day = (name: 'from' | 'to') => {
    const value = query[name];
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      throw new ApiError(400, 'REPORT_RANGE', `${name}: no such day`, `Got ${value}`, null);
    }
    return value;
  };
  const range = { from: day('from'), to: day('to') };
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days < 0) throw new ApiError(400, 'REPORT_RANGE', 'from is after to', `${range.from} > ${range.to}`, null);
  if (days > longestRangeDays) throw new ApiError(400, 'REPORT_RANGE', 'At most ten years at once', null, null);
  return range;
}

// Visits from the counter (raw and rolled up alike); leads from the stored leads, so a blocked counter never
// hides one. A submission is one lead: its error_ copy counts only when the lead itself was never stored.
// A lead's town is its answer to the town question (`townKeys`: the questions whose choices are the towns). A visit is
// in the language of its first page; a lead in that of the page it was sent from.
async function buildReport(
  db: Db,
  range: ReportRange,
  townLabel: (town: string) => string = (town) => town,
  townKeys: readonly string[] = ['city'],
  siteLanguages: readonly string[] = ['en'],
): Promise<VisitReport> {
  const visits = createVisitStore(db);
  const [landings, pages, leads] = await Promise.all([
    visits.landings(range.from, range.to),
    visits.pages(range.from, range.to),
    storedLeads(db, range, townKeys),
  ]);
  const counted = await visits.countedLeads(leads.map((lead) => lead.id));

  const bySource = new Map<string, SourceRow>();
  const byLanding = new Map<string, PageRow>();
  const byFormPage = new Map<string, PageRow>();
  const byTown = new Map<string, TownRow>();
  const byLanguage = new Map<string, LanguageRow>(
    siteLanguages.map((language) => [language, { language, label: languageName(language, 'en'), ...zero() }]),
  );
  const languageRow = (language: string) => byLanguage.get(language || siteLanguages[0]!) ?? byLanguage.get(siteLanguages[0]!)!;
  const byAnswer = new Map<string, AnswerRow>();
  const answerRow = ([label, text]: [string, string]) => {
    const key = JSON.stringify([label, text]);
    return byAnswer.get(key) ?? byAnswer.set(key, { label, text, leads: 0, won: 0, lost: 0 }).get(key)!;
  };
  const byDay = new Map<string, { day: string; visits: number; leads: number }>();
  const dayRow = (day: string) => byDay.get(day) ?? byDay.set(day, { day, visits: 0, leads: 0 }).get(day)!;
  const sourceRow = (source: string, medium: string, campaign: string) => {
    const key = JSON.stringify([source, medium, campaign]);
    return bySource.get(key) ?? bySource.set(key, { source, medium, campaign, ...zero() }).get(key)!;
  };
  const pageRow = (map: Map<string, PageRow>, path: string) => map.get(path) ?? map.set(path, { path, ...zero() }).get(path)!;

  const townRow = (town: string) =>
    byTown.get(town) ?? byTown.set(town, { town, label: town ? townLabel(town) : 'Elsewhere or unknown', ...zero() }).get(town)!;
  for (const row of landings) {
    sourceRow(row.source, row.medium, row.campaign).visits += row.visits;
    townRow(row.town).visits += row.visits;
    languageRow(pageLanguage(row.landing, siteLanguages)).visits += row.visits;
    pageRow(byLanding, row.landing).visits += row.visits;
    dayRow(row.day).visits += row.visits;
  }
  for (const row of pages) {
    // Only pages a form was sent from are listed; their visits are the visits that saw them.
    if (row.sent > 0 || byFormPage.has(row.path)) pageRow(byFormPage, row.path).visits += row.visits;
  }
  const pageVisits = new Map<string, number>();
  for (const row of pages) pageVisits.set(row.path, (pageVisits.get(row.path) ?? 0) + row.visits);

  for (const lead of leads) {
    const won = lead.status === 'won' ? 1 : 0;
    const lost = lead.status === 'lost' ? 1 : 0;
    const rows: Counts[] = [sourceRow(lead.source, lead.medium, lead.campaign), townRow(lead.town), languageRow(lead.language)];
    if (lead.landing) rows.push(pageRow(byLanding, lead.landing));
    if (lead.page) {
      const known = byFormPage.has(lead.page);
      const row = pageRow(byFormPage, lead.page);
      if (!known) row.visits = pageVisits.get(lead.page) ?? 0;
      rows.push(row);
    }
    for (const row of [...rows, ...lead.choices.map(answerRow)]) {
      row.leads += 1;
      row.won += won;
      row.lost += lost;
    }
    dayRow(lead.day).leads += 1;
  }

  const totalVisits = landings.reduce((sum, row) => sum + row.visits, 0);
  const withRate = <T extends Counts>(row: T): T => ({ ...row, rate: row.visits ? row.leads / row.visits : null });
  const ordered = <T extends Counts>(rows: Iterable<T>) => [...rows].map(withRate).sort((a, b) => b.leads - a.leads || b.visits - a.visits);
  return {
    from: range.from,
    to: range.to,
    totals: withRate({
      visits: totalVisits,
      leads: leads.length,
      rate: null,
      won: leads.filter((lead) => lead.status === 'won').length,
      lost: leads.filter((lead) => lead.status === 'lost').length,
      leadsNotCounted: leads.filter((lead) => !counted.has(lead.id)).length,
    }),
    days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    landingPages: ordered(byLanding.values()),
    formPages: ordered(byFormPage.values()),
    sources: ordered(bySource.values()),
    // Elsewhere or unknown last, however many it holds.
    towns: ordered(byTown.values()).sort((a, b) => Number(!a.town) - Number(!b.town)),
    // In the site's order, each language listed even without a visit.
    languages: [...byLanguage.values()].map(withRate),
    answers: [...byAnswer.values()].sort((a, b) => a.label.localeCompare(b.label) || b.leads - a.leads || a.text.localeCompare(b.text)),
  };
}

async function storedLeads(db: Db, range: ReportRange, townKeys: readonly string[]): Promise<LeadFacts[]> {
  const rows = await run(
    db,
    tables
      .selectFrom('contacts')
      .distinctOn('submission_key')
      .select([
        'id',
        sql<string>`(created_at AT TIME ZONE 'UTC')::date::text`.as('day'),
        'status',
        'landing_page',
        'page',
        sql<string>`coalesce((SELECT a->>'value' FROM jsonb_array_elements(answers) a
          WHERE a->>'key' = ANY(${[...townKeys]}::text[]) AND jsonb_typeof(a->'value') = 'string' LIMIT 1), '')`.as('town'),
        'answers',
        'language',
        'referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ])
      .where('spam', '=', false)
      .where('created_at', '>=', sql<Date>`(${range.from}::date::timestamp AT TIME ZONE 'UTC')`)
      .where('created_at', '<', sql<Date>`((${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`)
      .orderBy('submission_key')
      .orderBy(sql`starts_with(id, 'error_')`)
      .orderBy('id'),
  );
  return rows.map((row) => {
    // A lead keeps its landing page's utm tags; without tags the referring site names the source.
    const source = trafficSource({
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      referrerHost: hostOf(row.referrer),
    });
    return {
      id: row.id,
      day: row.day,
      status: row.status,
      landing: pathOf(row.landing_page),
      page: pathOf(row.page),
      town: row.town,
      choices: parseAnswers(row.answers).flatMap(choiceWords),
      language: row.language,
      ...source,
    };
  });
}

// A choice answer's words; each choice of a several-choices answer on its own (its text joins their labels with ", ").
function choiceWords(answer: Answer): [string, string][] {
  if (answer.kind === 'choice') return [[answer.label, answer.text]];
  if (answer.kind !== 'several' || !Array.isArray(answer.value)) return [];
  const texts = answer.text.split(', ');
  const words = texts.length === answer.value.length ? texts : answer.value;
  return words.map((text): [string, string] => [answer.label, text]);
}

function zero(): Counts {
  return { visits: 0, leads: 0, rate: null, won: 0, lost: 0 };
}

// One table for a spreadsheet: a row per breakdown and value, the same columns throughout.
function reportCsv(report: VisitReport): string {
  const header = ['Breakdown', 'Page or source', 'Medium', 'Campaign', 'Visits', 'Leads', 'Conversion rate', 'Won', 'Lost'];
  const rate = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(1)}%`);
  const lines: (string | number)[][] = [header];
  const t = report.totals;
  lines.push(['Total', `${report.from} to ${report.to}`, '', '', t.visits, t.leads, rate(t.rate), t.won, t.lost]);
  lines.push(['Leads from visits not counted', '', '', '', '', t.leadsNotCounted, '', '', '']);
  for (const row of report.sources)
    lines.push(['Source', row.source, row.medium, row.campaign, row.visits, row.leads, rate(row.rate), row.won, row.lost]);
  for (const row of report.landingPages)
    lines.push(['Landing page', row.path, '', '', row.visits, row.leads, rate(row.rate), row.won, row.lost]);
  for (const row of report.formPages) lines.push(['Form page', row.path, '', '', row.visits, row.leads, rate(row.rate), row.won, row.lost]);
  for (const row of report.towns) lines.push(['Town', row.label, '', '', row.visits, row.leads, rate(row.rate), row.won, row.lost]);
  // A site in one language has nothing to break down.
  if (report.languages.length > 1)
    for (const row of report.languages)
      lines.push(['Language', row.label, '', '', row.visits, row.leads, rate(row.rate), row.won, row.lost]);
  for (const row of report.answers) lines.push([`Answer: ${row.label}`, row.text, '', '', '', row.leads, '', row.won, row.lost]);
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

// Quoted; a cell that a spreadsheet would run as a formula starts with ' instead.
function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}
