export { checkServiceAreas };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { wording } from './error-map';
import type { PathSegment } from './key-path';
import { cityValue } from './town-value';
import { locate } from './yaml-source';
import { isObject } from './is-object';

type List = 'primary' | 'additional';

/** A town is in one of serviceAreas' lists: in both, it would be offered and shown twice. */
function checkServiceAreas(files: readonly ParsedFile[]): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const areas = site && isObject(site.data) && isObject(site.data.serviceAreas) ? site.data.serviceAreas : undefined;
  if (!site || !areas) return [];
  const line = (at: PathSegment[]) => locate(site.source(), at, 'value').start.line;
  const towns = (list: List): { town: string; at: PathSegment[]; list: List }[] => {
    const items = areas[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((item, index) => {
      const town = list === 'primary' ? (isObject(item) ? item.town : undefined) : item;
      const at = list === 'primary' ? ['serviceAreas', list, index, 'town'] : ['serviceAreas', list, index];
      return typeof town === 'string' ? [{ town, at, list }] : [];
    });
  };
  const additional = new Map(towns('additional').map((entry) => [cityValue(entry.town), entry]));
  // The one written further down the file is the second: usually the additional one.
  return towns('primary').flatMap((main) => {
    const other = additional.get(cityValue(main.town));
    if (!other) return [];
    const [first, second] = line(main.at) <= line(other.at) ? [main, other] : [other, main];
    return [errorAt(site.source(), second.at, 'value', wording.townTwice(second.town, first.list, line(first.at)))];
  });
}
