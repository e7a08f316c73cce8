// Every `{name}` in a file is one of the placeholders its place may use, or the check names it with the nearest.
export { checkPlaceholders };

import { errorAt, errorAtOffset, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { closest } from './did-you-mean';
import { wording } from './error-map';
import {
  findPlaceholders,
  messagePlaceholderNames,
  photoPlaceholderNames,
  confirmationPlaceholderNames,
  formPlaceholderNames,
  wordPlaceholderNames,
  titlePlaceholderNames,
  placeholderNames,
} from './placeholders';
import { walkStrings } from './walk-strings';
import { valueRange } from './yaml-source';

/** Every `{name}` must be one of the placeholders filled from site.yaml. */
function checkPlaceholders(file: Pick<ParsedFile, 'source' | 'data'>): ContentError[] {
  const errors: ContentError[] = [];
  walkStrings(file.data, [], (path, value) => {
    // The acknowledgement e-mail also names the homeowner and links the website, filled when it is sent.
    // The photo field's words name a photo, a count and the server's reason, filled in the browser; the
    // confirmation counts the photos that arrived.
    const names =
      path[0] === 'speedToLead'
        ? [...placeholderNames, ...messagePlaceholderNames]
        : path[0] === 'messages' && path[1] === 'photos'
          ? [...placeholderNames, ...photoPlaceholderNames]
          : path[0] === 'messages' && path[1] === 'confirmation'
            ? [...placeholderNames, ...confirmationPlaceholderNames]
            : path[0] === 'messages' && path[1] === 'form'
              ? [...placeholderNames, ...formPlaceholderNames]
              : path[0] === 'titles'
                ? [...placeholderNames, ...titlePlaceholderNames]
                : path[0] === 'words'
                  ? [...placeholderNames, ...wordPlaceholderNames]
                  : placeholderNames;
    for (const placeholder of findPlaceholders(value)) {
      if ((names as readonly string[]).includes(placeholder.name)) continue;
      const said = wording.unknownPlaceholder(placeholder.name, names, closest(placeholder.name.trim(), names));
      // Point at the placeholder itself when the value is written as is in the file.
      const source = file.source();
      const range = valueRange(source, path);
      const at = range ? source.text.indexOf(placeholder.raw, range[0]) : -1;
      if (range && at >= 0 && at < range[1]) {
        errors.push(errorAtOffset(source, at, at + placeholder.raw.length, said, path));
      } else {
        errors.push(errorAt(source, path, 'value', said));
      }
    }
  });
  return errors;
}
