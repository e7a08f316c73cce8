// Shapes of validated content; the JSON Schemas under schema/ are the source of truth for editors.
import type { Image as WrittenImage, Section as WrittenSection } from '../sections/section-types.generated';
import type { IconDrawing } from '../icons/drawing';
import type { BrandFiles } from '../brand/files';

export interface NavLink {
  name: string;
  href: string;
}

export interface NavItem extends NavLink {
  submenu?: NavLink[];
}

/** The words of the forms' photo field (site.yaml messages.photos). */
export interface PhotoWords {
  label: string;
  hint: string;
  /** The button that opens the file picker. */
  choose: string;
  /** {count}: photos chosen. */
  chosen: string;
  remove: string;
  sending: string;
  /** {file}: the photo's name; {reason}: what the server said. */
  failed: string;
  /** {file}: the photo left out. */
  tooMany: string;
}

/** What takes a form's place once its request is sent (site.yaml messages.confirmation); site facts are filled in. */
export interface ConfirmationWords {
  heading: string;
  received: string;
  nameLabel: string;
  emailLabel: string;
  serviceLabel: string;
  townLabel: string;
  next: string;
  /** Holds the phone number, which becomes a tap-to-call link. */
  call: string;
  /** {count}: photos that arrived; {total}: photos sent. */
  photos: string;
  another: string;
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

/** Other hours for part of each year (site.yaml seasonalHours): from and to are "MM-DD", both included. */
export interface SeasonalHours {
  label: string;
  from: string;
  to: string;
  hours: OpeningHours[];
}

export interface Certification {
  name: string;
  description: string;
  icon: string;
  color: string;
}

/** One choice of a form select: the value stored with the lead and the words shown. */
export interface Choice {
  value: string;
  label: string;
}

/** Lead fields whose value is picked from a list. */
export type ChoiceField = 'city' | 'serviceType' | 'projectType' | 'timeline' | 'budget';

/** site.yaml formChoices (schema/form-choices.schema.json). */
export interface FormChoices {
  projectTypes: Choice[];
  timelines: Choice[];
  budgets: Choice[];
  estimateServices: Choice[];
  /** Choices no longer offered, kept so old leads still show their words. */
  retired?: (Choice & { field: ChoiceField })[];
}

/** Every list a lead form offers, read from content: site.yaml and the pages (src/content/lead-choices.ts). */
export interface LeadChoices {
  /** The estimate form's cities: serviceAreas (main, then other areas), then Other. */
  city: Choice[];
  projectType: Choice[];
  timeline: Choice[];
  budget: Choice[];
  /** The estimate form's services (free text on the server: a page's own or a linked one is added). */
  estimateService: Choice[];
  /** The quote form's services: one per page with a quote form, named by its title, then Other. */
  quoteService: Choice[];
  /** Choices no longer offered, still named in old leads. */
  retired: (Choice & { field: ChoiceField })[];
}

/** A main town, with what its card on the service-areas page says. */
export interface PrimaryTown {
  town: string;
  highlight: string;
  zips: string[];
}

/** Home-service trades schema.org names (HomeAndConstructionBusiness and its kinds). */
export type BusinessType =
  | 'HomeAndConstructionBusiness'
  | 'GeneralContractor'
  | 'RoofingContractor'
  | 'Plumber'
  | 'Electrician'
  | 'HVACBusiness'
  | 'HousePainter'
  | 'Locksmith'
  | 'MovingCompany';

export interface Site {
  name: string;
  url: string;
  /** BCP 47 codes, the main language (the one the files are written in) first; absent: `['en']`. */
  languages?: string[];
  region: string;
  defaultCity: string;
  /** Patterns of the pages' titles, per kind of page: {page} the page's title, {city} its town, {name} the business. */
  titles: Record<PageKind, string>;
  state: string;
  license: string;
  /** What the license is, before its number in the footer. */
  licenseLabel: string;
  /** The schema.org type of the business in the structured data. */
  businessType: BusinessType;
  founded: number;
  experience: string;
  responseTime: string;
  warranty: string;
  quoteValidity: string;
  /** The second phone is optional. */
  phone: { primary: string; secondary?: string };
  email: string;
  /** Facts the business can prove, for the pages' texts; shown nowhere by themselves. */
  claims?: string[];
  hours: OpeningHours[];
  seasonalHours?: SeasonalHours[];
  serviceAreas: { primary: PrimaryTown[]; additional: string[] };
  formChoices: FormChoices;
  certifications: Certification[];
  social: { name: string; url: string }[];
  reviewSites: { name: string; url: string }[];
  reviews: { scriptUrl: string; widgetId: string; fallbackUrl: string; fallbackLabel: string };
  map: { embedUrl: string; title: string };
  redirects: { from: string; to: string }[];
  header: { cta: Link; navigation: NavItem[] };
  footer: { tagline: string; navigation: NavLink[] };
  /** The link under both forms to the privacy page. */
  privacyNote?: { text: string; href: string };
  messages: {
    estimateSuccess: string;
    estimateFailure: string;
    quoteSuccess: string;
    quoteFailure: string;
    /** The words of the forms' photo field. */
    photos: PhotoWords;
    /** What takes a form's place once its request is sent. */
    confirmation: ConfirmationWords;
  };
  /** The words every page shows around its content; absent: English (src/site/words.ts). */
  words?: SiteWords;
  leads: { project: string; staffEmails: string[] };
  /** The homeowner's acknowledgement and the inbox's alerts; absent: neither. */
  speedToLead?: SpeedToLead;
  /** Pages the business must have: `npm run check` fails while one is missing. */
  requiredPages?: string[];
  /** Colour, logo, icon and sharing picture. */
  brand: Brand;
  /** Only in a sample site: what marks it as the sample (`npm run check -- --production` finds what is left of it). */
  sample?: SampleMarks;
}

/** site.yaml words: what every page says around its content, in the site's language. */
export interface SiteWords {
  skipLink: string;
  mainMenu: string;
  /** {menu}: the menu item's name. */
  allOf: string;
  /** {phone}: the number (filled when the content is loaded). */
  call: string;
  callShort: string;
  freeQuote: string;
  actionBar: string;
  openMenu: string;
  closeMenu: string;
  mobileMenu: string;
  footerMenu: string;
  explore: string;
  hours: string;
  follow: string;
  rights: string;
  home: string;
  /** {town}: a main town. */
  areaQuote: string;
  close: string;
  /** The forms' last choice of a list, for anything not listed. */
  other: string;
  before: string;
  after: string;
  compare: string;
  carousel: string;
  slide: string;
  /** {number}: the certification's place; {count}: how many. */
  slideOf: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** {number}: the certification's place. */
  showSlide: string;
  loadMap: string;
  viewMap: string;
}

/** site.yaml brand: pictures are `/images/...` paths of files in content/images. */
export interface Brand {
  /** A hex colour, `#rrggbb`. */
  color: string;
  logo?: string;
  favicon?: string;
  sharingImage?: string;
}

/** site.yaml sample: the fictional sample's name, sharing image and stand-in values. */
export interface SampleMarks {
  name: string;
  sharingImage?: string;
  standIns?: string[];
}

/** site.yaml speedToLead (schema/speed-to-lead.schema.json). */
export interface SpeedToLead {
  timeZone: string;
  alertAfterMinutes: number;
  promiseHours: number;
  warnAfterHours: number;
  escalationEmail: string;
  acknowledgement: AcknowledgementWords;
}

/** The acknowledgement e-mail's words, with {placeholders}. */
export interface AcknowledgementWords {
  subject: string;
  greeting: string;
  greetingWithoutName: string;
  intro: string;
  requestHeading: string;
  serviceLabel: string;
  townLabel: string;
  nextHeading: string;
  next: string;
  call: string;
  signOff: string;
  signature: string;
  footer: string;
}

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A section of a page as the renderer gets it: as its schema defines it, every picture sized from its file. */
export type Section = Sized<WrittenSection>;

/** `T` with each picture's width and height filled in (the loader reads them from the file when left out). */
export type Sized<T> = T extends WrittenImage ? Image : T extends object ? { [K in keyof T]: Sized<T[K]> } : T;

/** 'local': about the business's work in a town (the title names the town); 'utility': privacy, thank-you, not found. */
export type PageKind = 'local' | 'utility';

export interface Page {
  title: string;
  description: string;
  city?: string;
  /** Which of site.yaml's title patterns names the page. @default 'local' */
  kind?: PageKind;
  /** Keep out of search results and the sitemap. */
  noindex?: boolean;
  /** The site's languages this page is in (`['en']`: English only on purpose); absent: all of them. */
  languages?: string[];
  sections: Section[];
  sidebar?: Section[];
}

export interface ContentPage {
  /** URL path, e.g. `/roofing/roof-repair`; the not-found page has route `/404`. */
  route: string;
  /** Path relative to the project root, e.g. `content/pages/about.yaml`. */
  file: string;
  page: Page;
  /** The page's title as browsers and search engines show it: the page's kind of pattern of site.yaml, filled. */
  title: string;
}

/** A page in another language than the main one: its words from its translation file, its facts from the main file. */
export interface TranslatedPage extends ContentPage {
  /** The same page's route in the main language (`/water-heaters` for `/es/calentadores-de-agua`). */
  counterpart: string;
}

/** The site in one of its other languages: site.yaml and the pages with that language's words, placeholders filled. */
export interface Translation {
  /** Its code, as site.yaml's `languages` writes it. */
  language: string;
  site: Site;
  /** The forms' choices with this language's labels (the values are the main language's). */
  choices: LeadChoices;
  /** The pages in this language, by route; a page kept in the main language only is not among them. */
  pages: TranslatedPage[];
  /** The not-found page in this language (the main language's, when it is kept in that language only). */
  notFound: TranslatedPage;
  /** Each main-language route that has a page in this language, to that page's route: where a link goes here. */
  routes: Record<string, string>;
}

export interface LoadedContent {
  /** The site in its main language (the first of `languages`). */
  site: Site;
  /** The forms' choices, from site.yaml and the pages with a quote form. */
  choices: LeadChoices;
  pages: ContentPage[];
  /** The not-found page (content/pages/404.yaml). */
  notFound: ContentPage;
  /** The drawing of every icon the site shows, by name (only those reach its pages). */
  icons: Record<string, IconDrawing>;
  /** The brand's icons, logo and sharing picture as the build published them; absent while editing. */
  brandFiles?: BrandFiles;
  /** The site's languages, the main one first (`['en']` unless site.yaml says otherwise). */
  languages: string[];
  /** The site in each language after the first, by code. */
  translations: Record<string, Translation>;
}
