import { describe, expect, it } from 'vitest';
import type { PhotoWords } from '../../content/types';
import { photoProblem } from './photo-problem';

const words = { failed: '{file} did not arrive. {reason} Your request itself was sent.' } as PhotoWords;

describe('photoProblem', () => {
  it("names the file and gives the server's reason", () => {
    expect(photoProblem(words, 'notes.jpg', 'Send JPEG pictures.')).toBe(
      'notes.jpg did not arrive. Send JPEG pictures. Your request itself was sent.',
    );
  });

  it('leaves no double space where a missing reason would have been', () => {
    expect(photoProblem(words, 'IMG 4101.JPG')).toBe('IMG 4101.JPG did not arrive. Your request itself was sent.');
  });
});
