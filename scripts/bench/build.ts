// What a page costs the build: clean builds (no cache) of the site as it is and of the site with 200 more service
// pages (copies of one, extra-pages.ts), then a rebuild of the larger site after one page's YAML is
// edited. Each is timed `runs` times (the machine is shared, so the spread is printed too), beside the figures
// measured before the build kept per-page work between runs.
// Alone: `npx tsx scripts/bench/build.ts [--runs N]` (2 by default); `npm run bench -- --only build` runs it.
export { benchBuild, printBuild };
export type { BuildBench };

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findContentFiles } from '../../src/content/files';
import { buildCounts } from '../../test/support/build-counts';
import { addServicePages, extraPagesSource } from './extra-pages';
import { copyProject } from '../../test/support/project-copy';

interface BuildBench {
  /** Content files of the site as it is (site.yaml and the pages), and the pages added. */
  pages: number;
  extraPages: number;
  /** Each clean build. */
  small: Timing[];
  large: Timing[];
  /** Each rebuild of the larger site after one page's edit. */
  rebuild: Timing[];
  /** Pages rendered in the rebuilds (1 when only the edited page's work is redone). */
  rebuildRendered: number[];
}

/** Seconds: wall time, and CPU time of the build and every process it ran (which moves less with other work). */
interface Timing {
  wall: number;
  cpu: number;
}

// `npm run build` before the build kept its work between runs, on the same shared 2-core machine: wall time at a quiet
// moment (28 pages in 15-16 s, 228 in 79 s), CPU time the best of two clean builds under load; a rebuild did all the
// work again.
const before = { small: { wall: 15.5, cpu: 35.9 }, large: { wall: 79, cpu: 106.1 } };
const extraPages = 200;

async function benchBuild(runs = 2): Promise<BuildBench> {
  const small = copyProject('bench-build-small');
  const large = copyProject('bench-build-large');
  const caches = mkdtempSync(join(tmpdir(), 'bench-build-caches-'));
  addServicePages(large.root, extraPages);
  const pages = findContentFiles(small.root).files.length;
  const result: BuildBench = { pages, extraPages, small: [], large: [], rebuild: [], rebuildRendered: [] };
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`\nBuild cost, run ${run} of ${runs}: clean builds of ${small.root} and ${large.root}...`);
      result.small.push(cleanBuild(small, join(caches, `small-${run}`)));
      result.large.push(cleanBuild(large, join(caches, `large-${run}`)));
      // One word of the copied page's hero, so its first screen changes too.
      const file = join(large.root, extraPagesSource);
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/^( {4}heading: .*)$/m, `$1 ${run % 2 === 0 ? 'Today' : 'Now'}`));
      const started = clock();
      const output = build(large, join(caches, `large-${run}`));
      result.rebuild.push(since(started));
      result.rebuildRendered.push(buildCounts(output).pages.rendered);
      writeFileSync(file, text);
    }
  } finally {
    small.remove();
    large.remove();
    rmSync(caches, { recursive: true, force: true });
  }
  return result;
}

function printBuild(bench: BuildBench): void {
  const best = (times: Timing[], key: keyof Timing) => Math.min(...times.map((t) => t[key]));
  const list = (times: Timing[]) => times.map((t) => `${t.wall.toFixed(1)} (CPU ${t.cpu.toFixed(1)})`).join(', ');
  const perPage = (key: keyof Timing) => (best(bench.large, key) - best(bench.small, key)) / bench.extraPages;
  const beforePerPage = (key: keyof Timing) => (before.large[key] - before.small[key]) / bench.extraPages;
  const was = (timing: Timing) => `before: ${timing.wall} s (CPU ${timing.cpu} s)`;
  console.log(
    `\nBuild cost: clean builds, ${bench.small.length} runs, wall s (CPU s); the best run counts, the spread is the machine's noise`,
  );
  console.log(`  ${bench.pages} pages: ${list(bench.small)} (${was(before.small)})`);
  console.log(`  ${bench.pages + bench.extraPages} pages: ${list(bench.large)} (${was(before.large)})`);
  console.log(
    `  Cost per added page: ${perPage('wall').toFixed(3)} s (CPU ${perPage('cpu').toFixed(3)} s); before: ${beforePerPage('wall').toFixed(2)} s ` +
      `(CPU ${beforePerPage('cpu').toFixed(2)} s); goal <= 0.1 s`,
  );
  console.log(
    `  Rebuild at ${bench.pages + bench.extraPages} pages after one page's edit: ${list(bench.rebuild)}, pages rendered: ` +
      `${bench.rebuildRendered.join(', ')} (${was(before.large)}: a whole build); goal <= 5 s`,
  );
}

// Without dist/ and with an empty cache: everything is made.
function cleanBuild(project: ReturnType<typeof copyProject>, cacheDir: string): Timing {
  rmSync(join(project.root, 'dist'), { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const started = clock();
  build(project, cacheDir);
  return since(started);
}

function build(project: ReturnType<typeof copyProject>, cacheDir: string): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: project.root,
    encoding: 'utf8',
    env: { ...process.env, ...project.env, BUILD_CACHE_DIR: cacheDir },
  });
  if (run.status !== 0) throw new Error(`The build failed in ${project.root}:\n${run.stdout}\n${run.stderr}`);
  const steps = /^Steps: .*$/m.exec(run.stdout)?.[0];
  if (steps) console.log(`  ${steps}`);
  return run.stdout;
}

function clock(): Timing {
  return { wall: performance.now() / 1000, cpu: childrenCpu() };
}

function since(started: Timing): Timing {
  const now = clock();
  return { wall: now.wall - started.wall, cpu: now.cpu - started.cpu };
}

// CPU seconds of this process's finished children and theirs (cutime and cstime in /proc/self/stat, in the kernel's
// 100 ticks a second): a build waits for every process it runs, so their time adds up into it.
function childrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '2' } } });
  printBuild(await benchBuild(Number(values.runs)));
}
