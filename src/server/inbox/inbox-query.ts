export { parseInboxQuery, pageLimits };

import { ApiError } from '../http/api-error.ts';
import { localInstant } from '../speed/business-hours.ts';
import { leadStatuses } from '../store/contact.ts';
import type { LeadStatus } from '../store/contact.ts';
import type { InboxFilter } from '../store/lead-history.ts';

const pageLimits = { defaultSize: 25, maxSize: 100 };

const known = ['q', 'status', 'service', 'city', 'from', 'to', 'spam', 'page', 'pageSize'];

// ?q=&status=&service=&city=&from=YYYY-MM-DD&to=YYYY-MM-DD&spam=exclude|only|all&page=1&pageSize=25; empty means unset.
// Dates are whole days on the business's clock (`timeZone`, the one staff read times in); `to` includes its day.
function parseInboxQuery(
  query: Record<string, unknown>,
  paged: boolean,
  timeZone: string,
): InboxFilter & { pageNumber: number; pageSize: number } {
  const value = (key: string): string => {
    const raw = query[key];
    if (raw === undefined) return '';
    if (typeof raw !== 'string') throw bad(`"${key}" is given more than once`);
    if (raw.includes('\u0000') || raw.length > 200) throw bad(`"${key}" is too long or holds a NUL character`);
    return raw.trim();
  };
  const unknown = Object.keys(query).filter((key) => !known.includes(key));
  if (unknown.length) throw bad(`Unknown parameter(s): ${unknown.join(', ')}`);
  const status = value('status');
  if (status && !leadStatuses.some((choice) => choice.value === status)) {
    throw bad(`status: one of ${leadStatuses.map((choice) => choice.value).join(', ')}`);
  }
  const spam = value('spam') || 'exclude';
  if (!['exclude', 'only', 'all'].includes(spam)) throw bad('spam: exclude, only or all');
  const from = value('from') ? localInstant(day(value('from'), 'from', 0), '00:00', timeZone) : undefined;
  const before = value('to') ? localInstant(day(value('to'), 'to', 1), '00:00', timeZone) : undefined;
  const pageNumber = paged ? whole(value('page'), 'page', 1, 1_000_000, 1) : 1;
  const pageSize = paged ? whole(value('pageSize'), 'pageSize', 1, pageLimits.maxSize, pageLimits.defaultSize) : 0;
  return {
    ...(value('q') ? { q: value('q') } : {}),
    ...(status ? { status: status as LeadStatus } : {}),
    ...(value('service') ? { service: value('service') } : {}),
    ...(value('city') ? { city: value('city') } : {}),
    ...(from ? { from } : {}),
    ...(before ? { before } : {}),
    spam: spam as InboxFilter['spam'],
    ...(paged ? { page: { limit: pageSize, offset: (pageNumber - 1) * pageSize } } : {}),
    pageNumber,
    pageSize,
  };
}

// The day (YYYY-MM-DD) `later` days after a real calendar day `text`.
function day(text: string, name: string, later: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !date || date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) {
    throw bad(`${name}: a date like 2025-01-31`);
  }
  date.setUTCDate(date.getUTCDate() + later);
  return date.toISOString().slice(0, 10);
}

function whole(text: string, name: string, min: number, max: number, fallback: number): number {
  if (!text) return fallback;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max) throw bad(`${name}: a whole number from ${min} to ${max}`);
  return number;
}

function bad(details: string): ApiError {
  return new ApiError(400, 'PGRST100', 'Invalid query parameters', details, null);
}
