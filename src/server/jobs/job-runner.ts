export { createJobRunner };
export type { JobHandler, JobRunner, JobRunnerOptions };

import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../store/db.ts';
import { createJobTable } from './job-table.ts';
import type { Job, JobKind, JobTable, NewJob } from './job-table.ts';

/** How one kind of job runs: `run`'s answer is kept as its result; a throw is retried after `backoff`, up to `attempts`.
 * `now` is the pass's time (the clock a test runs the pass at, else this server's). */
interface JobHandler {
  run(job: Job, now: Date): Promise<unknown>;
  /** Attempts in all, the first included; after the last failure the job is failed for good. */
  attempts: number;
  /** Wait before the attempt after attempt number `attempt` failed. */
  backoff(attempt: number): number;
  /** `run` writes the job's outcome itself (in the statement that records it elsewhere, saving a round trip); the
   * runner only records a throw. */
  finishes?: boolean;
  /** The jobs of a claim run one after another, oldest first (a backlog reaches its reader in the order it came). */
  inOrder?: boolean;
  /** Runs every job of this kind that one pass claims in one call, once the pass's claims are done (a backlog is told
   * of at once); answers their results in order. */
  runAll?(jobs: Job[], now: Date): Promise<unknown[]>;
}

interface JobRunnerOptions {
  db: Db;
  /** This server's name in claims. */
  owner: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the table is looked at for jobs added by other servers or come due (default 5 s). */
  pollMs?: number;
  /** A claim older than this is taken over, whoever holds it (default 2 minutes). */
  staleMs?: number;
  /** How often this server says it is alive (default 10 s); one unseen for six of these has stopped. */
  heartbeatMs?: number;
  /** Jobs taken per claim (default 20). */
  batch?: number;
}

/** The one background worker of a server: the jobs of the table, and the periodic tasks. */
interface JobRunner {
  readonly table: JobTable;
  register(kind: JobKind, handler: JobHandler): void;
  /** Adds jobs and runs them when due; on a transaction, call wake() once it has committed. Resolves with how many
   * were new. */
  add(jobs: NewJob | NewJob[], tx?: Queryable): Promise<number>;
  /** Runs a pass soon: new work was committed. */
  wake(): void;
  /** Runs the job of `job.key` now, due or not (added when missing), with `run` instead of its handler's when given;
   * `claimed` is false when it is done or running elsewhere. A throw is recorded, retried and rethrown. */
  runNow(job: NewJob, run?: (job: Job) => Promise<unknown>): Promise<{ claimed: boolean; result?: unknown }>;
  /** One pass now: every due job of a registered kind, due by `at` when given (tests run a pass at a time of their
   * choosing; otherwise the database's clock decides); resolves with how many ran. */
  runDue(at?: Date): Promise<number>;
  /** A task every `ms` from start() on (the first after `firstMs`, default `ms`); one run at a time, a throw is
   * logged. Only with start's `background`, unless `always`. */
  every(name: string, ms: number, task: () => Promise<unknown>, options?: { firstMs?: number; always?: boolean }): void;
  /** Says this server is alive, rescues the claims of stopped servers, and starts the timers (`background`: polling
   * and periodic tasks; without it only added jobs run). */
  start(options?: { background?: boolean }): Promise<void>;
  /** Resolves when nothing is running (tests and the bench). */
  settled(): Promise<void>;
  /** Stops every timer and waits for what is running; the next start takes up what is left. */
  stop(): Promise<void>;
}

// Jobs are claimed in the database (once across servers, counted before they run); a failure waits out its
// backoff in the table, so a stop or a crash loses nothing: the next pass, here or on another server, takes it up.
function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, owner, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const staleMs = options.staleMs ?? 2 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const batch = options.batch ?? 20;
  const table = createJobTable(db);
  const handlers = new Map<JobKind, JobHandler>();
  const tasks: { name: string; ms: number; firstMs: number; always: boolean; task: () => Promise<unknown> }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let pass: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  }

  // One attempt; `done` collects a success for one finishing statement after the batch, else it is finished here.
  async function runOne(
    job: Job,
    now: Date,
    run?: (job: Job, now: Date) => Promise<unknown>,
    done?: { job: Job; result: unknown }[],
  ): Promise<unknown> {
    const handler = handlers.get(job.kind)!;
    try {
      const result = await (run ?? handler.run)(job, now);
      if (handler.finishes) return result;
      if (done) done.push({ job, result });
      else await table.finish(job, owner, result);
      return result;
    } catch (error) {
      await failed(job, handler, error);
      throw error;
    }
  }

  // The jobs of a kind that runs them together, in one call; a throw fails each of them.
  async function runTogether(handler: JobHandler, jobs: Job[], now: Date): Promise<void> {
    try {
      const results = await handler.runAll!(jobs, now);
      if (!handler.finishes)
        await table.finishAll(
          jobs.map((job, i) => ({ job, result: results[i] })),
          owner,
        );
    } catch (error) {
      for (const job of jobs) await failed(job, handler, error);
    }
  }

  async function failed(job: Job, handler: JobHandler, error: unknown): Promise<void> {
    const message = (error as Error).message ?? String(error);
    const retryInMs = job.attempts < handler.attempts ? handler.backoff(job.attempts) : undefined;
    if (retryInMs === undefined) log.error({ err: error, job: job.key, attempts: job.attempts }, 'A job failed for good');
    else log.warn({ err: error, job: job.key, attempt: job.attempts, retryInMs }, 'A job failed; it will be tried again');
    await table.fail(job, owner, message, retryInMs);
  }

  async function drain(at: Date | undefined): Promise<number> {
    let ran = 0;
    const now = at ?? new Date();
    const kinds = [...handlers.keys()];
    const together = new Map<JobHandler, Job[]>();
    try {
      while (kinds.length && !stopped) {
        const jobs = await table.claim(owner, kinds, batch, at);
        const alone: Job[] = [];
        for (const job of jobs) {
          const handler = handlers.get(job.kind)!;
          if (!handler.runAll) alone.push(job);
          else if (together.has(handler)) together.get(handler)!.push(job);
          else together.set(handler, [job]);
        }
        // A failure is recorded and logged by runOne; the others of the batch carry on.
        const inOrder = alone.filter((job) => handlers.get(job.kind)!.inOrder);
        const done: { job: Job; result: unknown }[] = [];
        await Promise.allSettled([
          (async () => {
            for (const job of inOrder) await runOne(job, now, undefined, done).catch(() => {});
          })(),
          ...alone.filter((job) => !inOrder.includes(job)).map((job) => runOne(job, now, undefined, done)),
        ]);
        // The batch's successes are written in one statement.
        await table.finishAll(done, owner);
        ran += jobs.length;
        if (jobs.length < batch) break;
      }
    } finally {
      // Claimed jobs are run even when the pass is cut short (a stop, a failed claim): none is left held.
      for (const [handler, jobs] of together) await runTogether(handler, jobs, now);
    }
    return ran;
  }

  function runDue(at?: Date): Promise<number> {
    // A pass at a given time waits for the one in progress, which runs at its own.
    if (pass && at) return pass.then(() => runDue(at));
    if (pass) {
      // Work added during a pass may have been missed by its last claim: one more pass after it.
      again = true;
      return pass;
    }
    pass = track(
      (async () => {
        let ran = 0;
        do {
          again = false;
          ran += await drain(at);
        } while (again && !stopped);
        return ran;
      })()
        .catch((error: unknown) => {
          log.error({ err: error }, 'A pass of the job runner failed');
          return 0;
        })
        .finally(() => {
          pass = undefined;
        }),
    );
    return pass;
  }

  async function watch(): Promise<void> {
    await table.heartbeat(owner, 6 * heartbeatMs);
    const rescued = await table.rescue(staleMs);
    if (rescued.length) {
      log.warn({ jobs: rescued }, `${rescued.length} job(s) cut off by a stopped server run again now`);
      void runDue();
    }
  }

  function repeat(name: string, ms: number, firstMs: number, task: () => Promise<unknown>): void {
    let current: Promise<unknown> | undefined;
    const tick = () => {
      current ??= track(
        task()
          .catch((error: unknown) => log.error({ err: error, task: name }, `The background task "${name}" failed`))
          .finally(() => (current = undefined)),
      );
    };
    const schedule = (wait: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
        void current?.finally(() => schedule(ms));
      }, wait);
      timer.unref();
      timers.add(timer);
    };
    schedule(firstMs);
  }

  return {
    table,
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async add(jobs, tx) {
      const added = await table.add(jobs, tx);
      if (added && !tx) void runDue();
      return added;
    },
    wake() {
      if (!stopped) void runDue();
    },
    async runNow(job, run) {
      if (!handlers.has(job.kind)) throw new Error(`No handler for ${job.kind} jobs`);
      const claimed = await table.claimKey(owner, job, staleMs);
      if (!claimed) return { claimed: false };
      return { claimed: true, result: await track(runOne(claimed, new Date(), run)) };
    },
    runDue,
    every(name, ms, task, { firstMs = ms, always = false } = {}) {
      tasks.push({ name, ms, firstMs, always, task });
    },
    async start({ background = true } = {}) {
      stopped = false;
      // On the embedded store only this process writes the folder (its lock says so): every other claim is dead.
      if (db.kind === 'pglite') await db.query('DELETE FROM store_instances WHERE id <> $1', [owner]);
      await watch();
      repeat('claims of stopped servers', heartbeatMs, heartbeatMs, watch);
      if (background) repeat('due jobs', pollMs, pollMs, runDue);
      for (const { name, ms, firstMs, always, task } of tasks) if (background || always) repeat(name, ms, firstMs, task);
      void runDue();
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
