// A derived source file is rewritten only when its text changes, so a rebuild leaves its time alone.
export { writeWhenChanged };

import { readFileSync, writeFileSync } from 'node:fs';

/** Writes `text` to `file` unless it already holds it; true when it wrote. */
function writeWhenChanged(file: string, text: string): boolean {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current === text) return false;
  writeFileSync(file, text);
  return true;
}
