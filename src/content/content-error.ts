export { errorAt, errorAtOffset, fileError };
export type { ContentError, Position };

import type { Wording } from './error-map';
import { formatKeyPath, type PathSegment } from './key-path';
import { locate, positionAt, type Position, type SourceFile, type Spot } from './yaml-source';

/** One problem found in the content, worded for someone who edits YAML but does not write code. */
interface ContentError {
  /** Path relative to the project root, e.g. `content/pages/about.yaml`. */
  file: string;
  /** Line of the offending value (or key), from the parser. */
  line: number;
  /** Column of the offending value (or key), from the parser. */
  column: number;
  /** Where the value sits in the file, e.g. `sections[2].items[0].title`; empty for the file as a whole. */
  keyPath: string;
  /** What is wrong, in plain words. */
  message: string;
  /** What the file should hold there. */
  expected?: string;
  /** What the file holds there. */
  found?: string;
  /** How to fix it. */
  hint?: string;
  /** End of the offending text (exclusive) when it sits on one line; used to underline it. */
  end?: Position;
}

/** An error at the node of `at` (its key or its value), showing `keyPath`. */
function errorAt(
  source: SourceFile,
  at: readonly PathSegment[],
  spot: Spot,
  wording: Wording,
  keyPath: readonly PathSegment[] = at,
): ContentError {
  const { start, end } = locate(source, at, spot);
  return build(source.file, start, end, formatKeyPath(keyPath), wording);
}

/** An error at an offset of the file's text (syntax errors, bad bytes, placeholders). */
function errorAtOffset(
  source: SourceFile,
  offset: number,
  end: number | undefined,
  wording: Wording,
  keyPath: readonly PathSegment[] = [],
): ContentError {
  const start = positionAt(source, offset);
  const stop = end !== undefined && end > offset ? positionAt(source, end) : undefined;
  return build(source.file, start, stop?.line === start.line ? stop : undefined, formatKeyPath(keyPath), wording);
}

/** An error about a file as a whole (missing, badly named, unreadable). */
function fileError(file: string, wording: Wording): ContentError {
  return build(file, { line: 1, column: 1 }, undefined, '', wording);
}

function build(file: string, start: Position, end: Position | undefined, keyPath: string, wording: Wording): ContentError {
  const error: ContentError = { file, line: start.line, column: start.column, keyPath, message: wording.message };
  if (wording.expected !== undefined) error.expected = wording.expected;
  if (wording.found !== undefined) error.found = wording.found;
  if (wording.hint !== undefined) error.hint = wording.hint;
  if (end) error.end = end;
  return error;
}
