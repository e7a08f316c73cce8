// `npm run check`: validate content/site.yaml and every page, print each problem with its fix, exit 1 on any.
export { runCheck };
export type { CheckOptions };

import { realpathSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { formatErrors } from '../src/content/format';
import { loadContent } from '../src/content/load';

interface CheckOptions {
  /** Project root holding content/ and public/; default: the current directory. */
  root?: string;
  /** Colour the report; default: when standard output is a terminal. */
  color?: boolean;
  /** Where the report goes; default: standard output. */
  print?: (text: string) => void;
}

/** Check all content and print the report; true when there is no error. */
async function runCheck(options: CheckOptions = {}): Promise<boolean> {
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const color = options.color ?? Boolean(process.stdout.isTTY);
  const started = performance.now();
  const result = await loadContent({ root: options.root });
  const elapsed = performance.now() - started;
  const errors = result.ok ? [] : result.errors;
  if (result.warnings.length > 0) print(formatErrors(result.warnings, { color, root: options.root, warnings: true }));
  print(formatErrors(errors, { color, root: options.root, fileCount: result.files }));
  print(`Checked ${result.files} files in ${Math.round(elapsed)} ms`);
  return result.ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  process.exitCode = (await runCheck()) ? 0 : 1;
}
