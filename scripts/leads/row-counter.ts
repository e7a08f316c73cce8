export { rowCounter };
export type { RowCounter };

/** Counts the leads of an export as its text passes, a piece at a time. */
interface RowCounter {
  add(text: string): void;
  readonly rows: number;
}

// CSV: records after the header (every field is quoted, so a line break inside quotes belongs to its cell).
// JSON: the objects of the top-level array.
function rowCounter(format: 'csv' | 'json'): RowCounter {
  let rows = 0;
  let quoted = false;
  let escaped = false;
  let depth = 0;
  let lines = 0;
  const csv = (char: string) => {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) lines++;
  };
  const json = (char: string) => {
    if (quoted) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') quoted = false;
      return;
    }
    if (char === '"') quoted = true;
    else if (char === '{' || char === '[') {
      if (char === '{' && depth === 1) rows++;
      depth++;
    } else if (char === '}' || char === ']') depth--;
  };
  return {
    add(text) {
      for (const char of text) (format === 'csv' ? csv : json)(char);
    },
    get rows() {
      return format === 'csv' ? Math.max(0, lines - 1) : rows;
    },
  };
}
