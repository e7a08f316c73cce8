export { plainPage, phoneText };

import escapeHtml from 'escape-html';

/** What the server's own pages (the no-JavaScript form's answers) hold inside their shared frame. */
interface PlainPageInput {
  /** Business name (site.yaml), above the heading. */
  siteName: string;
  /** The page's language (BCP 47): the language of the form it answers. */
  language: string;
  /** The page's title, before the business name. */
  title: string;
  /** CSS of this page alone, after the shared rules. */
  style?: string;
  /** The page's HTML after the business name. */
  body: string;
}

// The frame of a page the server writes itself: small, no script, not indexed, readable on a phone.
function plainPage(input: PlainPageInput): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${input.title} | ${input.siteName}`)}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1a1b1e;background:#f8f9fa}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.site{font-weight:700;font-size:1.1rem;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
.summary{border:2px solid #c92a2a;background:#fff5f5;padding:.75rem 1rem;border-radius:6px}
${input.style ?? ''}</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(input.siteName)}</p>
${input.body}
</main>
</body>
</html>
`;
}

// A phone number must not break across lines.
function phoneText(phone: string): string {
  return escapeHtml(phone).replace(/ /g, '&nbsp;').replace(/-/g, '&#8209;');
}
