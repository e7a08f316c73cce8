export { pointerToPath, formatKeyPath };
export type { PathSegment };

/** A key of a map or an index of a list. */
type PathSegment = string | number;

/** `/sections/2/items/0/title` (a JSON pointer, as the validator reports it) -> `['sections', 2, 'items', 0, 'title']`. */
function pointerToPath(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : key;
    });
}

/** `['sections', 2, 'items', 0, 'title']` -> `sections[2].items[0].title`. */
function formatKeyPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
