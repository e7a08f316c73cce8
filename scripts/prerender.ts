// The prerender step of `npm run build`, after `vike build` (run with NODE_ENV=production): every route's page is
// rendered with the build's output handed over as data (the client folder's code, the pictures' variants), then
// the pages' stylesheets are written, after the pages and not while they render.
import { join, resolve } from 'node:path';
import { prerender } from 'vike/api';
import { writeStylesheets } from '../src/renderer/deferred-css';
import { readSiteBuild } from '../src/renderer/site-build';

const distDir = resolve('dist');
const siteBuild = readSiteBuild(distDir);
// https://vike.dev/prerender-programmatic — pageContextInit reaches each page's +onRenderHtml.
await prerender({ pageContextInit: { siteBuild } });
writeStylesheets(join(distDir, 'client'), siteBuild.stylesheets);
console.log(`Stylesheets: ${siteBuild.stylesheets.size} written`);
