export { createJobTable, insertJobsSql, jobColumns, jobsJson };
export type { Job, JobKind, JobTable, NewJob };

import type { Db, Queryable } from '../store/db.ts';

/** What a job does; the table allows these five. */
type JobKind = 'office-email' | 'acknowledgement' | 'escalation' | 'push' | 'reclaim';

/** A job to add: its key makes it happen once, whoever adds it and however often. */
interface NewJob {
  kind: JobKind;
  key: string;
  leadId?: string;
  payload?: Record<string, unknown>;
  /** Not before this many milliseconds from now (0: at once). */
  runAfterMs?: number;
  /** Not before this instant (instead of runAfterMs): a deadline reckoned on the office's clock. */
  runAt?: Date;
}

/** A claimed job, as its handler sees it. */
interface Job {
  id: number;
  kind: JobKind;
  key: string;
  leadId: string | null;
  payload: Record<string, unknown>;
  /** This attempt's number, counted before it runs. */
  attempts: number;
  /** What the last attempt kept (a handler may keep partial progress for the next one). */
  result: unknown;
  createdAt: Date;
}

/** The jobs table's operations; the same SQL runs on the embedded database and on PostgreSQL. */
interface JobTable {
  /** Adds jobs (on `tx` when given, so they commit with what caused them); resolves with how many were new (a key
   * that exists is left as it is). */
  add(jobs: NewJob | NewJob[], tx?: Queryable): Promise<number>;
  /** Takes up to `limit` jobs of `kinds` due by `at` (default: the database's now), by run_after then id; each
   * attempt is counted here. */
  claim(owner: string, kinds: JobKind[], limit: number, at?: Date): Promise<Job[]>;
  /** Takes the job of `job.key` now, whether due or not, adding it when missing: a waiting one, one claimed longer
   * ago than `staleMs`, or a done one whose result says it was skipped. Undefined when it is done or running. */
  claimKey(owner: string, job: NewJob, staleMs: number): Promise<Job | undefined>;
  /** Done, with what came of it, while `owner` still holds the claim. */
  finish(job: Job, owner: string, result: unknown): Promise<void>;
  /** The same for several jobs, in one statement. */
  finishAll(done: { job: Job; result: unknown }[], owner: string): Promise<void>;
  /** Waits `retryInMs` for its next attempt, or (undefined) failed for good. */
  fail(job: Job, owner: string, error: string, retryInMs: number | undefined): Promise<void>;
  /** Makes the waiting jobs of a kind due now (their service is back); returns how many. */
  wake(kind: JobKind): Promise<number>;
  /** Says `owner` is alive and forgets servers unseen for `deadAfterMs`. */
  heartbeat(owner: string, deadAfterMs: number): Promise<void>;
  /** Jobs claimed by a server that stopped, or longer ago than `staleMs`, wait again and are due now; returns their ids. */
  rescue(staleMs: number): Promise<number[]>;
  /** One job by key, for tests and the inbox. */
  get(key: string): Promise<(Job & { state: string; result: unknown; error: string | null; runAfter: Date }) | undefined>;
}

type Row = Record<string, unknown>;

// Jobs are added as one JSON list, whatever their number: `${insertJobsSql}, $n::jsonb) AS j(${jobColumns})` then
// any condition. The store's insert of a lead adds its jobs the same way, in the lead's own statement.
const insertJobsSql = `INSERT INTO jobs (kind, key, contact_id, payload, run_after)
  SELECT j.kind, j.key, j.contact_id, j.payload, coalesce(j.run_at, now() + (j.run_after_ms * interval '1 millisecond'))
  FROM jsonb_to_recordset(`;
const jobColumns = 'kind text, key text, contact_id text, payload jsonb, run_after_ms double precision, run_at timestamptz';

/** Jobs as the JSON list that insertJobsSql reads. */
function jobsJson(jobs: NewJob[]): string {
  return JSON.stringify(
    jobs.map((job) => ({
      kind: job.kind,
      key: job.key,
      contact_id: job.leadId ?? null,
      payload: job.payload ?? {},
      run_after_ms: job.runAfterMs ?? 0,
      ...(job.runAt ? { run_at: job.runAt.toISOString() } : {}),
    })),
  );
}

function createJobTable(db: Db): JobTable {
  return {
    async add(jobs, tx = db) {
      const list = Array.isArray(jobs) ? jobs : [jobs];
      if (!list.length) return 0;
      // One statement for any number.
      const rows = await tx.query(`${insertJobsSql}$1::jsonb) AS j(${jobColumns}) ON CONFLICT (key) DO NOTHING RETURNING 1`, [
        jobsJson(list),
      ]);
      return rows.length;
    },

    async claim(owner, kinds, limit, at) {
      // SKIP LOCKED: two runners on one PostgreSQL take different jobs instead of waiting for each other.
      const rows = await db.query<Row>(
        `UPDATE jobs SET state = 'running', claimed_by = $1, claimed_at = now(), attempts = attempts + 1, updated_at = now()
         WHERE id IN (SELECT id FROM jobs WHERE state = 'waiting' AND run_after <= coalesce($4::timestamptz, now())
           AND kind = ANY($2::text[]) ORDER BY run_after, id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [owner, kinds, limit, at?.toISOString() ?? null],
      );
      return rows.map(toJob).sort((a, b) => a.id - b.id);
    },

    async claimKey(owner, job, staleMs) {
      // One conditional write decides, as claim() does: the attempt is counted before the job runs.
      const rows = await db.query<Row>(
        `INSERT INTO jobs (kind, key, contact_id, payload, state, claimed_by, claimed_at, attempts)
         VALUES ($1, $2, $3, $4::jsonb, 'running', $5, now(), 1)
         ON CONFLICT (key) DO UPDATE SET state = 'running', claimed_by = EXCLUDED.claimed_by, claimed_at = now(),
           attempts = jobs.attempts + 1, updated_at = now()
         WHERE jobs.state = 'waiting'
           OR (jobs.state = 'running' AND jobs.claimed_at < now() - ($6::double precision * interval '1 millisecond'))
           OR (jobs.state = 'done' AND jobs.result->>'skipped' = 'true')
         RETURNING *`,
        [job.kind, job.key, job.leadId ?? null, JSON.stringify(job.payload ?? {}), owner, staleMs],
      );
      return rows[0] ? toJob(rows[0]) : undefined;
    },

    async finish(job, owner, result) {
      await db.query(
        `UPDATE jobs SET state = 'done', result = $3::jsonb, error = NULL, updated_at = now()
         WHERE id = $1 AND claimed_by = $2 AND state = 'running'`,
        [job.id, owner, JSON.stringify(result ?? null)],
      );
    },

    async finishAll(done, owner) {
      if (done.length === 1) return this.finish(done[0]!.job, owner, done[0]!.result);
      if (!done.length) return;
      await db.query(
        `UPDATE jobs SET state = 'done', result = r.result, error = NULL, updated_at = now()
         FROM jsonb_to_recordset($2::jsonb) AS r(id bigint, result jsonb)
         WHERE jobs.id = r.id AND jobs.claimed_by = $1 AND jobs.state = 'running'`,
        [owner, JSON.stringify(done.map(({ job, result }) => ({ id: job.id, result: result ?? null })))],
      );
    },

    async fail(job, owner, error, retryInMs) {
      await db.query(
        `UPDATE jobs SET state = CASE WHEN $4::double precision IS NULL THEN 'failed' ELSE 'waiting' END,
           run_after = CASE WHEN $4::double precision IS NULL THEN run_after
             ELSE now() + ($4::double precision * interval '1 millisecond') END,
           error = $3, updated_at = now()
         WHERE id = $1 AND claimed_by = $2 AND state = 'running'`,
        [job.id, owner, error.slice(0, 500), retryInMs ?? null],
      );
    },

    async wake(kind) {
      const rows = await db.query(
        `UPDATE jobs SET run_after = now(), updated_at = now() WHERE state = 'waiting' AND kind = $1 AND run_after > now() RETURNING 1`,
        [kind],
      );
      return rows.length;
    },

    async heartbeat(owner, deadAfterMs) {
      await db.query(`INSERT INTO store_instances (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET seen_at = clock_timestamp()`, [owner]);
      await db.query(`DELETE FROM store_instances WHERE seen_at < clock_timestamp() - ($1::double precision * interval '1 millisecond')`, [
        deadAfterMs,
      ]);
    },

    async rescue(staleMs) {
      const rows = await db.query<{ id: string | number }>(
        `UPDATE jobs j SET state = 'waiting', run_after = now(), updated_at = now()
         WHERE j.state = 'running' AND (j.claimed_at < now() - ($1::double precision * interval '1 millisecond')
           OR NOT EXISTS (SELECT 1 FROM store_instances i WHERE i.id = j.claimed_by))
         RETURNING j.id`,
        [staleMs],
      );
      return rows.map((row) => Number(row.id));
    },

    async get(key) {
      const rows = await db.query<Row>('SELECT * FROM jobs WHERE key = $1', [key]);
      const row = rows[0];
      if (!row) return undefined;
      return {
        ...toJob(row),
        state: String(row.state),
        result: row.result ?? null,
        error: (row.error as string | null) ?? null,
        runAfter: new Date(row.run_after as string),
      };
    },
  };
}

function toJob(row: Row): Job {
  return {
    id: Number(row.id),
    kind: row.kind as JobKind,
    key: String(row.key),
    leadId: (row.contact_id as string | null) ?? null,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : (row.payload ?? {})) as Record<string, unknown>,
    attempts: Number(row.attempts),
    result: (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) ?? null,
    createdAt: new Date(row.created_at as string),
  };
}
