export { renderPhotosRefusedPage };

import escapeHtml from 'escape-html';
import type { FormWords } from '../../content/types.ts';
import { phoneText, plainPage } from './plain-page.ts';

interface PhotosRefusedInput {
  siteName: string;
  phone: string;
  /** Photos stored with the request. */
  stored: number;
  /** Each photo not stored, with why. */
  refused: { name: string; message: string }[];
  /** Same-site path of the page the form was on. */
  returnTo: string;
  /** The pages' words in the form's language. */
  words: FormWords['noScript'];
  /** The form's language (BCP 47). */
  language: string;
}

// The request was stored and e-mailed; some photos were not: the visitor learns which, and what to do.
function renderPhotosRefusedPage(input: PhotosRefusedInput): string {
  const { words } = input;
  const tel = input.phone.replace(/[^\d+]/g, '');
  const items = input.refused.map((file) => `<li>${escapeHtml(file.message)}</li>`).join('');
  const arrived = words.photosArrived.replaceAll('{count}', String(input.stored));
  const again = escapeHtml(words.photosAgain).replace(
    escapeHtml(input.phone),
    `<a href="tel:${escapeHtml(tel)}">${phoneText(input.phone)}</a>`,
  );
  return plainPage({
    siteName: input.siteName,
    language: input.language,
    title: words.sent,
    body: `<h1>${escapeHtml(words.sent)}</h1>
<p>${escapeHtml(arrived)}</p>
<div class="summary" role="alert">
<p>${escapeHtml(words.photosMissing)}</p>
<ul>${items}</ul>
</div>
<p>${again}</p>
<p><a href="${escapeHtml(input.returnTo)}">${escapeHtml(words.back)}</a></p>`,
  });
}
