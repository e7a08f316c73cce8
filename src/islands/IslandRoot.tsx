export { IslandRoot };

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';

// The same provider on server and client, so an island hydrates without mismatches.
// CSS variables and global classes are emitted once in <head> instead (valid HTML).
function IslandRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
