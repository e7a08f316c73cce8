export { Document };

import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';
import { earlyScript } from '../islands/early-script';
import { visitCaptureScript } from '../forms/attribution';
import { visitLoaderScript } from '../visits/loader';

interface DocumentProps {
  /** Body content. */
  children: ReactNode;
  /** URL of the islands loader; omitted when the page has no islands. */
  islandsSrc?: string;
  /** URL of the visit counter, fetched after the first paint; omitted: no counter. */
  counterSrc?: string;
  /** Extra elements for <head> (structured data, refresh). */
  head?: ReactNode;
  /** The first screen's stylesheet, inlined (see page-css.ts). */
  css: string;
  /** URL of the page's whole stylesheet, fetched after the first paint; omitted when all of it is inline. */
  sheetHref?: string;
}

// A data: favicon saves a request on the critical path.
// Quotes and spaces are percent-encoded: the attribute needs no HTML escapes, and the URL is valid as written.
const favicon =
  'data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2032%2032%27%3E%3Crect%20width=%2732%27%20height=%2732%27%20rx=%276%27%20fill=%27%231864ab%27/%3E%3Cpath%20d=%27M8%209h16v14H8zM16%209v14M8%2016h16%27%20stroke=%27white%27%20stroke-width=%272%27%20fill=%27none%27/%3E%3C/svg%3E';

function Document({ children, islandsSrc, counterSrc, head, css, sheetHref }: DocumentProps) {
  return (
    <html lang="en" data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={favicon} />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {head}
        {import.meta.env.DEV && <DevScripts />}
      </head>
      <body>
        <HelmetProvider>
          <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
            {children}
          </MantineProvider>
        </HelmetProvider>
        {/* Every page keeps the visit's first address for the lead forms (attribution), counts the visit, then wakes the islands. */}
        <script
          dangerouslySetInnerHTML={{
            __html:
              visitCaptureScript +
              (counterSrc ? visitLoaderScript(counterSrc) : '') +
              (islandsSrc || sheetHref ? earlyScript(islandsSrc ?? null, sheetHref ?? null) : ''),
          }}
        />
      </body>
    </html>
  );
}

// Development only: Vite's client (reload, error overlay) and the React refresh preamble the islands expect.
function DevScripts() {
  return (
    <>
      <script type="module" src="/@vite/client" />
      <script type="module" dangerouslySetInnerHTML={{ __html: reactRefreshPreamble }} />
    </>
  );
}

const reactRefreshPreamble = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;
