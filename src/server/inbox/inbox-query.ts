export { parseInboxQuery, pageLimits };

import { sameLanguage } from '../../content/languages.ts';
import { ApiError } from '../http/api-error.ts';
import { localInstant } from '../speed/business-hours.ts';
import type { InboxFilter } from '../store/lead-history.ts';
import type { InboxQuery } from './staff-wire.ts';

const pageLimits = { defaultSize: 25, maxSize: 100 };

// ?q=&status=&service=&city=&language=&from=YYYY-MM-DD&to=YYYY-MM-DD&spam=exclude|only|all&page=1&pageSize=25 (its schema's
// shapes); empty means unset. Dates are whole days on the business's clock (`timeZone`, the one staff read times in);
// `to` includes its day. The main language (the first of `languages`) also finds the leads kept before languages were.
function parseInboxQuery(
  query: InboxQuery,
  paged: boolean,
  timeZone: string,
  languages: readonly string[],
): InboxFilter & { pageNumber: number; pageSize: number } {
  const value = (key: keyof InboxQuery): string => (query[key] ?? '').trim();
  const status = query.status || undefined;
  const from = value('from') ? localInstant(day(value('from'), 'from', 0), '00:00', timeZone) : undefined;
  const before = value('to') ? localInstant(day(value('to'), 'to', 1), '00:00', timeZone) : undefined;
  const language = value('language') ? siteLanguage(value('language'), languages) : undefined;
  const pageNumber = paged ? whole(value('page'), 'page', 1, 1_000_000, 1) : 1;
  const pageSize = paged ? whole(value('pageSize'), 'pageSize', 1, pageLimits.maxSize, pageLimits.defaultSize) : 0;
  return {
    ...(value('q') ? { q: value('q') } : {}),
    ...(status ? { status } : {}),
    ...(value('service') ? { service: value('service') } : {}),
    ...(value('city') ? { city: value('city') } : {}),
    ...(language ? { languages: language === languages[0] ? [language, ''] : [language] } : {}),
    ...(from ? { from } : {}),
    ...(before ? { before } : {}),
    spam: query.spam || 'exclude',
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

// The site's own code for a language, whatever its letters' case.
function siteLanguage(text: string, languages: readonly string[]): string {
  const found = languages.find((code) => sameLanguage(code, text));
  if (!found) throw bad(`language: one of ${languages.join(', ')}`);
  return found;
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
