export { searchCondition };

import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

// The text migration 22's trigram index (contacts_search) holds: name, e-mail, phone, the answers' texts (as a JSON
// list) and the phone's digits. Written as the index's expression, so the planner can use the index for it.
const searchText = sql`(c.name || ' ' || c.email || ' ' || c.phone || ' ' || jsonb_path_query_array(c.answers, '$[*].text')::text || ' ' || regexp_replace(c.phone, '\\D', '', 'g'))`;

/** Shortest query the index serves: a trigram index cannot narrow a pattern of fewer characters. */
const indexedLength = 3;

// Leads whose name, e-mail, phone or an answer's text holds `q` (any case; % and _ taken literally), or whose phone's
// digits hold the digits of a phone-like `q`. From 3 characters the index finds the candidates (a superset: the
// text joins every field) and the fields are then checked one by one, so the matches are the same either way. JSON
// writes a quote or a backslash with a backslash before it: a query holding one is checked without the index.
function searchCondition(q: string): RawBuilder<boolean> {
  const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const fields = [
    ...['name', 'email', 'phone'].map((field) => sql`${sql.ref(`c.${field}`)} ILIKE ${like}`),
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements(c.answers) a WHERE a->>'text' ILIKE ${like})`,
  ];
  const candidates = [sql`${searchText} ILIKE ${like}`];
  // A phone number typed with other punctuation than the visitor's still finds it.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) {
    const digitsLike = `%${digits}%`;
    fields.push(sql`regexp_replace(c.phone, '\\D', '', 'g') LIKE ${digitsLike}`);
    candidates.push(sql`${searchText} LIKE ${digitsLike}`);
  }
  const exact = sql<boolean>`(${sql.join(fields, sql` OR `)})`;
  const indexed = [...q].length >= indexedLength && !/["\\]/.test(q);
  return indexed ? sql<boolean>`(${sql.join(candidates, sql` OR `)}) AND ${exact}` : exact;
}
