// Test support: the built sites the site suite checks, the sample's in dist/ and each fixture site's in a project of
// its own (content and public from test/fixtures/<name>, code and packages linked from this one).
export { siteBuilds, siteBuild, buildFixtureSites, builtPagesAtLeast, builtContent, builtRoutes, missIn };
export type { SiteBuild };

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureRoot } from './fixture-sites';
import { loadContentSync } from '../../src/content/load';
import type { LoadedContent } from '../../src/content/types';

/** One built site: its project root and the folder the build wrote its pages to. */
interface SiteBuild {
  name: string;
  root: string;
  distClient: string;
}

const project = process.cwd();
// Kept between runs, so SKIP_TEST_BUILD=1 finds them and each build reuses its own cache.
const buildsDir = join(project, 'node_modules/.cache/fixture-builds');
const fixtureNames = ['roofer-site', 'plumber-site'] as const;

/** The sample (content/) and every fixture site made for the generator's tests. */
const siteBuilds: SiteBuild[] = [
  { name: 'sample', root: project, distClient: join(project, 'dist/client') },
  ...fixtureNames.map((name) => ({ name, root: join(buildsDir, name), distClient: join(buildsDir, name, 'dist/client') })),
];

/** The built site of that name. */
function siteBuild(name: (typeof fixtureNames)[number]): SiteBuild {
  return siteBuilds.find((build) => build.name === name)!;
}

/** `npm run build` of each fixture site in its project folder; throws when one fails. */
function buildFixtureSites(): void {
  for (const name of fixtureNames) {
    const root = join(buildsDir, name);
    mkdirSync(root, { recursive: true });
    // Fresh content, public files and schemas each time; the build's own caches stay.
    for (const dir of ['content', 'public', 'schema']) {
      rmSync(join(root, dir), { recursive: true, force: true });
      const from = dir === 'schema' ? join(project, dir) : join(fixtureRoot(name), dir);
      // A site may have no public/ folder: its pictures are in content/images.
      if (existsSync(from)) cpSync(from, join(root, dir), { recursive: true });
    }
    for (const link of ['src', 'scripts', 'node_modules', 'package.json', 'vite.config.ts', 'vite.staff.config.ts', 'tsconfig.json']) {
      // A link kept from a checkout elsewhere (a copied or moved project) would build with that checkout's code.
      if (existsSync(join(root, link)) && readlinkSync(join(root, link)) === join(project, link)) continue;
      rmSync(join(root, link), { force: true });
      symlinkSync(join(project, link), join(root, link));
    }
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TSX_TSCONFIG_PATH: join(project, 'tsconfig.json'), BUILD_CACHE_DIR: join(root, '.cache/build') },
    });
    if (result.status !== 0) throw new Error(`the build of the fixture site ${name} failed: see the output above`);
  }
}

/** How many HTML files a build of the site writes at least: its pages, its 404 page and a page per redirect. */
function builtPagesAtLeast(build: SiteBuild): number {
  const { pages, site } = builtContent(build);
  return pages.length + 1 + site.redirects.length;
}

/** Every page's route in each of the site's languages, then each language's not-found page ('/404', '/es/404'). */
function builtRoutes(build: SiteBuild): string[] {
  const content = builtContent(build);
  const others = Object.values(content.translations);
  // A not-found page kept in the main language is that language's own: it is listed once.
  const notFound = [...new Set(['/404', ...others.map((language) => language.notFound.route)])];
  return [...content.pages, ...others.flatMap((language) => language.pages)].map((page) => page.route).concat(notFound);
}

/** An address no page has, in the language of the not-found route given ('/no-such-page', '/es/no-such-page'). */
function missIn(notFound: string): string {
  return notFound.replace(/404$/, 'no-such-page');
}

/** The content the site was built from, checked; throws when it has errors. */
function builtContent(build: SiteBuild): LoadedContent {
  const result = loadContentSync({ root: build.root });
  if (!result.ok) throw new Error(`the content of ${build.name} has errors`);
  return result.content;
}
