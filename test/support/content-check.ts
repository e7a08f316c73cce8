// Test support: load a copy of the fixture with one mistake put in, and read what the check says about it.
export { checkCopy, checkRoot, edit, ABOUT, HOME, SITE };

import { copyFixture, type Edit } from './content-copy';
import { formatErrors } from '../../src/content/format';
import { loadContent } from '../../src/content/load';
import type { ContentError } from '../../src/content/content-error';

const ABOUT = 'content/pages/about.yaml';
const HOME = 'content/pages/index.yaml';
const SITE = 'content/site.yaml';

/** Load a copy of the fixture with the edits; it must fail. */
async function checkCopy(...edits: Edit[]): Promise<{ errors: ContentError[]; report: string; at: string[] }> {
  return checkRoot(copyFixture(...edits));
}

/** Load the content of a project (a copy with a mistake put in); it must fail. */
async function checkRoot(root: string): Promise<{ errors: ContentError[]; report: string; at: string[] }> {
  const result = await loadContent({ root });
  if (result.ok) throw new Error('the content was expected to have errors');
  return {
    errors: result.errors,
    report: formatErrors(result.errors, { root }),
    at: result.errors.map((error) => `${error.file}:${error.line}:${error.column} ${error.keyPath}`),
  };
}

function edit(file: string, find: string, replace: string | Uint8Array): Edit {
  return { file, find, replace };
}
