export { Layout };

import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import { useSite } from '../site/context';
import { siteWords } from '../site/words';
import { telHref } from '../site/phone';
import { ActionBar } from './ActionBar';
import { Header } from './Header';
import { Footer } from './Footer';
import Toasts from './Toasts';

interface LayoutProps {
  /** Full-width top of the page (the hero). */
  top?: ReactNode;
  /** The first section of the main column: on a phone the sidebar comes right after it. */
  lead?: ReactNode;
  /** The rest of the page's main column. */
  children: ReactNode;
  /** Optional right column (quote form, contact info). */
  sidebar?: ReactNode;
  /** Where the page's own lead form is (`#id`); without one, the header's button target. */
  quoteHref?: string;
}

// The shell every page shares: skip link, header, main with an optional sidebar, footer, toast area, phone bar.
// The sidebar stays inside <main> as plain sections: a nested <aside> is not a top-level landmark. It comes after
// the first section in the markup, so that on a phone its quote form is near the top and not under the whole page.
function Layout({ top, lead, children, sidebar, quoteHref }: LayoutProps) {
  const site = useSite();
  const quote = quoteHref ?? site.header.cta.href;
  const words = siteWords(site);
  return (
    <>
      <a href="#main" className="skip-link">
        {words.skipLink}
      </a>
      <Header quoteHref={quote} />
      <main id="main" tabIndex={-1} className="page-main">
        {top}
        {sidebar ? (
          <div className="page-columns has-sidebar">
            {lead && <div className="page-content page-lead">{lead}</div>}
            <div className="page-sidebar">{sidebar}</div>
            <div className="page-content page-rest">{children}</div>
          </div>
        ) : (
          <div className="page-columns">
            <div className="page-content">
              {lead}
              {children}
            </div>
          </div>
        )}
      </main>
      <Footer />
      <ActionBar call={{ label: site.phone.primary, href: telHref(site.phone.primary) }} quoteHref={quote} words={words} />
      <Island name="Toasts" component={Toasts} props={site.words ? { close: words.close } : {}} hydrate="manual" />
    </>
  );
}
