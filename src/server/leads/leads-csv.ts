export { toCsv, csvHead, csvBody };
export type { CsvRow };

import type { LeadChoices } from '../../content/types.ts';
import { listLabels } from '../../forms/field-catalogue.ts';
import { withChoiceLabels } from './lead-email.ts';
import { attributionLabels } from './lead-origin.ts';
import { leadStatuses } from '../store/contact.ts';

/** A lead as the staff API returns it (the token API's row). */
type CsvRow = Record<string, unknown>;

const csvColumns: [string, string][] = [
  ['createdAt', 'Created at'],
  ['id', 'ID'],
  ...listLabels,
  ['emailSent', 'Email sent'],
  ['emailError', 'Email error'],
  ['notifiedAt', 'Staff notified at'],
  ['spam', 'Spam'],
  ['status', 'Status'],
  ['photos', 'Photos'],
  ...attributionLabels,
];

// Excel-safe: UTF-8 BOM, CRLF, every field quoted, formula-looking cells neutralised with a leading '.
// With the choices, each choice and the status read as staff see them; where the lead came from ends each row.
function toCsv(rows: CsvRow[], choices?: LeadChoices): string {
  return csvHead() + csvBody(rows, choices);
}

/** The byte-order mark and the header line: how every CSV of leads begins. */
function csvHead(): string {
  return `\uFEFF${line(csvColumns.map(([, label]) => label))}`;
}

/** The lines of `rows`, as they follow the head (or earlier rows). */
function csvBody(rows: CsvRow[], choices?: LeadChoices): string {
  const labelled: CsvRow[] = choices ? rows.map((row) => ({ ...withChoiceLabels(row, choices), status: statusLabel(row.status) })) : rows;
  return labelled.map((row) => line(csvColumns.map(([key]) => cellText(row[key])))).join('');
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
