export { Document };

import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';
import { siteCss } from './styles';
import { mantineHeadCss } from './mantine-head';
import { earlyScript } from '../islands/early-script';

interface DocumentProps {
  /** Body content. */
  children: ReactNode;
  /** URL of the islands loader; omitted when the page has no islands. */
  islandsSrc?: string;
  /** Extra elements for <head> (structured data, refresh). */
  head?: ReactNode;
}

// A data: favicon saves a request on the critical path.
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%231864ab'/%3E%3Cpath d='M8 9h16v14H8zM16 9v14M8 16h16' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E";

function Document({ children, islandsSrc, head }: DocumentProps) {
  return (
    <html lang="en" data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={favicon} />
        <style dangerouslySetInnerHTML={{ __html: siteCss }} />
        {/* After the site CSS, or the theme colours would be overridden by the defaults. */}
        <style dangerouslySetInnerHTML={{ __html: mantineHeadCss }} />
        {head}
        {import.meta.env.DEV && <DevScripts />}
      </head>
      <body>
        <HelmetProvider>
          <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
            {children}
          </MantineProvider>
        </HelmetProvider>
        {islandsSrc && <script dangerouslySetInnerHTML={{ __html: earlyScript(islandsSrc) }} />}
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

