export { Document };
export type { DocumentIcons };

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
  /** The brand's icons. */
  icons: DocumentIcons;
  /** The page's language (BCP 47). */
  lang: string;
}

/** Addresses of the brand's icons: a 32 px PNG, a 180 px one for phones' home screens, the SVG itself when drawn so. */
interface DocumentIcons {
  png?: string;
  touch?: string;
  svg?: string;
}

function Document({ children, islandsSrc, counterSrc, head, css, sheetHref, icons, lang }: DocumentProps) {
  return (
    <html lang={lang} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Browsers that read SVG take it at every size; the others the PNG. */}
        {icons.png && <link rel="icon" href={icons.png} sizes="32x32" />}
        {icons.svg && <link rel="icon" href={icons.svg} type="image/svg+xml" />}
        {icons.touch && <link rel="apple-touch-icon" href={icons.touch} />}
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
