export { findSyntaxIssues };
export type { SyntaxIssue };

import { isMap, isScalar, visit, type Scalar, type YAMLError } from 'yaml';
import type { SourceFile } from './yaml-source';

/** A YAML syntax problem, classified by what the editor most likely did wrong. */
type SyntaxIssue = { offset: number; end?: number } & (
  | { kind: 'tab' }
  | { kind: 'indent-deeper'; key?: string; above?: string; listUnderValue: boolean }
  | { kind: 'indent-misaligned'; list: boolean }
  | { kind: 'unclosed-quote'; quote: string }
  | { kind: 'text-after-quote'; quote: string }
  | { kind: 'unclosed-bracket'; bracket: string }
  | { kind: 'stray-character'; char: string }
  | { kind: 'colon-in-text'; fix?: string }
  | { kind: 'missing-colon'; text: string }
  | { kind: 'duplicate-key'; key: string; firstOffset?: number }
  | { kind: 'reserved-start'; char: string; fix?: string }
  | { kind: 'bad-escape'; escape: string }
  | { kind: 'multiple-documents' }
  | { kind: 'too-many-references' }
  | { kind: 'comment-cut'; readAs: string; fix?: string }
  | { kind: 'other' }
);

/**
 * Classify the parser's errors (and the warnings that lose text) of one file. One mistake often upsets the
 * lines after it too, so issues that are most likely its echo are left out.
 */
function findSyntaxIssues(source: SourceFile): SyntaxIssue[] {
  const problems: YAMLError[] = [...source.doc.errors, ...source.doc.warnings.filter((warning) => warning.code === 'TAG_RESOLVE_FAILED')];
  const candidates = [...problems.map((error) => classify(error, problems, source)), ...anchorsAndAliases(source)];
  candidates.sort((a, b) => a.offset - b.offset);
  const issues: SyntaxIssue[] = [];
  let lastLine = -Infinity;
  for (const issue of candidates) {
    const line = source.lineCounter.linePos(issue.offset).line;
    if (line <= lastLine + 1) continue;
    // After a mistake the parser recognised, what it cannot name is most likely that mistake's echo;
    // and one line out of place shifts the lines after it, so one indentation problem per file is enough.
    if (issue.kind === 'other' && issues.some((earlier) => earlier.kind !== 'other')) continue;
    if (isIndentation(issue) && issues.some(isIndentation)) continue;
    // A tab or a shifted line makes the parser read the lines after it as stray text.
    if ((issue.kind === 'missing-colon' || issue.kind === 'colon-in-text') && issues.some(isIndentation)) continue;
    lastLine = line;
    issues.push(issue);
  }
  return issues;
}

function classify(error: YAMLError, all: YAMLError[], source: SourceFile): SyntaxIssue {
  const { text } = source;
  const [offset, end] = error.pos;
  const tab = tabInIndent(text, offset);
  if (error.code === 'TAB_AS_INDENT' || (tab !== undefined && error.code !== 'DUPLICATE_KEY')) {
    return { kind: 'tab', offset: tab ?? offset, end: (tab ?? offset) + 1 };
  }
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return duplicateKey(source, offset);
    case 'MISSING_CHAR':
      if (/closing ["']quote/.test(error.message)) return unclosedQuote(source, offset);
      if (/without - indicator/.test(error.message)) return misaligned(text, offset, false);
      if (/keys need to be followed by map values/.test(error.message)) {
        const start = lineStart(text, offset);
        const first = start + (/^[ ]*/.exec(text.slice(start))?.[0].length ?? 0);
        return { kind: 'missing-colon', offset: first, end: lineEnd(text, offset), text: lineAt(text, offset).trim() };
      }
      if (/Tags and anchors/.test(error.message)) return reservedStart(text, offset);
      return { kind: 'other', offset };
    case 'BAD_INDENT': {
      const bracket = /Flow (sequence|map)/.exec(error.message);
      if (bracket)
        return {
          kind: 'unclosed-bracket',
          offset: openingBracket(text, offset, bracket[1] === 'map' ? '{' : '['),
          bracket: bracket[1] === 'map' ? '}' : ']',
        };
      return misaligned(text, offset, false);
    }
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      if (text[offset] === '-') return misaligned(text, offset, true);
      const spansLines = all.some(
        (other) => other.code === 'MULTILINE_IMPLICIT_KEY' && other.pos[0] === offset && lineStart(text, other.pos[1]) > offset,
      );
      if (spansLines) {
        const multiline = all.find((other) => other.code === 'MULTILINE_IMPLICIT_KEY' && other.pos[0] === offset)!;
        const next = lineStart(text, multiline.pos[1]);
        const lineHasColon = /:(\s|$)/.test(lineAt(text, offset).slice(offset - lineStart(text, offset)));
        if (
          error.code === 'MULTILINE_IMPLICIT_KEY' &&
          !lineHasColon &&
          !all.some((o) => o.code === 'BLOCK_AS_IMPLICIT_KEY' && o.pos[0] === offset)
        ) {
          return { kind: 'missing-colon', offset, end: lineEnd(text, offset), text: lineAt(text, offset).trim() };
        }
        const indentEnd = next + (/^[ ]*/.exec(text.slice(next))?.[0].length ?? 0);
        return {
          kind: 'indent-deeper',
          offset: indentEnd,
          key: keyOfLine(lineAt(text, next)),
          above: keyOfLine(lineAt(text, offset)),
          // `items: Questions` followed by `  - question: ...`: a key with both a value and a list.
          listUnderValue: text[indentEnd] === '-',
        };
      }
      if (error.code === 'MULTILINE_IMPLICIT_KEY')
        return { kind: 'missing-colon', offset, end: lineEnd(text, offset), text: lineAt(text, offset).trim() };
      return { kind: 'colon-in-text', offset, end: lineEnd(text, offset), fix: quotedLine(lineAt(text, offset)) };
    }
    case 'BAD_SCALAR_START':
    case 'BAD_ALIAS':
      return reservedStart(text, offset);
    case 'TAG_RESOLVE_FAILED':
      return { kind: 'reserved-start', offset, end, char: '!', fix: quotedLine(lineAt(text, offset)) };
    case 'BAD_DQ_ESCAPE':
      return { kind: 'bad-escape', offset, end: offset + 2, escape: text.slice(offset, offset + 2) };
    case 'MULTIPLE_DOCS':
      return { kind: 'multiple-documents', offset, end: lineEnd(text, offset) };
    case 'RESOURCE_EXHAUSTION':
      return { kind: 'too-many-references', offset };
    case 'UNEXPECTED_TOKEN': {
      const quoted = quotedScalarEndingAt(source, offset);
      if (quoted)
        return {
          kind: 'text-after-quote',
          offset: quoted.range![0],
          end: lineEnd(text, offset),
          quote: quoted.type === 'QUOTE_SINGLE' ? "'" : '"',
        };
      if (/Block scalar header/.test(error.message)) return reservedStart(text, offset);
      // `title: | About Us`: text after a | or > on the same line.
      const before = text.slice(lineStart(text, offset), offset).trimEnd();
      if (/Not a YAML token/.test(error.message) && /(^|\s)[|>][-+0-9]*$/.test(before)) {
        return reservedStart(text, lineStart(text, offset) + before.search(/[|>][-+0-9]*$/));
      }
      const char = text[offset] ?? '';
      if (']},'.includes(char) && char !== '') return { kind: 'stray-character', offset, end: offset + 1, char };
      return { kind: 'other', offset };
    }
    default:
      return { kind: 'other', offset };
  }
}

/**
 * `&name` (an anchor) and `*name` with no `&name` before it. YAML accepts an anchor, but in content it is
 * nearly always text that lost its first word (`title: &Co` is "Co" named "&Co").
 */
function anchorsAndAliases(source: SourceFile): SyntaxIssue[] {
  const issues: SyntaxIssue[] = [];
  visit(source.doc, {
    Node(_, node) {
      if (!node.anchor || !node.range) return;
      const at = source.text.lastIndexOf(`&${node.anchor}`, node.range[0]);
      if (at >= 0) issues.push(reservedStart(source.text, at));
    },
    Alias(_, alias) {
      if (!alias.range || alias.resolve(source.doc) !== undefined) return;
      issues.push({
        kind: 'reserved-start',
        offset: alias.range[0],
        end: alias.range[1],
        char: '*',
        fix: quotedLine(lineAt(source.text, alias.range[0])),
      });
    },
  });
  return issues;
}

function duplicateKey(source: SourceFile, offset: number): SyntaxIssue {
  let key = '';
  let firstOffset: number | undefined;
  visit(source.doc, {
    Map(_, map) {
      if (!isMap(map)) return;
      const second = map.items.find((pair) => isScalar(pair.key) && pair.key.range?.[0] === offset);
      if (!second || !isScalar(second.key)) return;
      key = String(second.key.value);
      const first = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
      if (first && first !== second && isScalar(first.key)) firstOffset = first.key.range?.[0];
      return visit.BREAK;
    },
  });
  return { kind: 'duplicate-key', offset, end: offset + key.length, key, firstOffset };
}

function unclosedQuote(source: SourceFile, offset: number): SyntaxIssue {
  let opening: Scalar | undefined;
  visit(source.doc, {
    Scalar(_, scalar) {
      if (scalar.type !== 'QUOTE_DOUBLE' && scalar.type !== 'QUOTE_SINGLE') return;
      const range = scalar.range;
      if (range && range[0] < offset && range[2] >= offset && (!opening || range[0] > opening.range![0])) opening = scalar;
    },
  });
  const at = opening?.range?.[0] ?? offset;
  const quote = opening?.type === 'QUOTE_SINGLE' ? "'" : source.text[at] === "'" ? "'" : '"';
  return { kind: 'unclosed-quote', offset: at, end: at + 1, quote };
}

function quotedScalarEndingAt(source: SourceFile, offset: number): Scalar | undefined {
  let found: Scalar | undefined;
  visit(source.doc, {
    Scalar(_, scalar) {
      if (scalar.type !== 'QUOTE_DOUBLE' && scalar.type !== 'QUOTE_SINGLE') return;
      const range = scalar.range;
      if (range && range[1] <= offset && lineStart(source.text, range[1]) === lineStart(source.text, offset)) found = scalar;
    },
  });
  return found;
}

function isIndentation(issue: SyntaxIssue): boolean {
  return issue.kind === 'indent-deeper' || issue.kind === 'indent-misaligned' || issue.kind === 'tab';
}

function reservedStart(text: string, offset: number): SyntaxIssue {
  return { kind: 'reserved-start', offset, end: lineEnd(text, offset), char: text[offset] ?? '', fix: quotedLine(lineAt(text, offset)) };
}

function misaligned(text: string, offset: number, list: boolean): SyntaxIssue {
  const start = lineStart(text, offset);
  const indentEnd = start + (/^[ ]*/.exec(text.slice(start))?.[0].length ?? 0);
  return { kind: 'indent-misaligned', offset: indentEnd, list };
}

function openingBracket(text: string, offset: number, bracket: string): number {
  const found = text.lastIndexOf(bracket, offset);
  return found >= 0 ? found : offset;
}

/** Offset of a tab in the leading whitespace of the line holding `offset`. */
function tabInIndent(text: string, offset: number): number | undefined {
  const start = lineStart(text, offset);
  const indent = /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
  const tab = indent.indexOf('\t');
  return tab >= 0 ? start + tab : undefined;
}

/** `  title: Roofing: the basics` -> `title: "Roofing: the basics"`. */
function quotedLine(line: string): string | undefined {
  const match = /^\s*(-\s+)?([^\s:#][^:#]*?):\s+(.+?)\s*$/.exec(line);
  if (!match) return undefined;
  const value = match[3]!.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return `${match[1] ?? ''}${match[2]}: "${value}"`;
}

function keyOfLine(line: string): string | undefined {
  return /^\s*(?:-\s+)?([^\s:#][^:#]*?):(\s|$)/.exec(line)?.[1];
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
}

function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  const stop = end < 0 ? text.length : end;
  return text[stop - 1] === '\r' ? stop - 1 : stop;
}

function lineAt(text: string, offset: number): string {
  return text.slice(lineStart(text, offset), lineEnd(text, lineStart(text, offset)));
}
