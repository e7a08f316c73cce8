// The staff inbox: a client-rendered app at /staff (the server answers every /staff/* path with its page).
import './styles';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';
import { App } from './App';
import { SessionProvider } from './session';

// Nothing on the first screen needs the toast area: its code (and the transitions it brings) comes later.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <BrowserRouter>
        <SessionProvider>
          <App />
        </SessionProvider>
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);
