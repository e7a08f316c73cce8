export { leadPages, answerLabels };

import type { Db } from './db.ts';
import type { Lead } from './lead.ts';
import { selectLeads, toLead } from './lead-row.ts';
import type { LeadRow } from './lead-row.ts';

/** Rows read per page: small enough to hold beside the server's own heap (a lead with its answers, once as rows and
 * once as text), large enough that the extra statements cost little. */
const defaultPageSize = 200;

// Every lead matching `where` (on `contacts c`), newest or oldest first by (created_at, id), read a page at a time:
// each page starts after the last one's key, so memory holds one page and no page rereads the ones before. The key's
// time is carried as PostgreSQL's text, which keeps its microseconds (a Date would not).
async function* leadPages(
  db: Db,
  filter: { where: string; params: unknown[] },
  order: 'newest' | 'oldest',
  pageSize = defaultPageSize,
): AsyncGenerator<Lead[]> {
  const direction = order === 'newest' ? 'DESC' : 'ASC';
  const after = order === 'newest' ? '<' : '>';
  let last: { at: string; id: string } | undefined;
  for (;;) {
    const params = [...filter.params];
    let keyset = '';
    if (last) {
      params.push(last.at, last.id);
      keyset = `AND (c.created_at, c.id) ${after} ($${params.length - 1}::timestamptz, $${params.length}::text)`;
    }
    params.push(pageSize);
    const rows = await db.query<LeadRow & { page_at: string }>(
      `SELECT s.*, s.created_at::text AS page_at FROM (${selectLeads} WHERE contacts.id = ANY (ARRAY (
         SELECT c.id FROM contacts c WHERE ${filter.where} ${keyset}
         ORDER BY c.created_at ${direction}, c.id ${direction} LIMIT $${params.length}))) s
       ORDER BY s.created_at ${direction}, s.id ${direction}`,
      params,
    );
    if (rows.length) yield rows.map(toLead);
    if (rows.length < pageSize) return;
    const end = rows[rows.length - 1]!;
    last = { at: end.page_at, id: end.id };
  }
}

// The labels the matching leads' answers carry, each once, ordered by the oldest lead that has it and its place there.
async function answerLabels(db: Db, filter: { where: string; params: unknown[] }): Promise<string[]> {
  const rows = await db.query<{ label: string }>(
    `SELECT a.value->>'label' AS label FROM contacts c CROSS JOIN jsonb_array_elements(c.answers) WITH ORDINALITY a (value, n)
     WHERE ${filter.where} GROUP BY 1 ORDER BY min(c.created_at), min(a.n), 1`,
    filter.params,
  );
  return rows.map((row) => row.label);
}
