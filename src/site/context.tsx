export { SiteProvider, useSite, usePage, useQuestions, useIcons, useBrandFiles, useLocalRoute };
export type { PageInfo };

import { createContext, useContext, type ReactNode } from 'react';
import { leadQuestions } from '../content/lead-questions';
import { localRoute } from '../content/languages';
import type { BrandFiles } from '../brand/files';
import type { Site } from '../content/types';
import type { LeadQuestions } from '../content/questions';
import type { IconDrawing } from '../icons/drawing';

interface PageInfo {
  /** URL path of the page being rendered. */
  route: string;
  /** Page name from its YAML `title`. */
  title: string;
  /** City the page speaks of (page `city`, else the site's default city). */
  city: string;
  /** The page's language (BCP 47); absent: the site's main language. */
  language?: string;
  /** Where the language switcher leads: the page in each other language (else its home); absent: one language. */
  switcher?: { language: string; route: string }[];
  /** From each main route to its route in the page's language; absent in the main language. */
  routes?: Record<string, string>;
}

const SiteContext = createContext<Site | null>(null);
const PageContext = createContext<PageInfo | null>(null);
const QuestionsContext = createContext<LeadQuestions | null>(null);
const IconsContext = createContext<Record<string, IconDrawing>>({});
const BrandFilesContext = createContext<BrandFiles | undefined>(undefined);

interface SiteProviderProps {
  site: Site;
  page: PageInfo;
  /** The forms' questions (LoadedContent.questions); without them, site.yaml's (no quote form services). */
  questions?: LeadQuestions;
  /** The drawings of the icons the site shows (LoadedContent.icons). */
  icons: Record<string, IconDrawing>;
  /** The brand's built files (LoadedContent.brandFiles); absent while editing. */
  brandFiles?: BrandFiles;
  children: ReactNode;
}

function SiteProvider({ site, page, questions, icons, brandFiles, children }: SiteProviderProps) {
  return (
    <SiteContext.Provider value={site}>
      <QuestionsContext.Provider value={questions ?? null}>
        <IconsContext.Provider value={icons}>
          <BrandFilesContext.Provider value={brandFiles}>
            <PageContext.Provider value={page}>{children}</PageContext.Provider>
          </BrandFilesContext.Provider>
        </IconsContext.Provider>
      </QuestionsContext.Provider>
    </SiteContext.Provider>
  );
}

/** The brand's built files: the header's logo. */
function useBrandFiles(): BrandFiles | undefined {
  return useContext(BrandFilesContext);
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

function useQuestions(): LeadQuestions {
  const questions = useContext(QuestionsContext);
  const site = useSite();
  return questions ?? leadQuestions(site, []);
}

function useIcons(): Record<string, IconDrawing> {
  return useContext(IconsContext);
}

/** Where a link to a main route (`/contact?service=x`) leads on this page: that page in the page's language, if any. */
function useLocalRoute(): (route: string) => string {
  const { routes } = usePage();
  return (route) => (routes ? localRoute(route, routes) : route);
}
