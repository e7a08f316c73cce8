export { checkRequiredPages };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { wording } from './error-map';
import type { ContentFile } from './files';
import { newPageCommand } from './new-page-command';
import { locate } from './yaml-source';
import { isObject } from './is-object';

/** site.yaml's requiredPages that no page makes, each an error at its own line of the list. */
function checkRequiredPages(files: readonly ParsedFile[], routes: ReadonlyMap<string, ContentFile>): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const data = site?.data;
  if (!site || !isObject(data) || !Array.isArray(data.requiredPages)) return [];
  const redirects = Array.isArray(data.redirects) ? data.redirects : [];
  const redirectFrom = (route: string) => redirects.findIndex((item) => isObject(item) && item.from === route);
  return data.requiredPages.flatMap((route, index) => {
    if (typeof route !== 'string' || routes.has(route)) return [];
    const at = ['requiredPages', index];
    const redirect = redirectFrom(route);
    const said = wording.requiredPageMissing({
      route,
      file: pageFile(route),
      command: newPageCommand(route),
      line: locate(site.source(), at, 'value').start.line,
      redirectLine: redirect < 0 ? undefined : locate(site.source(), ['redirects', redirect, 'from'], 'value').start.line,
    });
    return [errorAt(site.source(), at, 'value', said)];
  });
}

/** The file that makes a route: `/` -> content/pages/index.yaml, `/a/b` -> content/pages/a/b.yaml. */
function pageFile(route: string): string {
  return `content/pages${route === '/' ? '/index' : route}.yaml`;
}
