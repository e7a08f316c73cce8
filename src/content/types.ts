// Shapes of validated content; the JSON Schemas under schema/ are the source of truth for editors.

export interface NavLink {
  name: string;
  href: string;
}

export interface NavItem extends NavLink {
  submenu?: NavLink[];
}

export interface Link {
  label: string;
  href: string;
}

export interface OpeningHours {
  label: string;
  days: string[];
  opens?: string;
  closes?: string;
  text: string;
}

export interface Certification {
  name: string;
  description: string;
  icon: string;
  color: string;
}

export interface Site {
  name: string;
  url: string;
  /** Social sharing image (path under public/). */
  ogImage: string;
  region: string;
  defaultCity: string;
  state: string;
  license: string;
  founded: number;
  experience: string;
  responseTime: string;
  warranty: string;
  quoteValidity: string;
  phone: { primary: string; secondary: string };
  email: string;
  claims: string[];
  hours: OpeningHours[];
  serviceAreas: { primary: string[]; additional: string[] };
  certifications: Certification[];
  social: { name: string; url: string }[];
  reviewSites: { name: string; url: string }[];
  reviews: { scriptUrl: string; widgetId: string; fallbackUrl: string; fallbackLabel: string };
  map: { embedUrl: string; title: string };
  redirects: { from: string; to: string }[];
  header: { cta: Link; navigation: NavItem[] };
  footer: { tagline: string; navigation: NavLink[] };
  messages: {
    estimateSuccess: string;
    estimateFailure: string;
    widgetSuccess: string;
    widgetFailure: string;
  };
  leads: { project: string; staffEmails: string[] };
}

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Section {
  type: string;
  id?: string;
  [key: string]: unknown;
}

export interface Page {
  title: string;
  description: string;
  city?: string;
  /** Keep out of search results and the sitemap. */
  noindex?: boolean;
  sections: Section[];
  sidebar?: Section[];
}

export interface ContentPage {
  /** URL path, e.g. `/replacement-windows/hurricane-windows`; the not-found page has route `/404`. */
  route: string;
  /** Path relative to the project root, e.g. `content/pages/about.yaml`. */
  file: string;
  page: Page;
}

export interface LoadedContent {
  site: Site;
  pages: ContentPage[];
  /** The not-found page (content/pages/404.yaml). */
  notFound: ContentPage;
}
