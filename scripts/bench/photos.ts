// Phone photos as the office would put them in: ten camera-size JPEGs (4032 x 3024, 2-3 MB, EXIF orientation and
// GPS) on the home page's hero and cards and in the gallery, with no width or height in the YAML. Prints the time
// the pictures add to a build (cold: a new cache; warm: a rebuild with nothing changed), then mobile Lighthouse on
// the home page and the gallery, with the photos and with today's SVG illustrations.
// Alone: `npx tsx scripts/bench/photos.ts [--runs N] [--no-lighthouse]` (9 runs per page and site by default, taken
// in turns; the figures are their medians, and the LCP comparison is over the pairs); `npm run bench` runs it last.
export { benchPhotos, printPhotos };
export type { PhotoBench };

import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContent } from '../../src/content/load';
import { buildImages } from '../../src/images/build-images';
import { picturesUsed } from '../../src/images/usages';
import { median as medianOfValues } from 'simple-statistics';
import { putPhotos } from '../../test/support/photo-project';
import { copyProject } from '../../test/support/project-copy';
import { auditRoutes, type RouteAudit } from './lighthouse';
import { describeDifference, pairedDifference, type PairedDifference } from './paired';
import { startServer } from './processes';

interface PhotoBench {
  photos: number;
  /** The picture step of the build: every variant made (new cache), then again with nothing changed. */
  coldMs: number;
  warmMs: number;
  /** The whole `npm run build` of the site with the photos, pictures from the cache. */
  buildMs: number;
  /** Mobile Lighthouse on / and /gallery with the photos, and the same pages with the SVG illustrations. */
  withPhotos?: RouteAudit[];
  withSvgs?: RouteAudit[];
  /** Per route, LCP with photos minus LCP with SVGs over the run pairs. */
  lcpDifference?: PairedDifference[];
}

// One run's LCP moves by ±40 ms with the machine's state; fewer pairs than this cannot tell 10 ms apart.
const fewestPairs = 9;

const routes = ['/', '/gallery'];

async function benchPhotos(options: { runs: number; lighthouse: boolean }): Promise<PhotoBench> {
  const photos = copyProject('bench-photos');
  const svgs = copyProject('bench-svgs');
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  try {
    console.log('\nPhotos: making 10 camera-size JPEGs...');
    const placed = await putPhotos(photos.root);
    const loaded = await loadContent({ root: photos.root });
    if (!loaded.ok) throw new Error('the content with photos does not validate');
    const used = picturesUsed(loaded.content);
    const time = async () => {
      const started = performance.now();
      const report = await buildImages({ root: photos.root, used, outDir: join(photos.root, 'dist/client'), cacheDir });
      return { ms: Math.round(performance.now() - started), report };
    };
    const cold = await time();
    const warm = await time();
    if (cold.report.made !== placed.length || warm.report.made !== 0) throw new Error('the cache did not work as expected');
    console.log(
      `  picture step: ${cold.ms} ms cold (${cold.report.made} photos), ${warm.ms} ms warm (${warm.report.cached} from the cache)`,
    );
    const buildMs = build(photos.root, cacheDir);
    const result: PhotoBench = { photos: placed.length, coldMs: cold.ms, warmMs: warm.ms, buildMs };
    if (!options.lighthouse) return result;
    build(svgs.root, cacheDir);
    const pairs = Math.max(options.runs, fewestPairs);
    Object.assign(result, await auditBoth(join(photos.root, 'dist/client'), join(svgs.root, 'dist/client'), pairs));
    return result;
  } finally {
    photos.remove();
    svgs.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

function build(root: string, cacheDir: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    // The copy links src/ from here: tsx must read this tsconfig (JSX) for it.
    env: { ...process.env, IMAGES_CACHE_DIR: cacheDir, TSX_TSCONFIG_PATH: join(process.cwd(), 'tsconfig.json') },
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  return Math.round(performance.now() - started);
}

// The two sites take turns, one run each, so a change in the machine's load falls on both alike; each figure is
// the median of its runs.
async function auditBoth(
  photoDir: string,
  svgDir: string,
  runs: number,
): Promise<Pick<PhotoBench, 'withPhotos' | 'withSvgs' | 'lcpDifference'>> {
  const photoServer = await startServer({ SITE_DIR: photoDir });
  const svgServer = await startServer({ SITE_DIR: svgDir });
  try {
    const photoRuns: RouteAudit[][] = [];
    const svgRuns: RouteAudit[][] = [];
    for (let run = 0; run < runs; run++) {
      photoRuns.push(await auditRoutes(photoServer.url, routes, 1));
      svgRuns.push(await auditRoutes(svgServer.url, routes, 1));
    }
    const lcps = (all: RouteAudit[][], index: number) => all.map((run) => run[index]!.lcpMs);
    return {
      withPhotos: medians(photoRuns),
      withSvgs: medians(svgRuns),
      lcpDifference: routes.map((_, index) => pairedDifference(lcps(photoRuns, index), lcps(svgRuns, index))),
    };
  } finally {
    await photoServer.stop();
    await svgServer.stop();
  }
}

function medians(runs: RouteAudit[][]): RouteAudit[] {
  return routes.map((_, index) => {
    const all = runs.map((run) => run[index]!);
    const median = (pick: (audit: RouteAudit) => number) => medianOfValues(all.map(pick));
    const failing = [...new Set(all.flatMap((audit) => audit.failing))].filter(
      (id) => all.filter((audit) => audit.failing.includes(id)).length * 2 > all.length,
    );
    return {
      ...all[0]!,
      performance: median((a) => a.performance),
      lcpMs: median((a) => a.lcpMs),
      tbtMs: median((a) => a.tbtMs),
      totalTransfer: median((a) => a.totalTransfer),
      imageSavings: median((a) => a.imageSavings),
      failing,
    };
  });
}

function printPhotos(bench: PhotoBench): void {
  console.log(
    `\nPhotos (${bench.photos} camera JPEGs, ${Math.min(2, availableParallelism())} at a time): picture step ${(bench.coldMs / 1000).toFixed(1)} s cold, ` +
      `${bench.warmMs} ms on a rebuild with nothing changed; whole build with them ${(bench.buildMs / 1000).toFixed(1)} s`,
  );
  if (!bench.withPhotos || !bench.withSvgs) return;
  for (const [index, photo] of bench.withPhotos.entries()) {
    const svg = bench.withSvgs[index]!;
    console.log(
      `  ${photo.route.padEnd(9)} with photos: perf ${photo.performance}, LCP ${photo.lcpMs} ms, ${kb(photo.totalTransfer)} transferred, ` +
        `image delivery savings ${kb(photo.imageSavings)}; with SVGs: perf ${svg.performance}, LCP ${svg.lcpMs} ms, ${kb(svg.totalTransfer)}`,
    );
    const difference = bench.lcpDifference?.[index];
    if (difference) console.log(`    LCP with photos minus with SVGs, run by run: ${describeDifference(difference)}`);
    if (photo.failing.length > 0) console.log(`    below 1: ${photo.failing.join(', ')}`);
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { values: args } = parseArgs({ options: { runs: { type: 'string' }, 'no-lighthouse': { type: 'boolean', default: false } } });
  const runs = args.runs === undefined ? fewestPairs : Number(args.runs);
  printPhotos(await benchPhotos({ runs, lighthouse: !args['no-lighthouse'] }));
}
