export { renderContentErrors };

import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentError } from '../content/content-error';
import { formatErrors } from '../content/format';

/** Development page listing content errors; Vite's client reloads it once the files are fixed. */
function renderContentErrors(errors: ContentError[]): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Content has errors</title>
        <script type="module" src="/@vite/client" />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
        <h1>The content has errors</h1>
        <p>Fix the files below and save: this page reloads by itself.</p>
        <pre style={{ background: '#fff4e6', padding: '1rem', whiteSpace: 'pre-wrap' }}>{formatErrors(errors, { color: false })}</pre>
      </body>
    </html>,
  )}`;
}
