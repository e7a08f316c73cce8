export { VisitReport, ReportQuery, Counts };
export type { SourceRow, PageRow, TownRow, LanguageRow, AnswerRow };

import { Type } from 'typebox';
import type { Static } from 'typebox';
import { refusalKeyword } from '../http/wire-schemas.ts';

// The report of visits, leads and jobs as the staff API answers it: the inbox's report screen imports its type.

/** Visits, leads and their rate; won and lost are the leads' follow-up in the inbox now. */
const counts = {
  visits: Type.Integer(),
  leads: Type.Integer(),
  /** leads / visits; null without visits. */
  rate: Type.Union([Type.Number(), Type.Null()]),
  won: Type.Integer(),
  lost: Type.Integer(),
};

const Counts = Type.Object(counts);

const SourceRow = Type.Object({ ...counts, source: Type.String(), medium: Type.String(), campaign: Type.String() });

const PageRow = Type.Object({ ...counts, path: Type.String() });

/** A town (its form value; '' elsewhere, unknown or not given): leads by the town chosen on the form, visits by the
 * town their address placed them in when they were counted (the address itself is not kept). */
const TownRow = Type.Object({
  ...counts,
  town: Type.String(),
  /** The town's name as the site writes it; for '', "Elsewhere or unknown". */
  label: Type.String(),
});

/** A language of the site: visits by their first page's language, leads by the language of the page sent from. */
const LanguageRow = Type.Object({
  ...counts,
  language: Type.String(),
  /** Its name in English ("Spanish"). */
  label: Type.String(),
});

/** Leads by their answer to a choice question: the question's label and the answer's words as the leads keep them. */
const AnswerRow = Type.Object({
  label: Type.String(),
  text: Type.String(),
  leads: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
});

const VisitReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object({
    ...counts,
    /** Leads whose sent form the counter never saw (blocked, Do Not Track, no JavaScript). */
    leadsNotCounted: Type.Integer(),
  }),
  /** Each day: visits and leads. */
  days: Type.Array(Type.Object({ day: Type.String(), visits: Type.Integer(), leads: Type.Integer() })),
  /** By the visit's first page. */
  landingPages: Type.Array(PageRow),
  /** By the page a lead's form was sent from; visits: the visits that saw that page. */
  formPages: Type.Array(PageRow),
  sources: Type.Array(SourceRow),
  towns: Type.Array(TownRow),
  /** One row per language of the site, the main one first. */
  languages: Type.Array(LanguageRow),
  /** Leads by each choice question's answer (several choices: each choice), by question then most leads. */
  answers: Type.Array(AnswerRow),
});

const day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  [refusalKeyword]: { pattern: 'a day as YYYY-MM-DD, for example 2026-10-01' },
});

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, UTC days, both included. */
const ReportQuery = Type.Object({ from: day, to: day }, { additionalProperties: false });

type Counts = Static<typeof Counts>;
type SourceRow = Static<typeof SourceRow>;
type PageRow = Static<typeof PageRow>;
type TownRow = Static<typeof TownRow>;
type LanguageRow = Static<typeof LanguageRow>;
type AnswerRow = Static<typeof AnswerRow>;
type VisitReport = Static<typeof VisitReport>;
type ReportQuery = Static<typeof ReportQuery>;
