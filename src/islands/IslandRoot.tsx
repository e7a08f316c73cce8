export { IslandRoot };

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { provideIslandWaking } from '../site/wake-island';
import { theme } from '../theme';

/** Props of the root every island renders in. */
interface IslandRootProps {
  children?: ReactNode;
  /** How the loader hydrates an island root; handed to the code below the islands machinery from here rather than
   * from the loader, which stays as small as it can before any interaction. Unset on the server. */
  hydrate?: (el: HTMLElement) => Promise<void>;
}

// The same provider on server and client, so an island hydrates without mismatches.
// CSS variables and global classes are emitted once in <head> instead (valid HTML).
function IslandRoot({ children, hydrate }: IslandRootProps) {
  // The form sender asks for the toast area through this, from below the islands machinery.
  if (hydrate) provideIslandWaking(hydrate);
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
