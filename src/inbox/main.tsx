// The staff inbox: a client-rendered app at /staff (the server answers every /staff/* path with its page).
import './styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, loadDrawnScreen } from './App';
import { Providers } from './Providers';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <App />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);
// The sign-in screen and the list's frame arrive already drawn (see prerender.tsx): take them over rather than
// draw them again, once the screen's code is here (see screen.ts). A list with a search in its address draws
// afresh, its filters filled in.
if (root.dataset.prerendered === location.pathname && (location.pathname !== '/staff' || !location.search))
  // As a transition, React takes the screen over in slices of a few milliseconds, so a tap is answered between them.
  void loadDrawnScreen(location.pathname).then(() => startTransition(() => void hydrateRoot(root, app)));
else createRoot(root).render(app);
