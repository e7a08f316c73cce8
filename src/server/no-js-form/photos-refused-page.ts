export { renderPhotosRefusedPage };

import escapeHtml from 'escape-html';

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
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`Your request was sent | ${input.siteName}`)}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1a1b1e;background:#f8f9fa}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.site{font-weight:700;font-size:1.1rem;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
.summary{border:2px solid #c92a2a;background:#fff5f5;padding:.75rem 1rem;border-radius:6px}
</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(input.siteName)}</p>
<h1>Your request was sent</h1>
<p>Thank you: we have your request, and ${stored}.</p>
<div class="summary" role="alert">
<p>These photos did not arrive:</p>
<ul>${items}</ul>
</div>
<p>You can send them again with the request form, or show them to us at the visit. Questions? Call us at <a href="tel:${escapeHtml(tel)}">${escapeHtml(input.phone)}</a>.</p>
<p><a href="${escapeHtml(input.returnTo)}">Back to the page you came from</a></p>
</main>
</body>
</html>
`;
}
