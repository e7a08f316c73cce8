// `npm run check`: validate content/site.yaml and every page, print each problem with its fix, exit 1 on any;
// warn (without failing) about a page whose first screen no longer fits the first round trip.
// `npm run check -- --production`: also whatever a real site must replace or set before going live (what is left of
// a sample in the content, and the settings in the environment or .env).
export { runCheck };
export type { CheckOptions };

import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs, styleText } from 'node:util';
import { underGitHubActions, workflowAnnotations, type Notice } from '../src/content/annotations';
import { formatErrors } from '../src/content/format';
import { loadContent } from '../src/content/load';
import type { LoadedContent } from '../src/content/types';
import { settingAdvice, settingProblems } from '../src/server/go-live';

interface CheckOptions {
  /** Project root holding content/ and public/; default: the current directory. */
  root?: string;
  /** Colour the report; default: when standard output is a terminal. */
  color?: boolean;
  /** Also print each problem as a GitHub Actions annotation; default: when GITHUB_ACTIONS is 'true'. */
  annotate?: boolean;
  /** Where the report goes; default: standard output. */
  print?: (text: string) => void;
  /**
   * Folder keeping the first screens' weights between runs (each under the hash of the code and the page's
   * content); default: node_modules/.cache/build/first-screens of the project, when it has node_modules.
   */
  cacheDir?: string;
  /** Told how many first screens were weighed, and how many weights came from the cache. */
  weighed?: (made: number, cached: number) => void;
  /** Also check that the site is ready to go live: no sample left in the content, the production settings made. */
  production?: boolean;
  /** The settings a production check reads; default: the process's environment. */
  env?: NodeJS.ProcessEnv;
}

/** Check all content and print the report; true when there is no error (warnings do not count). */
async function runCheck(options: CheckOptions = {}): Promise<boolean> {
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const color = options.color ?? Boolean(process.stdout.isTTY);
  const annotate = options.annotate ?? underGitHubActions();
  const started = performance.now();
  const result = await loadContent({ root: options.root, production: options.production });
  const root = resolve(options.root ?? process.cwd());
  const cacheDir =
    options.cacheDir ?? (existsSync(join(root, 'node_modules')) ? join(root, 'node_modules/.cache/build/first-screens') : undefined);
  const sizes = result.ok ? await sizeWarnings(result.content, cacheDir) : { warnings: [], weighed: 0, cached: 0 };
  const warnings = sizes.warnings;
  const elapsed = performance.now() - started;
  const errors = result.ok ? [] : result.errors;
  if (result.warnings.length > 0) print(formatErrors(result.warnings, { color, root: options.root, warnings: true }));
  print(formatErrors(errors, { color, root: options.root, fileCount: result.files }));
  for (const warning of warnings)
    print(`${color ? styleText('yellow', 'warning', { validateStream: false }) : 'warning'}: ${warning.file}  ${warning.message}`);
  if (annotate) for (const line of workflowAnnotations(errors, warnings)) print(line);
  const settings = options.production ? settingProblems(options.env ?? process.env) : [];
  const paint = (style: 'cyan' | 'green' | 'red', text: string) => (color ? styleText(style, text, { validateStream: false }) : text);
  if (settings.length) {
    const blocks = settings.map(
      (problem) => `${paint('cyan', problem.variable)}  ${problem.message}\n\n  ${paint('green', 'hint:')} ${problem.hint}`,
    );
    const count = `${settings.length} ${settings.length === 1 ? 'setting' : 'settings'} to make before going live`;
    print(`\n${[...blocks, paint('red', count)].join('\n\n')}`);
  }
  if (options.production) for (const advice of settingAdvice(options.env ?? process.env)) print(`\n${paint('cyan', 'note:')} ${advice}`);
  if (options.production && result.ok && !settings.length)
    print(paint('green', 'Ready to go live: nothing of a sample is left, and the production settings are made'));
  print(`Checked ${result.files} files in ${Math.round(elapsed)} ms`);
  options.weighed?.(sizes.weighed, sizes.cached);
  return result.ok && settings.length === 0;
}

// Words below the first screen never fail anything: the first screen comes first in the document and paints
// before the rest arrives. Only a first screen too heavy for the first round trip is worth a word.
// The page components load only when the content is valid: a mistake is reported without waiting for them.
async function sizeWarnings(
  content: LoadedContent,
  cacheDir: string | undefined,
): Promise<{ warnings: Notice[]; weighed: number; cached: number }> {
  const { firstRoundTrip, firstScreenWeights } = await import('../src/renderer/first-screen-weight');
  const { openBuildCache, sourceFingerprint } = await import('../src/renderer/build-cache');
  // The weights are made by this project's code, wherever the content is.
  const code = fileURLToPath(new URL('..', import.meta.url));
  const cache = openBuildCache<number>(cacheDir, cacheDir ? sourceFingerprint(join(code, 'src'), join(code, 'package-lock.json')) : '');
  const weights = await firstScreenWeights(content, cache);
  cache.prune();
  const warnings = weights
    .filter((page) => page.bytes > firstRoundTrip.firstScreen)
    .map((page) => ({
      file: page.file,
      message:
        `the first screen of ${page.route} is ${page.bytes} bytes compressed, more than the ${firstRoundTrip.firstScreen} ` +
        'that arrive in the first round trip, so it paints later on a slow phone connection. ' +
        'Shorten its hero and the section after it, or move long text further down the page.',
    }));
  return { warnings, weighed: cache.counts.made, cached: cache.counts.cached };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  let production = false;
  try {
    production = parseArgs({ options: { production: { type: 'boolean' } }, strict: true }).values.production === true;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\nUsage: npm run check [-- --production]\n`);
    process.exit(2);
  }
  // The production settings are the server's: the environment, filled in by a .env file here as the server does.
  if (production && existsSync('.env')) process.loadEnvFile('.env');
  process.exitCode = (await runCheck({ production })) ? 0 : 1;
}
