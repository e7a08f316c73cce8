export { passwordProblem };

import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordRules } from './passwords.ts';

// The commonest passwords long enough to pass the length rule (zxcvbn's list of leaked passwords).
let common: Set<string> | undefined;

// Keyboard rows and the alphabet: a run along one of them is guessed early.
const sequences = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Why a new password is refused, in words for the person choosing it; undefined when it is fine. */
function passwordProblem(password: string): string | undefined {
  if (!password.trim()) return 'A password cannot be only spaces.';
  if (password.length < passwordRules.minLength) return `Use at least ${passwordRules.minLength} characters.`;
  const folded = password.toLowerCase();
  if (/^(.+?)\1+$/su.test(folded)) return 'This password repeats the same characters: add other words.';
  if (isSequence(folded)) return 'This password is a run of keys or letters in order: choose a few words instead.';
  common ??= new Set(dictionary['passwords-common'].filter((word) => word.length >= passwordRules.minLength));
  if (common.has(folded) || common.has(folded.trim())) return 'This is one of the most common passwords: choose another.';
  return undefined;
}

// Forward or backward along a row, wrapping (e.g. 1234567890, 9876543210, abcdefghij).
function isSequence(text: string): boolean {
  const chars = [...text];
  return sequences.some((row) =>
    [row, [...row].reverse().join('')].some((line) => {
      const start = line.indexOf(chars[0]!);
      if (start < 0) return false;
      return chars.every((char, i) => line[(start + i) % line.length] === char);
    }),
  );
}
