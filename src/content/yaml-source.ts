export { parseSource, locate, positionAt, rawScalar, valueRange, commaSplitText };
export type { SourceFile, Spot, Located, Position };

import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Scalar } from 'yaml';
import type { PathSegment } from './key-path';

/** A spot in a file; line and column start at 1. */
interface Position {
  line: number;
  column: number;
}

/** A parsed YAML file with the parser's positions kept. */
interface SourceFile {
  /** Path relative to the project root. */
  file: string;
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

/** Point at the key (unknown or empty keys) or at the value (everything else). */
type Spot = 'key' | 'value';

interface Located {
  start: Position;
  end?: Position;
}

function parseSource(file: string, text: string): SourceFile {
  const lineCounter = new LineCounter();
  // One document per file; raw offsets (turned into positions here); problems are reported, never logged.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  return { file, text, doc, lineCounter };
}

function positionAt(source: SourceFile, offset: number): Position {
  const { line, col } = source.lineCounter.linePos(Math.max(0, Math.min(offset, source.text.length)));
  return { line, column: col };
}

/** The parser's position of the node at `path`, or of its nearest ancestor present in the file. */
function locate(source: SourceFile, path: readonly PathSegment[], spot: Spot): Located {
  const { node, key, found } = findNode(source, path);
  const target = found && spot === 'key' && key ? key : isNodeWithRange(node) ? node : key;
  if (!target?.range) return { start: { line: 1, column: 1 } };
  const [from, to] = target.range;
  const start = positionAt(source, from);
  // Underline scalars that sit on one line; for lists and maps point at their first character.
  if (!isScalar(target) || to <= from) return { start };
  const end = positionAt(source, to);
  return end.line === start.line ? { start, end } : { start };
}

/** The text of the plain value at `path` exactly as written (`007`, `yes`), without quotes. */
function rawScalar(source: SourceFile, path: readonly PathSegment[]): string | undefined {
  const { node, found } = findNode(source, path);
  if (!found || !isScalar(node) || !node.range || node.type !== 'PLAIN') return undefined;
  return source.text.slice(node.range[0], node.range[1]);
}

/** Offsets of the value at `path` in the file's text, when the file holds it. */
function valueRange(source: SourceFile, path: readonly PathSegment[]): [number, number] | undefined {
  const { node, found } = findNode(source, path);
  return found && isNodeWithRange(node) ? [node.range[0], node.range[1]] : undefined;
}

/**
 * When the key at `path` is the end of a text a comma cut inside `{ … }` (`{ title: Family owned, we come first. }`
 * holds the key 'we come first.', with no colon), that text as it was meant: `title: "Family owned, we come first."`.
 */
function commaSplitText(source: SourceFile, path: readonly PathSegment[]): string | undefined {
  const { node: parent, found } = findNode(source, path.slice(0, -1));
  if (!found || !isMap(parent) || !parent.flow || path.length === 0) return undefined;
  const pairs = parent.items;
  const bare = (at: number) => {
    const key = pairs[at]?.key;
    return isScalar(key) && key.type === 'PLAIN' && key.range !== undefined && pairs[at]!.value === null;
  };
  const at = pairs.findIndex((pair) => keyText(pair.key) === String(path[path.length - 1]));
  if (at < 0 || !bare(at)) return undefined;
  let first = at;
  while (bare(first - 1)) first--;
  let last = at;
  while (bare(last + 1)) last++;
  const owner = pairs[first - 1];
  const text = owner?.value;
  const end = (pairs[last]!.key as Scalar).range![1];
  if (!owner || !isScalar(owner.key) || !owner.key.range || !isScalar(text) || text.type !== 'PLAIN' || !text.range) return undefined;
  const written = source.text.slice(text.range[0], end);
  if (typeof text.value !== 'string' || /[\r\n]/.test(written)) return undefined;
  const key = source.text.slice(owner.key.range[0], owner.key.range[1]);
  return `${key}: "${written.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function findNode(source: SourceFile, path: readonly PathSegment[]): { node: unknown; key?: Node; found: boolean } {
  let node: unknown = source.doc.contents;
  let key: Node | undefined;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(source.doc);
    if (isMap(node)) {
      const pair = node.items.find((item) => keyText(item.key) === String(segment));
      if (!pair) return { node, key, found: false };
      key = isNodeWithRange(pair.key) ? pair.key : undefined;
      node = pair.value ?? undefined;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      key = undefined;
      node = node.items[segment];
    } else {
      return { node, key, found: false };
    }
  }
  return { node, key, found: true };
}

function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  return String(key);
}

function isNodeWithRange(value: unknown): value is Node & { range: [number, number, number] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { range?: unknown }).range);
}
