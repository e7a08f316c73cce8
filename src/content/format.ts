export { formatErrors };
export type { FormatOptions };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { styleText } from 'node:util';
import { codeFrameColumns } from '@babel/code-frame';
import type { ContentError } from './content-error';

interface FormatOptions {
  /** Colour the output with terminal escape codes. */
  color?: boolean;
  /** Project root the error files are relative to, to show the lines around each error; default: the current directory. */
  root?: string;
  /** How many files were checked, for the closing line when all is well. */
  fileCount?: number;
  /** Count the list as warnings (they do not stop the build); default: errors. */
  warnings?: boolean;
}

type Style = 'bold' | 'dim' | 'red' | 'green' | 'cyan';

/**
 * Each error as `file:line:column  message`, its key path, expected and found values, the lines around it
 * with the spot marked, and its fix; then one closing line with the count.
 */
function formatErrors(errors: readonly ContentError[], options: FormatOptions = {}): string {
  // The caller decides whether to colour, not the stream this process happens to write to.
  const paint = (style: Style, text: string) => (options.color ? styleText(style, text, { validateStream: false }) : text);
  const root = options.root ?? process.cwd();
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readText(join(root, file)));
    return texts.get(file);
  };

  const blocks = errors.map((error) => {
    const lines = [`${paint('cyan', `${error.file}:${error.line}:${error.column}`)}  ${paint('bold', error.message)}`];
    if (error.keyPath) lines.push(`  ${paint('dim', 'key:')}      ${error.keyPath}`);
    if (error.expected !== undefined) lines.push(`  ${paint('dim', 'expected:')} ${error.expected}`);
    if (error.found !== undefined) lines.push(`  ${paint('dim', 'found:')}    ${error.found}`);
    const text = textOf(error.file);
    if (text !== undefined) lines.push('', indent(frame(text, error, paint), '  '));
    if (error.hint !== undefined) lines.push('', `  ${paint('green', 'hint:')} ${error.hint}`);
    return lines.join('\n');
  });

  const files = new Set(errors.map((error) => error.file)).size;
  const summary =
    errors.length === 0
      ? paint(
          'green',
          `All content is valid${options.fileCount !== undefined ? ` (${options.fileCount} ${plural(options.fileCount, 'file')})` : ''}`,
        )
      : paint(
          options.warnings ? 'bold' : 'red',
          `${errors.length} ${plural(errors.length, options.warnings ? 'warning' : 'error')} in ${files} ${plural(files, 'file')}`,
        );
  return [...blocks, summary].join('\n\n');
}

/** The lines around the error, the spot underlined (or marked with one caret). */
function frame(text: string, error: ContentError, paint: (style: Style, text: string) => string): string {
  const lineCount = text.split('\n').length;
  if (error.line > lineCount) return '';
  const end = error.end && error.end.line === error.line && error.end.column > error.column ? error.end : undefined;
  const raw = codeFrameColumns(
    text,
    { start: { line: error.line, column: error.column }, end: end ?? { line: error.line, column: error.column + 1 } },
    { linesAbove: 2, linesBelow: 1, highlightCode: false },
  );
  // Strip trailing spaces babel leaves on blank lines, and colour the marked line and its carets.
  return raw
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .map((line) => (line.startsWith('>') || /^\s*\|\s*\^/.test(line) ? paint('red', line) : line))
    .join('\n');
}

function readText(path: string): string | undefined {
  try {
    return new TextDecoder('utf-8').decode(readFileSync(path)).replace(/\r\n?/g, '\n');
  } catch {
    return undefined;
  }
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : by + line))
    .join('\n');
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}
