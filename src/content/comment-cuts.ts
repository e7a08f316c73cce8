// A ` #` in unquoted text starts a comment: `license: HVAC #48213` is read as 'HVAC', and nothing else fails. Such a
// comment after a free text is told at its '#'; after a number, a yes/no or a value of a fixed form it stays a note.
export { commentCuts };

import { isMap, isScalar, isSeq } from 'yaml';
import { errorAtOffset, type ContentError } from './content-error';
import { syntaxWording } from './error-map';
import type { PathSegment } from './key-path';
import type { SyntaxIssue } from './syntax-errors';
import { isFreeText, itemPlace, keyPlace, type SchemaIndex, type SchemaPlace } from './visitor-text';
import { positionAt, type SourceFile } from './yaml-source';
import { isObject } from './is-object';

/** Every free text of a file followed by a comment on the same line; `place` is the file's place in the schemas. */
function commentCuts(text: string, source: () => SourceFile, data: unknown, index: SchemaIndex, place: SchemaPlace): ContentError[] {
  // Most files have no '#' after anything on a line: they are not parsed again (their data may come from the cache).
  if (!/\S[ \t]+#/.test(text)) return [];
  const file = source();
  const errors: ContentError[] = [];
  const lineOf = (offset: number) => positionAt(file, offset).line;
  const walk = (node: unknown, value: unknown, here: SchemaPlace, path: PathSegment[]): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const child = isObject(value) ? value[key] : undefined;
        walk(pair.value, child, keyPlace(index, here, key, value), [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, at) => {
        const child = Array.isArray(value) ? (value[at] as unknown) : undefined;
        walk(item, child, itemPlace(index, here, child), [...path, at]);
      });
    } else if (isScalar(node) && node.type === 'PLAIN' && node.range && (typeof node.value === 'string' || node.value === null)) {
      const issue = cutAt(file.text, node.range, node.value ?? '');
      if (issue && isFreeText(here)) errors.push(errorAtOffset(file, issue.offset, issue.end, syntaxWording(issue, lineOf), path));
    }
  };
  walk(file.doc.contents, data, place, []);
  return errors;
}

/** The comment right after a plain value on its line, with the line as it was meant, quoted. */
function cutAt(text: string, [start, end]: readonly [number, number, number], readAs: string): SyntaxIssue | undefined {
  let hash = end;
  while (text[hash] === ' ' || text[hash] === '\t') hash++;
  if (text[hash] !== '#') return undefined;
  const lineStart = text.lastIndexOf('\n', hash - 1) + 1;
  const rest = /[^\r\n]*/y;
  rest.lastIndex = hash;
  const lineEnd = hash + rest.exec(text)![0].length;
  const lead = text.slice(lineStart, start).trimStart();
  // `key: `, `- ` or `- key: ` before the value: that line is the fix; a text over several lines has no one-line fix.
  const fix =
    start >= lineStart && !/["'{}[\]#]/.test(lead)
      ? `${lead}"${text.slice(start, lineEnd).trimEnd().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
      : undefined;
  return { kind: 'comment-cut', offset: hash, end: lineEnd, readAs, fix };
}
