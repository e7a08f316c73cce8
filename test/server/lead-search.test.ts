// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/store/db.ts';
import { createLeadHistory, searchCountCap } from '../../src/server/store/lead-history.ts';
import type { InboxFilter } from '../../src/server/store/lead-history.ts';
import { searchCondition } from '../../src/server/store/lead-search.ts';
import { run } from '../../src/server/store/query.ts';
import type { LeadStore } from '../../src/server/store/lead-store.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { fixtureQueries, insertLeads } from '../support/lead-fixture.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

const leads = 5000;

describe('inbox search on the embedded store (PGlite)', () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let store: LeadStore;
  beforeAll(async () => {
    data = await freshDataDir();
    store = await openStore({ dataDir: data.dir });
    await insertLeads(store.db, leads);
    await store.db.query('ANALYZE contacts');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    data?.remove();
  });

  searchContract(() => store.db);
});

describe.skipIf(!testDatabaseUrl)(`inbox search on PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('search');
  let store: LeadStore;
  beforeAll(async () => {
    store = await openStore({ dataDir: '', databaseUrl: testDatabaseUrl, databaseSchema: schema });
    await insertLeads(store.db, leads);
    await store.db.query('ANALYZE contacts');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await dropSchema(schema);
  });

  searchContract(() => store.db);
});

function searchContract(db: () => Db): void {
  // One test a query: each stays well inside the timeout on a busy machine, and a failure names its query.
  it.each(fixtureQueries)('finds what the ILIKE scan found for %j, newest first, paged and exported', async (q) => {
    const history = createLeadHistory(db());
    for (const spam of ['exclude', 'all'] as const) {
      const expected = await scanIds(db(), q, spam);
      const label = `q=${JSON.stringify(q)} spam=${spam}`;
      const first = await history.list({ q, spam, page: { limit: 25, offset: 0 } });
      // The count stops past the cap: exact below it, "more than" above it.
      expect(first.total, label).toBe(Math.min(expected.length, searchCountCap));
      expect(first.totalCapped, label).toBe(expected.length > searchCountCap);
      expect(
        first.leads.map((lead) => lead.id),
        label,
      ).toEqual(expected.slice(0, 25));
      const later = await history.list({ q, spam, page: { limit: 100, offset: 150 } });
      expect(
        later.leads.map((lead) => lead.id),
        label,
      ).toEqual(expected.slice(150, 250));
      const exported: string[] = [];
      for await (const page of history.pages({ q, spam })) exported.push(...page.map((lead) => lead.id));
      expect(exported, label).toEqual(expected);
    }
  });

  it('holds matches for the queries that matter, so the comparison above means something', async () => {
    for (const q of ['garcia', 'García', 'núñez', "o'brien", '50%', '_', 'file_name', '7205550', 'a', 'ez']) {
      expect((await scanIds(db(), q, 'all')).length, q).toBeGreaterThan(0);
    }
    // A common name passes the count's cap, so both of its answers are compared.
    expect((await scanIds(db(), 'garcia', 'exclude')).length).toBeGreaterThan(searchCountCap);
    // % and _ are taken literally: fewer leads hold "a_b" than "a", "b" with anything between.
    expect((await scanIds(db(), 'a_b', 'all')).length).toBeLessThan((await scanIds(db(), 'a', 'all')).length);
  });

  // At 5,000 leads the planner may rightly read them all for a common word; what matters here is that the condition
  // is the index's expression (with the table read last, the plan must go through the index if it can).
  it('can be served by the trigram index for a query of 3 characters or more', async () => {
    for (const q of ['garcia', 'maria.lopez120@', '7205550123']) {
      const explain = sql<Record<string, string>>`EXPLAIN SELECT count(*) FROM contacts c WHERE ${searchCondition(q)}`;
      const plan = await db().transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return run(tx, explain);
      });
      const text = plan.map((row) => Object.values(row)[0]).join('\n');
      expect(text, q).toContain('contacts_search');
      expect(text, q).not.toMatch(/Seq Scan on contacts/);
    }
  });
}

// The search without the index: every lead read, the fields' and each answer's ILIKE and the phone's digits. The reference.
async function scanIds(db: Db, q: string, spam: InboxFilter['spam']): Promise<string[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = [
    `NOT (starts_with(c.id, 'error_') AND EXISTS (
      SELECT 1 FROM contacts o WHERE o.submission_key = c.submission_key AND NOT starts_with(o.id, 'error_')))`,
  ];
  const trimmed = q.trim();
  if (trimmed) {
    const like = param(`%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const fields = ['name', 'email', 'phone'].map((field) => `c.${field} ILIKE ${like}`);
    fields.push(`EXISTS (SELECT 1 FROM jsonb_array_elements_text(jsonb_path_query_array(c.answers, '$[*].text')) t WHERE t ILIKE ${like})`);
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(trimmed)) {
      fields.push(`regexp_replace(c.phone, '\\D', '', 'g') LIKE ${param(`%${digits}%`)}`);
    }
    parts.push(`(${fields.join(' OR ')})`);
  }
  if (spam === 'exclude') parts.push('NOT c.spam');
  const rows = await db.query<{ id: string }>(
    `SELECT c.id FROM contacts c WHERE ${parts.join(' AND ')} ORDER BY c.created_at DESC, c.id DESC`,
    params,
  );
  return rows.map((row) => row.id);
}
