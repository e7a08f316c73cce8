export { leadSequenceLatency };
export type { LeadLatency };

import { performance } from 'node:perf_hooks';
import { submitLead } from '../../src/forms/contact-sequence';
import { processCpuMs, threadsCpuNs } from './processes';

/** Timing of the whole lead sequence (create, notify, mark) as one visitor waits for it. */
interface LeadLatency {
  /** Sequences completed. */
  sequences: number;
  /** Sequences whose lead was not stored. */
  failed: number;
  /** Milliseconds per sequence. */
  p50Ms: number;
  p99Ms: number;
  /** Sequences per second over the run. */
  perSecond: number;
  /** CPU per sequence of the server process (when its pid is given, on Linux) and of the visitors' client code. */
  serverCpuMs?: number;
  /** The same by server thread ("main" first), from the kernel's per-thread counters in ns (Linux). */
  serverThreadsCpuMs?: Record<string, number>;
  clientCpuMs: number;
}

/**
 * `clients` visitors submit the estimate form at the same time, each `perClient` times in a row, through the
 * same client code the browser runs (POST the record, POST the e-mail notification, PATCH the record): a closed
 * loop, each visitor starting again the moment its last sequence ended, so that the server always has
 * `clients` sequences in hand and a sequence waits for the ones ahead of it (latency ~ clients / throughput).
 * With `ratePerSecond`, the same number of sequences instead start at random moments at that average rate
 * whatever the server's pace (an open loop: what visitors arriving on their own would see).
 */
async function leadSequenceLatency(
  baseUrl: string,
  lead: { project: string },
  clients = 20,
  perClient = 10,
  serverPid?: number,
  ratePerSecond?: number,
): Promise<LeadLatency> {
  const durations: number[] = [];
  let failed = 0;
  const sequence = async (client: number, i: number) => {
    const t = performance.now();
    const result = await submitLead(
      'estimate',
      {
        name: `Bench Visitor ${client}`,
        email: `visitor${client}@example.com`,
        phone: '(239) 555-0100',
        city: 'cape-coral',
        serviceType: 'Windows',
        message: `Sequence ${i} of a load test.`,
      },
      { ...lead, baseUrl, retries: 0 },
    );
    durations.push(performance.now() - t);
    if (!result.ok) failed++;
  };
  const serverCpuBefore = processCpuMs(serverPid);
  const threadsBefore = threadsCpuNs(serverPid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  if (ratePerSecond === undefined) {
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let i = 0; i < perClient; i++) await sequence(client, i);
      }),
    );
  } else {
    const running: Promise<void>[] = [];
    for (let n = 0; n < clients * perClient; n++) {
      running.push(sequence(n % clients, Math.floor(n / clients)));
      // Poisson arrivals: exponential gaps with the given mean.
      await new Promise((resolve) => setTimeout(resolve, (-Math.log(1 - Math.random()) * 1000) / ratePerSecond));
    }
    await Promise.all(running);
  }
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpuAfter = processCpuMs(serverPid);
  const threadsAfter = threadsCpuNs(serverPid);
  durations.sort((a, b) => a - b);
  return {
    sequences: durations.length,
    failed,
    p50Ms: round(percentile(durations, 0.5)),
    p99Ms: round(percentile(durations, 0.99)),
    perSecond: round(durations.length / seconds),
    ...(serverCpuBefore !== undefined && serverCpuAfter !== undefined
      ? { serverCpuMs: Math.round(((serverCpuAfter - serverCpuBefore) / durations.length) * 100) / 100 }
      : {}),
    ...(Object.keys(threadsAfter).length ? { serverThreadsCpuMs: perSequence(threadsBefore, threadsAfter, durations.length) } : {}),
    clientCpuMs: Math.round(((clientCpu.user + clientCpu.system) / 1000 / durations.length) * 100) / 100,
  };
}

// Each thread's CPU per sequence in ms (3 decimals), busiest first; threads that used none are left out.
function perSequence(before: Record<string, number>, after: Record<string, number>, sequences: number): Record<string, number> {
  const entries = Object.entries(after)
    .map(([name, ns]): [string, number] => [name, Math.round((ns - (before[name] ?? 0)) / 1e3 / sequences) / 1e3])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(entries);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
