export { Providers };

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';
import { SessionProvider } from './session';

// The same around the app in the browser and in the build's sign-in page. Mantine's variables and global classes
// come from <head> (as on the public site), so the markup holds no <style> of its own.
function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <SessionProvider>{children}</SessionProvider>
    </MantineProvider>
  );
}
