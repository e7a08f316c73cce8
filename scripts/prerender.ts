// The prerender step of `npm run build`, after `vike build` (run with NODE_ENV=production): every route's page is
// rendered with the build's output handed over as data (the client folder's code, the pictures' variants), then
// the pages' stylesheets are written, after the pages and not while they render.
import { renameSync, rmdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prerender } from 'vike/api';
import { writeStylesheets } from '../src/renderer/deferred-css';
import { notFoundFile, notFoundRoutes } from '../src/renderer/not-found-routes';
import { readSiteBuild } from '../src/renderer/site-build';

const distDir = resolve('dist');
// BUILD_CACHE_DIR (set by scripts/build.ts): where the rendered pages are kept between builds.
const cacheDir = process.env.BUILD_CACHE_DIR;
const siteBuild = readSiteBuild(distDir, cacheDir && join(cacheDir, 'pages'));
// https://vike.dev/prerender-programmatic — pageContextInit reaches each page's +onRenderHtml.
await prerender({ pageContextInit: { siteBuild } });
writeStylesheets(join(distDir, 'client'), siteBuild.stylesheets);
// Another language's not-found page is a file beside that language's pages, not a page at an address of its own.
for (const route of notFoundRoutes(siteBuild.content)) {
  const folder = join(distDir, 'client', route);
  renameSync(join(folder, 'index.html'), join(distDir, 'client', notFoundFile(route)));
  rmdirSync(folder);
}
siteBuild.pages.prune();
const { made, cached } = siteBuild.pages.counts;
console.log(`Pages: ${made} rendered, ${cached} from the cache; stylesheets: ${siteBuild.stylesheets.size} written`);
