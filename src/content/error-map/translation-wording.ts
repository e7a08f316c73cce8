// Mistakes of a translation file's words: a text missing, a key or a fact that is not its to hold, a list or a section
// out of step with the main file it translates.
export { translationWording };

import type { PathSegment } from '../key-path';
import { type Wording, describePlace, shorten } from './describe';

/** Where something is in a main-language file: `content/pages/about.yaml:12`. */
interface Spot {
  file: string;
  line: number;
}

const translationWording = {
  missingText: (language: string, main: string, path: readonly PathSegment[], root: unknown, text: string, at: Spot): Wording => ({
    message: `Missing the ${language} words of ${describePlace(path, root)}`,
    expected: `the ${language} for the ${main} '${shorten(text, 80)}' (${at.file}:${at.line})`,
    hint: `Write it under the same key as in ${at.file}.`,
  }),
  missingTexts: (language: string, main: string, path: readonly PathSegment[], root: unknown, texts: string[], at: Spot): Wording => ({
    message: `Missing the ${language} words of ${describePlace(path, root)}`,
    expected: `the ${language} for its ${texts.length} ${main} texts, from '${shorten(texts[0]!, 60)}' (${at.file}:${at.line})`,
    hint: `Add ${describePlace(path, root)} to this file, as in ${at.file} (line ${at.line}), with each text in ${language}, under the same keys and in the same order.`,
  }),
  unknownKey: (key: string, of: string, suggestion: string | undefined): Wording => ({
    message: `'${key}' is not in ${of} at this place`,
    hint: suggestion
      ? `Did you mean '${suggestion}'?`
      : `A translation holds the words of its main file under the same keys: add '${key}' to ${of} first, or remove it here.`,
  }),
  factRepeated: (key: string, at: Spot): Wording => ({
    message: `'${key}' is not words to translate: it is written once, in ${at.file}`,
    hint: `Remove it here; to change it, change it in ${at.file} (line ${at.line}), and every language follows.`,
  }),
  listLength: (found: number, expected: number, at: Spot): Wording => ({
    message: `This list has ${found} ${found === 1 ? 'item' : 'items'}, the one it translates ${expected}`,
    expected: `${expected} ${expected === 1 ? 'item' : 'items'}, in the order of ${at.file} (line ${at.line})`,
    hint: 'Give each item its words, in the same order; to add or remove an item, do it in both files.',
  }),
  otherKind: (key: string, found: string, expected: string, at: Spot): Wording => ({
    message: `This is the '${expected}' section in ${at.file}, not '${found}'`,
    expected: `${key}: ${expected} (${at.file}:${at.line})`,
    found: `${key}: ${found}`,
    hint: 'Sections are translated in the same order as in the main file: move this one to its place there, or fix its type.',
  }),
  kindMissing: (key: string, expected: string, at: Spot): Wording => ({
    message: `This section does not repeat its ${key}`,
    expected: `${key}: ${expected} (${at.file}:${at.line})`,
    hint: `Write '- ${key}: ${expected}' as the section's first line, as in the main file, so that a section out of order is caught.`,
  }),
};
