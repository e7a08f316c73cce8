export { parseLeadFilter, parseIdFilter };

import { ApiError } from '../http/api-error.ts';
import { filterColumns } from '../store/lead.ts';
import type { LeadFilter, FilterColumn, FilterCondition } from '../store/lead.ts';
import type { LeadQuestions } from '../../content/questions.ts';

const operators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is'] as const;
const maxLimit = 10_000;

// PostgREST's query syntax, limited to what staff tools need:
// `?emailSent=eq.0&createdAt=gte.2025-01-01T00:00:00Z&notifiedAt=is.null&order=createdAt.desc&limit=50`; a question's
// key (`roofAge=eq.20-plus`) filters or orders on that answer's value.
function parseLeadFilter(query: Record<string, string>, questions: LeadQuestions): LeadFilter {
  const columnOf = (key: string) => filterColumn(key, questions);
  const filter: LeadFilter = { where: [], order: [] };
  for (const [key, raw] of Object.entries(query)) {
    if (key === 'select') {
      if (raw !== '*') throw badQuery('Only select=* is supported');
    } else if (key === 'order') {
      filter.order = raw.split(',').map((term) => parseOrder(term, columnOf));
    } else if (key === 'limit') {
      filter.limit = count(key, raw, 1, maxLimit);
    } else if (key === 'offset') {
      filter.offset = count(key, raw, 0, Number.MAX_SAFE_INTEGER);
    } else {
      filter.where.push(parseCondition(key, raw, columnOf(key)));
    }
  }
  return filter;
}

// PATCH addresses exactly one lead: `?id=eq.contact_...`.
function parseIdFilter(id: string): string {
  if (!id.startsWith('eq.') || id.length <= 3) throw badQuery('Name the lead with ?id=eq.{id} and nothing else');
  return id.slice(3);
}

// A column of the table, or a question of either form (a retired one too: old leads answered it).
function filterColumn(key: string, questions: LeadQuestions): FilterColumn | undefined {
  if (Object.hasOwn(filterColumns, key)) return key as keyof typeof filterColumns;
  const asked = [...questions.estimate, ...questions.quote].some((question) => question.key === key);
  return asked ? { answer: key } : undefined;
}

function parseCondition(key: string, raw: string, column: FilterColumn | undefined): FilterCondition {
  if (!column) throw badQuery(`Unknown column "${key}"`);
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = rest.slice(0, dot) as (typeof operators)[number];
  const text = rest.slice(dot + 1);
  if (dot < 0 || !operators.includes(op)) throw badQuery(`"${key}=${raw}": use eq, neq, gt, gte, lt, lte or is`);
  if (op === 'is') {
    const value = { null: null, true: true, false: false }[text];
    if (value === undefined) throw badQuery(`"${key}=${raw}": is takes null, true or false`);
    return { column, op: negated ? 'isnot' : 'is', value };
  }
  if (negated) throw badQuery(`"${key}=${raw}": not. is supported with is only`);
  return { column, op, value: typedValue(column, text, `${key}=${raw}`) };
}

function typedValue(column: FilterColumn, text: string, where: string): string | number | boolean {
  switch (typeof column === 'string' ? filterColumns[column].type : 'text') {
    case 'timestamptz':
      if (Number.isNaN(Date.parse(text))) throw badQuery(`"${where}": not a date or ISO timestamp`);
      return new Date(text).toISOString();
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw badQuery(`"${where}": use true or false`);
      return text === 'true';
    case 'integer':
      return count(where, text, -2_147_483_648, 2_147_483_647);
    default:
      return text;
  }
}

function parseOrder(term: string, columnOf: (key: string) => FilterColumn | undefined): LeadFilter['order'][number] {
  const [key = '', direction = 'asc', ...rest] = term.split('.');
  const column = columnOf(key);
  if (!column || rest.length || !['asc', 'desc'].includes(direction)) {
    throw badQuery(`"order=${term}": use {column}.asc or {column}.desc`);
  }
  return { column, descending: direction === 'desc' };
}

function count(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) throw badQuery(`"${name}" must be a whole number from ${min} to ${max}`);
  return value;
}

function badQuery(details: string): ApiError {
  return new ApiError(400, 'PGRST100', 'Invalid query parameters', details, 'See the PostgREST filter syntax: column=op.value');
}
