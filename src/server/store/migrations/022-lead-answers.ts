export { leadAnswers };

import type { LeadQuestions } from '../../../content/questions.ts';
import type { Migration, MigrationContext } from './migration.ts';

/** The seven fields a lead had as columns, in the order staff read them, with the words staff read for each then
 * (the field catalogue's list labels when this shipped) and the kind of question each became. */
const oldFields = [
  { column: 'address', key: 'address', label: 'Address', kind: 'short' },
  { column: 'city', key: 'city', label: 'City', kind: 'choice' },
  { column: 'service_type', key: 'serviceType', label: 'Service', kind: 'choice' },
  { column: 'project_type', key: 'projectType', label: 'Project type', kind: 'choice' },
  { column: 'timeline', key: 'timeline', label: 'Timeline', kind: 'choice' },
  { column: 'budget', key: 'budget', label: 'Budget', kind: 'choice' },
  { column: 'message', key: 'message', label: 'Message', kind: 'long' },
] as const;

/** A lead keeps its answers (key, label, kind, value, text) in one column; the seven fixed columns go (number 22). */
const leadAnswers: Migration = {
  version: 22,
  name: 'lead answers',
  sql: answersSql,
};

// A choice's text is its label among the site's questions when the store is opened with them (retired choices
// too), else the value itself; an empty field is no answer. The search index is made again over the answers' text.
function answersSql(context: MigrationContext): string {
  const rows = oldFields
    .map((field, index) => `(${index + 1}, '${field.key}', '${field.label}', '${field.kind}', c.${field.column})`)
    .join(',\n          ');
  return `
    ALTER TABLE contacts ADD COLUMN answers jsonb NOT NULL DEFAULT '[]'::jsonb;
    UPDATE contacts c SET answers = coalesce((
      SELECT jsonb_agg(jsonb_build_object('key', f.key, 'label', f.label, 'kind', f.kind, 'value', f.value,
        'text', CASE WHEN f.kind = 'choice' THEN coalesce(l.labels -> f.key ->> f.value, f.value) ELSE f.value END) ORDER BY f.n)
      FROM (VALUES
          ${rows}
        ) AS f (n, key, label, kind, value)
        CROSS JOIN (SELECT ${literal(JSON.stringify(choiceLabels(context.questions)))}::jsonb AS labels) l
      WHERE f.value <> ''), '[]'::jsonb);
    DROP INDEX contacts_search;
    ALTER TABLE contacts ${oldFields.map((field) => `DROP COLUMN ${field.column}`).join(', ')};
    -- The inbox's search finds text anywhere in a lead's name, e-mail, phone or answers (and the phone's digits alone).
    DO $$
    DECLARE
      home text;
    BEGIN
      SELECT n.nspname INTO home FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
      EXECUTE format(
        'CREATE INDEX contacts_search ON contacts USING gin ((name || '' '' || email || '' '' || phone || '' '' ||'
        ' jsonb_path_query_array(answers, ''$[*].text'')::text || '' '' || regexp_replace(phone, ''\\D'', '''', ''g'')) %I.gin_trgm_ops)',
        home
      );
    END
    $$;
  `;
}

// key -> value -> label, over both forms' questions (the first form to name a value wins).
function choiceLabels(questions: LeadQuestions | undefined): Record<string, Record<string, string>> {
  const labels: Record<string, Record<string, string>> = {};
  for (const question of [...(questions?.estimate ?? []), ...(questions?.quote ?? [])]) {
    for (const choice of question.choices ?? []) {
      labels[question.key] ??= {};
      labels[question.key]![choice.value] ??= choice.label;
    }
  }
  return labels;
}

// A SQL string literal: quotes doubled (standard_conforming_strings is on in both stores).
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
