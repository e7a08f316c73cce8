// `npx tsx scripts/bench/lead-cpu.ts`: CPU time of the lead sequence (create, notify, mark) in the real server,
// by thread: what decides its latency under load on a small machine and, unlike wall-clock latency, holds
// still while other work shares the machine. The server runs in its own process (embedded store and dev
// outbox, or PostgreSQL with `--database-url URL`); after a warm-up, `--visitors V` (default 20) submit
// `--sequences N` (default 600) leads in all, each visitor starting again as soon as its last lead was answered
// (a closed loop, as `npm run bench` does); `--rate R` starts them at random moments, R per second on average,
// whatever the server's pace (an open loop; up to a few hundred per second). `--profile` writes the server's CPU profile of those sequences
// (without start-up and warm-up) to bench-results/ for Chrome DevTools.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { attachProfiler } from './inspector';
import { readSiteConfig } from '../../src/server/site-config';
import { leadSequenceLatency } from './leads';
import { freePort, startServer } from './processes';

const { values: args } = parseArgs({
  options: {
    sequences: { type: 'string' },
    visitors: { type: 'string' },
    rate: { type: 'string' },
    'database-url': { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const sequences = wholeNumber('sequences', args.sequences, 600);
const visitors = wholeNumber('visitors', args.visitors, 20);
const databaseUrl = args['database-url'];
const rate = args.rate === undefined ? undefined : wholeNumber('rate', args.rate, 100);
const inspectPort = args.profile ? await freePort() : undefined;
const { project } = readSiteConfig(process.cwd()).site.leads;

const server = await startServer({
  RATE_LIMIT_PER_MINUTE: '1000000',
  SITE_DIR: '/nonexistent-site',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, STAFF_TOKEN: 'bench-staff-token-0123456789' } : {}),
  ...(inspectPort ? { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` } : {}),
});
const profiler = inspectPort ? await attachProfiler(inspectPort) : undefined;
try {
  // Warm-up: JIT, the store's caches and the outbox folder, as in a server that has run a while.
  await leadSequenceLatency(server.url, { project }, visitors, Math.ceil(200 / visitors));
  await profiler?.start();
  const run = await leadSequenceLatency(server.url, { project }, visitors, Math.ceil(sequences / visitors), server.pid, rate);
  const profile = await profiler?.stop();
  const threads = Object.entries(run.serverThreadsCpuMs ?? {});
  const total = threads.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `${run.sequences} sequences ${rate ? `arriving at ${rate}/s on average` : `by ${visitors} visitors at once`} (${run.failed} not stored) on ` +
      `${databaseUrl ? 'PostgreSQL' : 'the embedded store'}; ${outboxFiles(server.dataDir)} e-mails in the outbox`,
  );
  console.log(`Server CPU per sequence: ${total.toFixed(3)} ms (${threads.map(([name, ms]) => `${name} ${ms}`).join(', ')})`);
  console.log(`Client CPU per sequence (this process): ${run.clientCpuMs} ms`);
  console.log(`Latency (wall clock, unreliable on a busy machine): p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.perSecond}/s`);
  if (profile) {
    mkdirSync('bench-results', { recursive: true });
    const file = join('bench-results', `lead-sequence-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`Server profile of these sequences: ${file}`);
  }
} finally {
  profiler?.close();
  await server.stop();
}

function outboxFiles(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number, e.g. --${name} ${fallback}`);
  return n;
}
