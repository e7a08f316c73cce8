// Shapes of validated content; the JSON Schemas under schema/ are the source of truth for editors.
import type { Image as WrittenImage, Section as WrittenSection } from '../sections/section-types.generated';
import type { IconDrawing } from '../icons/drawing';
import type { BrandFiles } from '../brand/files';
import type { PageFile, SiteFile } from './content-types.generated';
import type { LeadQuestions } from './questions';

export type { NavLink, NavItem } from './content-types.generated';

/** site.yaml as validated: the shape the schemas give it (generated from schema/site.schema.json). */
export type Site = SiteFile;

/** The words of the forms' photo field (site.yaml messages.photos). */
export type PhotoWords = Site['messages']['photos'];

/** What takes a form's place once its request is sent (site.yaml messages.confirmation); site facts are filled in. */
export type ConfirmationWords = Site['messages']['confirmation'];

/** What both lead forms say besides their questions, in one language (site.yaml messages.form). */
export type FormWords = Site['messages']['form'];

/** The messages under a field (site.yaml messages.form.problems); {limit} is filled where it is said. */
export type FieldProblems = FormWords['problems'];

export type Link = Site['header']['cta'];

export type OpeningHours = Site['hours'][number];

/** Other hours for part of each year (site.yaml seasonalHours): from and to are "MM-DD", both included. */
export type SeasonalHours = NonNullable<Site['seasonalHours']>[number];

export type Certification = Site['certifications'][number];

/** One choice of a form select: the value stored with the lead and the words shown. */
export interface Choice {
  value: string;
  label: string;
}

/** site.yaml forms (schema/forms.schema.json). */
export type Forms = Site['forms'];

/** One question as site.yaml writes it; LeadQuestions holds them resolved. */
export type WrittenQuestion = Forms['estimate']['questions'][number];

/** A main town, with what its card on the service-areas page says. */
export type PrimaryTown = Site['serviceAreas']['primary'][number];

/** Home-service trades schema.org names (HomeAndConstructionBusiness and its kinds). */
export type BusinessType = Site['businessType'];

/** site.yaml words: what every page says around its content, in the site's language. */
export type SiteWords = NonNullable<Site['words']>;

/** site.yaml brand: pictures are `/images/...` paths of files in content/images. */
export type Brand = Site['brand'];

/** site.yaml sample: the fictional sample's name, sharing image and stand-in values. */
export type SampleMarks = NonNullable<Site['sample']>;

/** site.yaml speedToLead (schema/speed-to-lead.schema.json). */
export type SpeedToLead = NonNullable<Site['speedToLead']>;

/** The acknowledgement e-mail's words, with {placeholders}. */
export type AcknowledgementWords = SpeedToLead['acknowledgement'];

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
export type PageKind = NonNullable<PageFile['kind']>;

/** A page's file as validated (generated from schema/page.schema.json), every picture of its sections sized. */
export type Page = Omit<PageFile, 'sections' | 'sidebar'> & { sections: Section[]; sidebar?: Section[] };

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
  /** The forms' questions with this language's words (the keys and values are the main language's). */
  questions: LeadQuestions;
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
  /** Each form's questions, from site.yaml, their towns and services resolved (the pages with a quote form). */
  questions: LeadQuestions;
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
