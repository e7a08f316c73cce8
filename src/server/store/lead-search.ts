export { searchCondition };

// The text migration 13's trigram index (contacts_search) holds: the five searched columns and the phone's digits.
// Written as the index's expression, so the planner can use the index for it.
const searchText = `(c.name || ' ' || c.email || ' ' || c.phone || ' ' || c.address || ' ' || c.message || ' ' || regexp_replace(c.phone, '\\D', '', 'g'))`;

/** Shortest query the index serves: a trigram index cannot narrow a pattern of fewer characters. */
const indexedLength = 3;

// Leads whose name, e-mail, phone, address or message holds `q` (any case; % and _ taken literally), or whose phone's
// digits hold the digits of a phone-like `q`. From 3 characters the index finds the candidates (a superset: the
// text joins every column) and the columns are then checked one by one, so the matches are the same either way.
function searchCondition(q: string, param: (value: unknown) => string): string {
  const like = param(`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const fields = ['name', 'email', 'phone', 'address', 'message'].map((field) => `c.${field} ILIKE ${like}`);
  const candidates = [`${searchText} ILIKE ${like}`];
  // A phone number typed with other punctuation than the visitor's still finds it.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) {
    const digitsLike = param(`%${digits}%`);
    fields.push(`regexp_replace(c.phone, '\\D', '', 'g') LIKE ${digitsLike}`);
    candidates.push(`${searchText} LIKE ${digitsLike}`);
  }
  const exact = `(${fields.join(' OR ')})`;
  return [...q].length >= indexedLength ? `(${candidates.join(' OR ')}) AND ${exact}` : exact;
}
