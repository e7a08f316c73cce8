// `npm run bench`: how fast the product is, end to end, on this machine. Builds the site (wall time), times
// content validation, serves the build with the real server, runs mobile Lighthouse on every page, compares
// the server's requests per second on one page with nginx serving the same files, and times the lead
// sequence against the dev outbox: 20 visitors at once in a closed loop (each starts again when answered, so
// every sequence queues behind ~19 others), then as many arriving on their own at 100 per second. Prints a table
// and writes bench-results/<timestamp>.json. `npm run bench -- --no-build` reuses the current build; `--runs N` sets the
// Lighthouse runs per page (default 3; the table shows their medians). Last, ten camera photos on the home page and
// in the gallery, against the same pages with SVGs over at least 9 pairs of runs (scripts/bench/photos.ts;
// `--no-photos` skips it). `--only leads,load` runs only the parts named
// (lighthouse, load, leads, inbox, photos, uploads, security, durability, visits, deletion, speed, scale, build), e.g. to compare server
// changes without Lighthouse. The inbox part runs mobile Lighthouse on the staff inbox's sign-in screen and, signed in,
// on its list, on a server of its own holding 20,000 leads, a third of them untouched (scripts/bench/inbox.ts). The
// uploads part sends ten camera photos from a phone-sized Chromium on
// Lighthouse's mobile network with the quote form: the lead's and the photos' times, bytes sent and server CPU per
// photo, and the embedded store's cost per photo (scripts/bench/uploads.ts). The scale part times the inbox's list,
// search and CSV at 50,000 leads (scripts/bench/scale.ts).
// The build part times clean builds of the site and of the site with 200 more service pages, the cost per added
// page, and a rebuild after one page's edit (scripts/bench/build.ts).
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { median } from 'simple-statistics';
import { loadContent } from '../../src/content/load';
import { sheetNamedIn } from '../../src/islands/early-script';
import { benchBuild, printBuild, type BuildBench } from './build';
import { benchDeletion } from './deletion';
import { benchDurability } from './durability';
import { benchInbox, printInbox, type InboxBench } from './inbox';
import { auditRoutes, type RouteAudit } from './lighthouse';
import { leadSequenceLatency } from './leads';
import { requestsPerSecond, type LoadResult } from './load';
import { startNginx } from './nginx';
import { startServer } from './processes';
import { benchPhotos, printPhotos, type PhotoBench } from './photos';
import { benchScale, printScale, type ScaleBench } from './scale';
import { benchSpeed, printSpeed } from './speed';
import { benchUploads, printUploads, type UploadBench } from './uploads';
import { benchSecurity, printSecurity, type SecurityBench } from './security';
import { benchVisits, printVisits, type VisitBench } from './visits';

const loadPage = '/';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-photos': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of Lighthouse runs per page, e.g. --runs 5');
const parts = [
  'lighthouse',
  'load',
  'leads',
  'inbox',
  'photos',
  'uploads',
  'security',
  'durability',
  'visits',
  'deletion',
  'speed',
  'scale',
  'build',
] as const;
const only = args.only?.split(',');
const unknownPart = only?.find((part) => !(parts as readonly string[]).includes(part));
if (unknownPart !== undefined) throw new Error(`--only takes a comma-separated list of ${parts.join(', ')}; not "${unknownPart}"`);
const wants = (part: (typeof parts)[number]) => !only || only.includes(part);
const started = performance.now();

const buildMs = args['no-build'] ? undefined : build();
// Measured on a copy: a build started meanwhile (tests, a colleague) must not change the files under the servers.
const clientDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
cpSync('dist/client', clientDir, { recursive: true });
// nginx's worker runs unprivileged: the folder must be readable by others, like dist/client is.
chmodSync(clientDir, 0o755);
const validation = await validationTimes(5);
const content = await loadContent();
if (!content.ok) throw new Error('The content does not validate: run `npm run check`');
const { pages, site, translations } = content.content;
// Every page in each of the site's languages.
const everyPage = [...pages, ...Object.values(translations).flatMap((language) => language.pages)];
const routes = everyPage.map((p) => p.route);

// Lead submissions of the load test must not hit the per-visitor limit meant for the public. Only the parts that
// measure the served site start it (`--only build` needs no server).
const served = (['lighthouse', 'load', 'leads', 'security'] as const).some(wants);
const server = served ? await startServer({ RATE_LIMIT_PER_MINUTE: '1000000', SITE_DIR: clientDir }) : undefined;
let audits: RouteAudit[] = [];
let load: { node: LoadResult; nginx: LoadResult } | undefined;
let leads: (Awaited<ReturnType<typeof leadSequenceLatency>> & { emailed: number }) | undefined;
let leadsAtRate: Awaited<ReturnType<typeof leadSequenceLatency>> | undefined;
let inbox: InboxBench | undefined;
let security: SecurityBench | undefined;
const loadBefore = loadavg()[0] ?? 0;
try {
  if (wants('lighthouse')) {
    console.log(
      `\nMobile Lighthouse on ${routes.length} pages, ${runs} runs each (load average ${loadBefore.toFixed(2)} on ${cpus().length} cores)...`,
    );
    audits = await auditRoutes(server!.url, routes, runs, (a) =>
      console.log(`  ${a.route}: ${a.performance}/${a.accessibility}/${a.bestPractices}/${a.seo}, TBT ${a.tbtRangeMs?.join('-')} ms`),
    );
  }
  if (wants('load')) load = await nodeAndNginx();
  if (wants('leads')) {
    console.log('\nLead sequence, 20 visitors at once (after 200 untimed, as on a server that has run a while)...');
    // Without it the timed run also measured V8 compiling the server's code (~40% more CPU per sequence).
    await leadSequenceLatency(server!.url, { project: site.leads.project }, 20, 10);
    const outbox = join(server!.dataDir, 'outbox');
    const emails = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0);
    const emailedBefore = emails();
    const latency = await leadSequenceLatency(server!.url, { project: site.leads.project }, 20, 10, server!.pid);
    leads = { ...latency, emailed: emails() - emailedBefore };
    // The same 200 sequences arriving on their own at 100 per second: what a visitor waits without a queue of 20.
    leadsAtRate = await leadSequenceLatency(server!.url, { project: site.leads.project }, 20, 10, server!.pid, 100);
  }
  if (wants('inbox')) {
    console.log('\nMobile Lighthouse on the staff inbox with 20,000 leads: sign-in, then the list signed in...');
    inbox = await benchInbox(clientDir, runs);
  }
  if (wants('security')) security = await benchSecurity(clientDir, site.leads.project);
} finally {
  await server?.stop();
}
// Ten camera photos from a phone on slow 4G, on a server of its own.
const uploads: UploadBench | undefined = wants('uploads')
  ? await benchUploads(clientDir, site.leads.project, site.messages.photos.choose, site.messages.confirmation.photos)
  : undefined;
// Acknowledgement and inbox alert times over 100 leads, on a server of its own with a real SMTP server process.
const speed = wants('speed') ? await benchSpeed(clientDir, site.leads.project) : undefined;
// The inbox at 50,000 leads, on servers of its own.
const scale: ScaleBench | undefined = wants('scale') ? await benchScale(clientDir) : undefined;

const rows = audits.map((a) => ({ ...a, ...pageBytes(a) }));
rmSync(clientDir, { recursive: true, force: true });
if (rows.length) printTable(rows);
const ratio = load ? load.node.rps / load.nginx.rps : undefined;
console.log(
  `\nBuild: ${buildMs === undefined ? 'skipped' : `${(buildMs / 1000).toFixed(1)} s`}; content validation: median ${validation.coldMs} ms ` +
    `(parse cache off), ${validation.warmMs} ms (cache on), ${pages.length} pages`,
);
if (load) {
  console.log(
    `Requests/s on ${loadPage} (50 connections, gzip): Node ${load.node.rps} (p99 ${load.node.p99Ms} ms), ` +
      `nginx ${load.nginx.rps} (p99 ${load.nginx.p99Ms} ms), ratio ${ratio!.toFixed(2)}`,
  );
}
if (leads) {
  console.log(
    `Lead sequence (create, notify, mark) x${leads.sequences} at 20 concurrent: p50 ${leads.p50Ms} ms, p99 ${leads.p99Ms} ms, ` +
      `${leads.perSecond}/s; ${leads.failed} not stored, ${leads.emailed} e-mails in the outbox; CPU per sequence: ` +
      `server ${leads.serverCpuMs ?? '?'} ms (${threadList(leads.serverThreadsCpuMs)}), visitors' client code ${leads.clientCpuMs} ms`,
  );
}
if (leadsAtRate) {
  console.log(
    `Lead sequence x${leadsAtRate.sequences} arriving at 100/s on average: p50 ${leadsAtRate.p50Ms} ms, p99 ${leadsAtRate.p99Ms} ms; ` +
      `${leadsAtRate.failed} not stored`,
  );
}
if (inbox) printInbox(inbox);
const photos: PhotoBench | undefined = args['no-photos'] || !wants('photos') ? undefined : await benchPhotos({ runs, lighthouse: true });
if (photos) printPhotos(photos);
if (uploads) printUploads(uploads);
const durability = wants('durability') ? await benchDurability() : undefined;
if (durability) {
  console.log(
    `Embedded store, ${durability.leads} leads one after another: ${durability.syncedMs.toFixed(2)} ms per lead synced to the disk ` +
      `(kept through a power cut), ${durability.unsyncedMs.toFixed(2)} ms without syncing (PGlite's default)`,
  );
}
if (security) printSecurity(security);
// The visit counter: ingestion arriving on their own, and the report over a simulated year (scripts/bench/visits.ts).
const visits: VisitBench | undefined = wants('visits') ? await benchVisits() : undefined;
if (visits) printVisits(visits);
if (wants('deletion')) await benchDeletion();
if (speed) printSpeed(speed);
if (scale) printScale(scale);
// Last: its builds would otherwise take the cores from the servers measured above.
const buildCost: BuildBench | undefined = wants('build') ? await benchBuild() : undefined;
if (buildCost) printBuild(buildCost);
const loadAfter = loadavg()[0] ?? 0;
console.log(
  `Load average ${loadBefore.toFixed(2)} before Lighthouse, ${loadAfter.toFixed(2)} at the end; total ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverage: { beforeLighthouse: loadBefore, end: loadAfter } },
      buildMs,
      contentValidation: validation,
      lighthouse: rows,
      requestsPerSecond: load ? { page: loadPage, ...load, ratio } : undefined,
      leadSequence: leads ? { clients: 20, ...leads } : undefined,
      leadSequenceAtRate: leadsAtRate ? { arrivalsPerSecond: 100, ...leadsAtRate } : undefined,
      inbox,
      photos,
      uploads,
      durability,
      security,
      visits,
      speedToLead: speed,
      scale,
      buildCost,
    },
    null,
    2,
  )}\n`,
);
console.log(`Written to ${file}`);

// "main 2.1, V8Worker 0.4": where the server's CPU per sequence went, by thread.
function threadList(threads: Record<string, number> | undefined): string {
  return Object.entries(threads ?? {})
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
}

// The Node server's requests per second on one page, then nginx's on the same files.
async function nodeAndNginx(): Promise<{ node: LoadResult; nginx: LoadResult }> {
  console.log(`\nRequests per second on ${loadPage}: the Node server, then nginx...`);
  const node = await requestsPerSecond(`${server!.url}${loadPage}`);
  const nginxServer = await startNginx(clientDir);
  let nginx: LoadResult;
  try {
    nginx = await requestsPerSecond(`${nginxServer.url}${loadPage}`);
  } finally {
    await nginxServer.stop();
  }
  const result = { node, nginx };
  for (const [name, run] of Object.entries(result)) {
    // A rate of errors or error pages measures nothing: stop rather than print it.
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  }
  return result;
}

// `npm run build` (content check, prerender, sitemap, compressed copies), timed from outside.
function build(): number {
  console.log('Building...');
  const t = performance.now();
  const result = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return Math.round(performance.now() - t);
}

// Median of `runs` loads, with the parse cache off (every file parsed and checked) and on (as the build runs it).
async function validationTimes(runs: number): Promise<{ coldMs: number; warmMs: number }> {
  const time = async (cache: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const result = await loadContent({ cache });
      times.push(performance.now() - t);
      if (!result.ok) throw new Error('The content does not validate: run `npm run check`');
    }
    return Math.round(times.length ? median(times) : Number.NaN);
  };
  return { coldMs: await time(false), warmMs: await time(true) };
}

// gzip -9 bytes of what the page is made of: its HTML (with the inline CSS), that CSS alone, the page's whole
// stylesheet (fetched after the first paint) and the scripts it loaded during the Lighthouse run.
function pageBytes(audit: RouteAudit): PageBytes {
  const html = readFileSync(join(clientDir, audit.route === '/' ? '' : audit.route, 'index.html'), 'utf8');
  const css = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (m) => m[1] ?? '').join('');
  const sheet = sheetNamedIn(html);
  const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
  return {
    htmlGzip: gz(html),
    cssGzip: gz(css),
    sheetGzip: sheet ? gz(readFileSync(join(clientDir, sheet.slice(1)))) : 0,
    jsGzip: audit.scripts.reduce((sum, path) => sum + gz(readFileSync(join(clientDir, path))), 0),
  };
}

interface PageBytes {
  htmlGzip: number;
  cssGzip: number;
  sheetGzip: number;
  jsGzip: number;
}

// CSS gz is the inline CSS, sheet gz the page's whole stylesheet; doc B is the document as Lighthouse saw it
// transferred (brotli, with response headers): within 14.6 KB it arrives in the first round trip.
function printTable(rows: (RouteAudit & PageBytes)[]): void {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS gz', 'CSS gz', 'sheet gz', 'HTML gz', 'doc B'];
  const body = rows.map((r) => [
    r.route,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    r.lcpMs,
    r.tbtMs,
    r.cls,
    r.jsGzip,
    r.cssGzip,
    r.sheetGzip,
    r.htmlGzip,
    r.documentTransfer,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) console.log(line(row));
  const failing = rows.filter((r) => r.failing.length > 0);
  for (const r of failing) {
    // A page marked noindex in its YAML tells search engines to skip it, which Lighthouse's SEO audit reports.
    const chosen = everyPage.some((p) => p.route === r.route && p.page.noindex) ? ' (the page is noindex by choice)' : '';
    console.log(`  ${r.route} below 1: ${r.failing.join(', ')}${chosen}`);
  }
}
