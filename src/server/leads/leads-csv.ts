export { toCsv, csvHead, csvBody, csvAnswerLabels };
export type { CsvRow };

import type { Answer, LeadQuestions } from '../../content/questions.ts';
import { attributionLabels } from './lead-origin.ts';
import { leadStatuses } from '../store/lead.ts';

/** A lead as the staff API returns it (the token API's row): its answers, when it has them, under `answers`. */
type CsvRow = Record<string, unknown>;

/** The product's own columns, before the answers. */
const leadColumns: [string, string][] = [
  ['createdAt', 'Created at'],
  ['id', 'ID'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
];

/** The delivery, the follow-up and where the lead came from, after the answers. */
const afterColumns: [string, string][] = [
  ['emailSent', 'Email sent'],
  ['emailError', 'Email error'],
  ['notifiedAt', 'Staff notified at'],
  ['spam', 'Spam'],
  ['status', 'Status'],
  ['photos', 'Photos'],
  ...attributionLabels,
];

// Excel-safe: UTF-8 BOM, CRLF, every field quoted, formula-looking cells neutralised with a leading '.
// One column per answer label (`labels`: csvAnswerLabels), each answer in its words; the status as staff read it;
// where the lead came from ends each row.
function toCsv(rows: CsvRow[], labels: readonly string[] = labelsOf(rows)): string {
  return csvHead(labels) + csvBody(rows, labels);
}

/** The byte-order mark and the header line: how every CSV of leads begins. */
function csvHead(labels: readonly string[]): string {
  return `\uFEFF${line([...leadColumns.map(([, label]) => label), ...labels, ...afterColumns.map(([, label]) => label)])}`;
}

/** The lines of `rows`, as they follow the head (or earlier rows). */
function csvBody(rows: CsvRow[], labels: readonly string[]): string {
  return rows
    .map((row) => {
      const answers = Array.isArray(row.answers) ? (row.answers as Answer[]) : [];
      const answerCells = labels.map((label) =>
        answers
          .filter((answer) => answer.label === label)
          .map((answer) => answer.text)
          .join('; '),
      );
      const after = afterColumns.map(([key]) => cellText(key === 'status' ? statusLabel(row.status) : row[key]));
      return line([...leadColumns.map(([key]) => cellText(row[key])), ...answerCells, ...after]);
    })
    .join('');
}

/** The answer columns: each current question's label in the order asked (the estimate form's, then the quote
 * form's), then any other label the exported leads' answers carry (a question renamed or removed since). */
function csvAnswerLabels(questions: LeadQuestions, found: readonly string[]): string[] {
  const current = [...questions.estimate, ...questions.quote]
    .filter((question) => !question.retired)
    .map((question) => question.listLabel ?? question.label);
  return [...new Set([...current, ...found])];
}

// Rows on their own: the labels their answers carry, in the order met.
function labelsOf(rows: CsvRow[]): string[] {
  const answers = rows.flatMap((row) => (Array.isArray(row.answers) ? (row.answers as Answer[]) : []));
  return [...new Set(answers.map((answer) => answer.label))];
}

function line(cells: string[]): string {
  return `${cells.map(quote).join(',')}\r\n`;
}

function statusLabel(value: unknown): unknown {
  return leadStatuses.find((status) => status.value === value)?.label ?? value;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A list (the photos) is counted.
  if (Array.isArray(value)) return String(value.length);
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
}

function quote(cell: string): string {
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return `"${safe.replace(/"/g, '""')}"`;
}
