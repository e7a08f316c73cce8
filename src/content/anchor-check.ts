export { checkAnchors };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { closest } from './did-you-mean';
import { wording } from './error-map';
import type { ContentFile } from './files';
import { holdsLeadForm, leadFormAnchor } from './lead-form';
import { walkStrings } from './walk-strings';
import { isObject } from './is-object';

// A link to a place on a page (`#estimate`, `/contact#estimate`) leads to a section of that page with that anchor:
// its `id`, or the page's first lead form's default one. A link to a place on a redirected address is not followed.
function checkAnchors(files: readonly ParsedFile[], routes: ReadonlyMap<string, ContentFile>): ContentError[] {
  const errors: ContentError[] = [];
  const byFile = new Map(files.map((file) => [file.content.file, file]));
  for (const file of files) {
    walkStrings(file.data, [], (path, href) => {
      if (path[path.length - 1] !== 'href') return;
      const hash = href.indexOf('#');
      if (hash < 0) return;
      const route = href.slice(0, hash).split('?')[0]!;
      // A place on this page: site.yaml's links are on every page, where no one anchor is sure to be.
      if (route === '' && file.content.role === 'site') return;
      const target = route === '' ? file : route.startsWith('/') && !route.startsWith('//') ? pageAt(route, routes, byFile) : undefined;
      if (!target) return;
      const anchor = href.slice(hash + 1);
      const anchors = anchorsOf(target);
      if (anchors.includes(anchor)) return;
      const page = route === '' ? undefined : route;
      const near = closest(anchor, anchors, 2);
      // The form's anchor on a page without a form: the nearest is another page's form.
      const form = near === undefined && anchor === leadFormAnchor ? formElsewhere(routes, byFile) : undefined;
      errors.push(errorAt(file.source(), path, 'value', wording.missingAnchor(href, page, anchors, { anchor: near, form })));
    });
  }
  return errors;
}

function pageAt(route: string, routes: ReadonlyMap<string, ContentFile>, byFile: ReadonlyMap<string, ParsedFile>) {
  const content = routes.get(route || '/');
  return content && byFile.get(content.file);
}

/** The first page, in address order, whose lead form has the default anchor: `/contact#estimate`, say. */
function formElsewhere(routes: ReadonlyMap<string, ContentFile>, byFile: ReadonlyMap<string, ParsedFile>): string | undefined {
  const route = [...routes.keys()].sort().find((candidate) => {
    const page = pageAt(candidate, routes, byFile);
    return page !== undefined && anchorsOf(page).includes(leadFormAnchor);
  });
  return route && `${route}#${leadFormAnchor}`;
}

/** The anchors of a page, in page order: each section's `id`, and its first lead form's default one. */
function anchorsOf(page: ParsedFile): string[] {
  const data = isObject(page.data) ? page.data : {};
  const sections = [data.sections, data.sidebar].flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []));
  const form = sections.find(holdsLeadForm);
  return sections.flatMap((section) => {
    if (typeof section.id === 'string') return [section.id];
    return section === form ? [leadFormAnchor] : [];
  });
}
