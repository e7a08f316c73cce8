export { searchCondition };

import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

// The text migration 13's trigram index (contacts_search) holds: the five searched columns and the phone's digits.
// Written as the index's expression, so the planner can use the index for it.
const searchText = sql`(c.name || ' ' || c.email || ' ' || c.phone || ' ' || c.address || ' ' || c.message || ' ' || regexp_replace(c.phone, '\\D', '', 'g'))`;

/** Shortest query the index serves: a trigram index cannot narrow a pattern of fewer characters. */
const indexedLength = 3;

// Leads whose name, e-mail, phone, address or message holds `q` (any case; % and _ taken literally), or whose phone's
// digits hold the digits of a phone-like `q`. From 3 characters the index finds the candidates (a superset: the
// text joins every column) and the columns are then checked one by one, so the matches are the same either way.
function searchCondition(q: string): RawBuilder<boolean> {
  const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const fields = ['name', 'email', 'phone', 'address', 'message'].map((field) => sql`${sql.ref(`c.${field}`)} ILIKE ${like}`);
  const candidates = [sql`${searchText} ILIKE ${like}`];
  // A phone number typed with other punctuation than the visitor's still finds it.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) {
    const digitsLike = `%${digits}%`;
    fields.push(sql`regexp_replace(c.phone, '\\D', '', 'g') LIKE ${digitsLike}`);
    candidates.push(sql`${searchText} LIKE ${digitsLike}`);
  }
  const exact = sql<boolean>`(${sql.join(fields, sql` OR `)})`;
  return [...q].length >= indexedLength ? sql<boolean>`(${sql.join(candidates, sql` OR `)}) AND ${exact}` : exact;
}
