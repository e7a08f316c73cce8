export { SiteProvider, useSite, usePage };
export type { PageInfo };

import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '../content/types';

interface PageInfo {
  /** URL path of the page being rendered. */
  route: string;
  /** Page name from its YAML `title`. */
  title: string;
  /** City the page speaks of (page `city`, else the site's default city). */
  city: string;
}

const SiteContext = createContext<Site | null>(null);
const PageContext = createContext<PageInfo | null>(null);

function SiteProvider({ site, page, children }: { site: Site; page: PageInfo; children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>{children}</PageContext.Provider>
    </SiteContext.Provider>
  );
}

function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}

function usePage(): PageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() needs a <SiteProvider> above it');
  return page;
}
