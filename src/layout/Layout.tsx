export { Layout };

import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import { Header } from './Header';
import { Footer } from './Footer';
import Toasts from './Toasts';

interface LayoutProps {
  /** Full-width top of the page (the hero). */
  top?: ReactNode;
  /** The page's main column. */
  children: ReactNode;
  /** Optional right column (quote widget, contact info). */
  sidebar?: ReactNode;
}

// The shell every page shares: skip link, header, main with an optional sidebar, footer, toast area.
// The sidebar stays inside <main> as plain sections: a nested <aside> is not a top-level landmark.
function Layout({ top, children, sidebar }: LayoutProps) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="page-main">
        {top}
        <div className={sidebar ? 'page-columns has-sidebar' : 'page-columns'}>
          <div className="page-content">{children}</div>
          {sidebar && <div className="page-sidebar">{sidebar}</div>}
        </div>
      </main>
      <Footer />
      <Island name="Toasts" component={Toasts} props={{}} hydrate="manual" />
    </>
  );
}
