export { checkRequiredPages };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { wording } from './error-map';
import type { ContentFile } from './files';

/** site.yaml's requiredPages that no page makes, each an error at its own line of the list. */
function checkRequiredPages(files: readonly ParsedFile[], routes: ReadonlyMap<string, ContentFile>): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const data = site?.data;
  if (!site || !isObject(data) || !Array.isArray(data.requiredPages)) return [];
  const redirected = new Set(
    Array.isArray(data.redirects)
      ? data.redirects.flatMap((item) => (isObject(item) && typeof item.from === 'string' ? [item.from] : []))
      : [],
  );
  return data.requiredPages.flatMap((route, index) =>
    typeof route === 'string' && !routes.has(route)
      ? [
          errorAt(
            site.source(),
            ['requiredPages', index],
            'value',
            wording.requiredPageMissing(route, pageFile(route), redirected.has(route)),
          ),
        ]
      : [],
  );
}

/** The file that makes a route: `/` -> content/pages/index.yaml, `/a/b` -> content/pages/a/b.yaml. */
function pageFile(route: string): string {
  return `content/pages${route === '/' ? '/index' : route}.yaml`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
