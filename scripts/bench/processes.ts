export { freePort, processCpuMs, startServer, stopChild, threadsCpuNs, waitForHttp };
export type { RunningProcess };

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A child process serving HTTP on loopback. */
interface RunningProcess {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now (loopback). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The real server (`src/server/main.ts`: the built site and the lead API) in its own process, with an embedded
 * store and dev outbox in a fresh folder, on loopback. `env` adds settings (e.g. a higher rate limit).
 */
async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningProcess & { dataDir: string; pid: number | undefined }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined elsewhere. */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ns) of each live thread of a process so far, summed by thread name ("main" for the main thread, then
 * the kernel's names: V8 workers, libuv's pool, worker threads), from /proc/PID/task/TID/schedstat (Linux).
 */
function threadsCpuNs(pid: number | undefined): Record<string, number> {
  const byName: Record<string, number> = {};
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tids) {
    try {
      const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      const name = tid === String(pid) ? 'main' : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      byName[name] = (byName[name] ?? 0) + ns;
    } catch {
      // the thread ended meanwhile
    }
  }
  return byName;
}

/** Resolves once `url` answers (any status); fails when the child exits first or after 60 s. */
async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with code ${child.exitCode} before answering ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// SIGTERM, then SIGKILL if it has not exited after 10 s.
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
