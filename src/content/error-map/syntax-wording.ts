// YAML syntax mistakes (tabs, indentation, colons, quotes, brackets, a comment cutting a text short), in words.
export { syntaxWording };

import type { SyntaxIssue } from '../syntax-errors';
import { shorten, type Wording } from './describe';

function syntaxWording(issue: SyntaxIssue, lineOf: (offset: number) => number): Wording {
  switch (issue.kind) {
    case 'tab':
      return {
        message: 'A tab is used to indent this line',
        hint: 'Indent with spaces only (set your editor to insert spaces when you press Tab).',
      };
    case 'indent-deeper':
      if (issue.listUnderValue && issue.above) {
        return {
          message: `'${issue.above}' has both a value after its colon and a list below it`,
          hint: `Remove the text after '${issue.above}:'; a key holds either one value or a list, not both.`,
        };
      }
      return {
        message:
          issue.key && issue.above
            ? `'${issue.key}' is indented more than '${issue.above}' above it`
            : 'This line is indented more than the line above it',
        hint: issue.above
          ? `Line it up with '${issue.above}:' (same number of spaces); if it continues the text above, put that whole text in quotes.`
          : 'Line it up with the line above (same number of spaces).',
      };
    case 'indent-misaligned':
      return issue.list
        ? { message: 'This list item is not lined up with the items above it', hint: "Start every '- ' of a list at the same column." }
        : {
            message: 'This line is not lined up with the lines above it',
            hint: 'Keys that belong together start at the same column: add or remove spaces at the start of the line.',
          };
    case 'unclosed-quote':
      return {
        message: 'This quote is never closed',
        hint: `Add the closing ${issue.quote} at the end of the text, or remove the opening one.`,
      };
    case 'text-after-quote':
      return {
        message: 'The text goes on after its closing quote',
        hint:
          issue.quote === '"'
            ? `To use " inside the text, wrap the whole text in single quotes instead, or write \\" for each inner quote.`
            : `Inside single quotes write an apostrophe twice ('It''s here'), or wrap the text in double quotes instead.`,
      };
    case 'unclosed-bracket':
      return {
        message: `This ${issue.bracket === ']' ? 'list' : 'group'} is opened with ${issue.bracket === ']' ? '[' : '{'} but never closed with ${issue.bracket}`,
        hint: `Close it with ${issue.bracket} on the same line, or write the ${issue.bracket === ']' ? "items on their own lines starting with '- '" : 'keys on their own lines'}.`,
      };
    case 'stray-character':
      return {
        message: `This '${issue.char}' does not belong here`,
        hint: `Remove it, or put the whole text in quotes if the '${issue.char}' is part of it.`,
      };
    case 'colon-in-text':
      return {
        message: "': ' inside this text makes it look like a new key",
        hint: issue.fix ? `Put the text in quotes:  ${issue.fix}` : 'Put the text in quotes.',
      };
    case 'missing-colon':
      return {
        message: "This line has no ':' after its key",
        found: `'${shorten(issue.text, 60)}'`,
        hint: 'Write the key, a colon and a space, then the value, e.g.  title: Roof Repair',
      };
    case 'duplicate-key':
      return {
        message: `'${issue.key}' appears twice here`,
        hint:
          issue.firstOffset !== undefined
            ? `Keep only one '${issue.key}:' (the first is on line ${lineOf(issue.firstOffset)}).`
            : `Keep only one '${issue.key}:'.`,
      };
    case 'reserved-start':
      return {
        message: `Text cannot start with '${issue.char}' unless it is in quotes`,
        hint: issue.fix ? `Put the text in quotes:  ${issue.fix}` : 'Put the text in quotes.',
      };
    case 'bad-escape':
      return {
        message: `'${issue.escape}' cannot be used inside double quotes`,
        hint: 'Write \\\\ for a backslash, or use single quotes instead.',
      };
    case 'multiple-documents':
      return {
        message: "A line with '---' splits this file in two",
        hint: "Remove the '---' line: each file holds one set of content.",
      };
    case 'too-many-references':
      return {
        message: 'This file repeats references (*name) too many times',
        hint: 'Write the values out instead of referring to them with *.',
      };
    case 'comment-cut':
      return {
        message: `Everything after ' #' was dropped as a comment, so this text was ${issue.readAs ? `read as '${shorten(issue.readAs, 60)}'` : 'left empty'}`,
        hint: `A note for editors goes on a line of its own; to keep the '#' in the text, put the whole text in quotes${issue.fix ? `:  ${issue.fix}` : '.'}`,
      };
    case 'other':
      return {
        message: 'This line is not valid YAML',
        hint: 'Check the indentation, colons and quotes on this line and the one above it.',
      };
  }
}
