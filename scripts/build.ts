// `npm run build`: refresh the generated sources (sections' types and islands list), validate all content first (an
// editor's mistake never reaches a build), make the pictures' variants, build the client and server with vike, prerender
// every route (scripts/prerender.ts, which also writes the pages' stylesheets), build the staff inbox, write the sitemap
// and robots.txt from the same content, then the .br/.gz copies.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runCheck } from './check';
import { codeHash, filesBelow, keepSnapshot, restoreSnapshot } from './code-builds';
import { generateSources } from './generate';
import { loadContent } from '../src/content/load';
import { buildImages, ImageBuildError, publishImages } from '../src/images/build-images';
import { brandFilesFile, buildBrandImages, publishBrandImages } from '../src/images/brand-images';
import { picturesUsed } from '../src/images/usages';
import { robotsTxt, sitemapXml } from '../src/renderer/sitemap';
import { precompressDir } from './precompress';
import { writeStaffPages } from '../src/inbox/prerender';

const started = performance.now();
// BUILD_CACHE_DIR: another folder for what a build keeps for the next one (a measurement starting cold); default
// node_modules/.cache/build. Each entry is named by the hash of all it was made from, so a stale one is never used.
const cacheDir = resolve(process.env.BUILD_CACHE_DIR || 'node_modules/.cache/build');
// Each step's wall time, printed at the end: where a build's time goes.
const steps: string[] = [];
let stepStarted = started;
const stepDone = (name: string) => {
  const now = performance.now();
  steps.push(`${name} ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
};
// The store's row types are for tsc alone (npm run typecheck); test/server/database-types.test.ts holds them to the migrations.
await generateSources({ databaseTypes: false });
stepDone('sources');
const checked = await runCheck({
  cacheDir: join(cacheDir, 'first-screens'),
  weighed: (made, cached) => console.log(`First screens: ${made} weighed, ${cached} from the cache`),
});
if (!checked) process.exit(1);
stepDone('check');
const result = await loadContent();
if (!result.ok) process.exit(1);

// Before the prerender: the pages are rendered with the manifest of the pictures' variants.
const imagesStarted = performance.now();
// IMAGES_CACHE_DIR: another cache folder (a measurement starting cold); default node_modules/.cache/images.
const images = await buildImages({
  root: process.cwd(),
  used: picturesUsed(result.content),
  outDir: 'dist/client',
  cacheDir: process.env.IMAGES_CACHE_DIR || undefined,
}).catch(stopOnImageError);
// The icons, the logo and the sharing picture, linked from every page.
const brandStarted = performance.now();
const brand = await buildBrandImages({
  root: process.cwd(),
  name: result.content.site.name,
  brand: result.content.site.brand,
  outDir: 'dist/client',
}).catch(stopOnImageError);
mkdirSync(dirname(brandFilesFile), { recursive: true });
writeFileSync(brandFilesFile, `${JSON.stringify(brand.files)}\n`);
const brandMs = Math.round(performance.now() - brandStarted);
const imagesMs = Math.round(performance.now() - imagesStarted);
stepDone('pictures');

// The code steps' files come from the last build of the same code when there is one (scripts/code-builds.ts).
const code = codeHash(process.cwd());
const codeCache = join(cacheDir, 'code');
const dist = resolve('dist');
// What vike's build replaces (it empties its output folders first).
for (const stale of ['client', 'server', 'assets.json']) rmSync(join(dist, stale), { recursive: true, force: true });
const codeSteps: string[] = [];
if (restoreSnapshot(codeCache, 'vike', code, dist)) {
  codeSteps.push('vike build');
} else {
  // A production build whatever the caller's NODE_ENV (test runners set it to 'test').
  const vike = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vike.status !== 0) process.exit(vike.status ?? 1);
  keepSnapshot(
    codeCache,
    'vike',
    code,
    dist,
    ['client', 'server', 'assets.json'].map((name) => join(dist, name)),
  );
}
stepDone('vike build');
const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', BUILD_CACHE_DIR: cacheDir },
});
if (prerender.status !== 0) process.exit(prerender.status ?? 1);
// The pages the prerender wrote (redirects and not-found pages among them), before the staff inbox adds its own.
const pageCount = filesBelow(join(dist, 'client')).filter((file) => file.endsWith('.html')).length;
stepDone('prerender');
// The staff inbox is a build of its own, so the public pages' chunks stay exactly as they are.
if (restoreSnapshot(codeCache, 'staff', code, dist)) {
  codeSteps.push('staff inbox build');
} else {
  const before = new Map(filesBelow(join(dist, 'client')).map((file) => [file, fileStamp(file)]));
  const staff = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.staff.config.ts', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (staff.status !== 0) process.exit(staff.status ?? 1);
  const made = filesBelow(join(dist, 'client')).filter((file) => before.get(file) !== fileStamp(file));
  keepSnapshot(codeCache, 'staff', code, dist, made);
}
if (codeSteps.length > 0) console.log(`Code unchanged since the last build: ${codeSteps.join(' and ')} taken from it`);
await writeStaffPages('dist/client', result.content.site.brand.color);
stepDone('staff inbox');

publishImages(images.copies);
publishBrandImages(brand.copies);
console.log(`Brand: ${brand.copies.length} files (icons, logo, sharing picture) in ${brandMs} ms`);
console.log(
  `Pictures: ${images.made} made, ${images.cached} from the cache, ${images.copied} SVG as they are; ${images.copies.length} files in ${imagesMs} ms`,
);
writeFileSync('dist/client/sitemap.xml', sitemapXml(result.content));
writeFileSync('dist/client/robots.txt', robotsTxt(result.content.site));
// Compressed once here rather than at each server start; static hosts can serve the copies too.
const compressed = await precompressDir('dist/client', { cacheDir: join(cacheDir, 'compressed') });
console.log(
  `Compressed ${compressed.sources} files (${compressed.files} .br and .gz, ${compressed.compressed} made, the rest from the cache) in ${compressed.ms} ms`,
);
stepDone('compression');
console.log(`Steps: ${steps.join(', ')}`);
// Per page: what a site's size costs, comparable between sites and languages.
const seconds = (performance.now() - started) / 1000;
console.log(`Build finished in ${seconds.toFixed(1)} s, ${(seconds / pageCount).toFixed(2)} s per page (${pageCount} pages)`);

// A picture the build cannot use: its message names the file.
function stopOnImageError(error: unknown): never {
  if (!(error instanceof ImageBuildError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Size and time of last change: what tells a file the staff build wrote from one it left alone.
function fileStamp(file: string): string {
  const stat = statSync(file);
  return `${stat.size}:${stat.mtimeMs}`;
}
