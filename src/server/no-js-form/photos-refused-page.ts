export { renderPhotosRefusedPage };

import escapeHtml from 'escape-html';
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
}

// The request was stored and e-mailed; some photos were not: the visitor learns which, and what to do.
function renderPhotosRefusedPage(input: PhotosRefusedInput): string {
  const tel = input.phone.replace(/[^\d+]/g, '');
  const items = input.refused.map((file) => `<li>${escapeHtml(file.message)}</li>`).join('');
  const stored = input.stored === 1 ? '1 photo arrived with it' : `${input.stored} photos arrived with it`;
  return plainPage({
    siteName: input.siteName,
    title: 'Your request was sent',
    body: `<h1>Your request was sent</h1>
<p>Thank you: we have your request, and ${stored}.</p>
<div class="summary" role="alert">
<p>These photos did not arrive:</p>
<ul>${items}</ul>
</div>
<p>You can send them again with the request form, or show them to us at the visit. Questions? Call us at <a href="tel:${escapeHtml(tel)}">${phoneText(input.phone)}</a>.</p>
<p><a href="${escapeHtml(input.returnTo)}">Back to the page you came from</a></p>`,
  });
}
