// What a page costs the build: clean builds (no cache) of the site as it is and of the site with 200 more service
// pages (copies of one, test/support/extra-pages.ts), then a rebuild of the larger site after one page's YAML is
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
import { addServicePages, extraPagesSource } from '../../test/support/extra-pages';
import { copyProject } from '../../test/support/project-copy';

interface BuildBench {
  /** Content pages of the site as it is (the not-found page included), and those added. */
  pages: number;
  extraPages: number;
  /** Wall time of each clean build, in seconds. */
  small: number[];
  large: number[];
  /** Wall time of each rebuild of the larger site after one page's edit. */
  rebuild: number[];
  /** Pages rendered in the rebuilds (1 when only the edited page's work is redone). */
  rebuildRendered: number[];
}

// `npm run build` on main before this change, on the same shared 2-core machine (a quiet moment): 28 pages in 15-16 s,
// 228 in 79 s; a rebuild did all the work again.
const before = { small: 15.5, large: 79, rebuild: 79 };
const extraPages = 200;

async function benchBuild(runs = 2): Promise<BuildBench> {
  const small = copyProject('bench-build-small');
  const large = copyProject('bench-build-large');
  const caches = mkdtempSync(join(tmpdir(), 'bench-build-caches-'));
  addServicePages(large.root, extraPages);
  const pages = findContentFiles(small.root).files.filter((file) => file.role !== 'site').length;
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
      const started = performance.now();
      const output = build(large, join(caches, `large-${run}`));
      result.rebuild.push(seconds(started));
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
  const best = (times: number[]) => Math.min(...times);
  const list = (times: number[]) => times.map((t) => t.toFixed(1)).join(', ');
  const perPage = (best(bench.large) - best(bench.small)) / bench.extraPages;
  const beforePerPage = (before.large - before.small) / bench.extraPages;
  console.log(`\nBuild cost (clean builds; runs: ${bench.small.length}; the best run counts, the spread shows the machine's noise)`);
  console.log(`  ${bench.pages} pages: ${list(bench.small)} s (before: ${before.small} s)`);
  console.log(`  ${bench.pages + bench.extraPages} pages: ${list(bench.large)} s (before: ${before.large} s)`);
  console.log(`  Cost per added page: ${perPage.toFixed(3)} s (before: ${beforePerPage.toFixed(2)} s; goal <= 0.1 s)`);
  console.log(
    `  Rebuild of the larger site after one page's edit: ${list(bench.rebuild)} s, pages rendered: ${bench.rebuildRendered.join(', ')} ` +
      `(before: ${before.rebuild} s, every page; goal <= 5 s)`,
  );
}

// Without dist/ and with an empty cache: everything is made.
function cleanBuild(project: ReturnType<typeof copyProject>, cacheDir: string): number {
  rmSync(join(project.root, 'dist'), { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const started = performance.now();
  build(project, cacheDir);
  return seconds(started);
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

function seconds(started: number): number {
  return (performance.now() - started) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '2' } } });
  printBuild(await benchBuild(Number(values.runs)));
}
