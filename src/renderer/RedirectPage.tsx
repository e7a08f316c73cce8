export { RedirectPage };

import type { Site } from '../content/types';

interface RedirectPageProps {
  /** Site facts (name, URL). */
  site: Site;
  /** Route the old address moved to. */
  to: string;
}

// For static hosts without server redirects: a meta refresh, a canonical to the target, and a plain link.
function RedirectPage({ site, to }: RedirectPageProps) {
  const target = new URL(to, site.url).href;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Moved to ${to} | ${site.name}`}</title>
        <meta name="description" content={`This page of ${site.name} has moved to ${target}.`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
      </head>
      <body>
        <main>
          <h1>This page has moved</h1>
          <p>
            Continue to <a href={to}>{target}</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
