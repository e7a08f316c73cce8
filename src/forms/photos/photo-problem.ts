export { photoProblem };

import type { PhotoWords } from '../../content/types';

/** The visitor's words for a photo that did not arrive; without a reason, no double space where it would have been. */
function photoProblem(words: PhotoWords, file: string, reason = ''): string {
  return words.failed.replaceAll('{file}', file).replaceAll('{reason}', reason).replace(/\s+/g, ' ').trim();
}
