export { checkIcons };
export type { IconCheck };

import { readFileSync } from 'node:fs';
import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { closest } from './did-you-mean';
import { wording } from './error-map';
import { walkStrings } from './walk-strings';
import { contentSvgDrawing } from '../icons/content-svg';
import type { IconDrawing } from '../icons/drawing';
import { iconSetDrawing, iconSetNames } from '../icons/icon-set';
import { productIcons } from '../icons/names';
import { isImagePath, listImages, sourceOf } from '../images/source-files';

/** What the check found about the icons the content names. */
interface IconCheck {
  errors: ContentError[];
  /** The drawing of every icon the site shows (the content's and the product's own), by the name content gives it. */
  icons: Record<string, IconDrawing>;
}

/** Every `icon:` names an icon of the kept set or an SVG in content/images; only those reach the pages. */
function checkIcons(files: readonly ParsedFile[], root: string): IconCheck {
  const result: IconCheck = { errors: [], icons: {} };
  for (const name of productIcons) result.icons[name] = iconSetDrawing(name)!;
  let images: string[] | undefined;
  for (const file of files) {
    walkStrings(file.data, [], (path, value) => {
      if (path[path.length - 1] !== 'icon' || Object.hasOwn(result.icons, value)) return;
      if (value.startsWith('/images/')) {
        images ??= listImages(root);
        if (!isImagePath(value) || !images.includes(value)) {
          const svgs = images.filter((image) => image.endsWith('.svg'));
          result.errors.push(errorAt(file.source(), path, 'value', wording.iconFileMissing(value, closest(value, svgs))));
          return;
        }
        const drawing = value.endsWith('.svg')
          ? contentSvgDrawing(readFileSync(sourceOf(root, value), 'utf8'))
          : { problem: 'it is not an SVG file' };
        if ('problem' in drawing)
          result.errors.push(errorAt(file.source(), path, 'value', wording.iconFileUnusable(value, drawing.problem)));
        else result.icons[value] = drawing;
        return;
      }
      const drawing = iconSetDrawing(value);
      if (drawing) result.icons[value] = drawing;
      else result.errors.push(errorAt(file.source(), path, 'value', wording.unknownIcon(value, closest(value, iconSetNames()))));
    });
  }
  return result;
}
