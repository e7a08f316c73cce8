export { walkStrings };

import type { PathSegment } from './key-path';

/** Call `visit` for every string in a parsed YAML value, with its path. */
function walkStrings(value: unknown, path: PathSegment[], visit: (path: PathSegment[], value: string) => void): void {
  if (typeof value === 'string') visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, [...path, index], visit));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...path, key], visit);
  }
}
