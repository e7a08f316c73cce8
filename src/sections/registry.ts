export { sections };
export type { SectionType };

import type { ComponentType } from 'react';
import { Areas } from './areas/Areas';
import { Cards } from './cards/Cards';
import { Certifications } from './certifications/Certifications';
import { ContactInfo } from './contactInfo/ContactInfo';
import { Cta } from './cta/Cta';
import { EstimateForm } from './estimateForm/EstimateForm';
import { Faq } from './faq/Faq';
import { Features } from './features/Features';
import { Gallery } from './gallery/Gallery';
import { Hero } from './hero/Hero';
import { Hours } from './hours/Hours';
import { Options } from './options/Options';
import { Projects } from './projects/Projects';
import { QuoteWidget } from './quoteWidget/QuoteWidget';
import { Reviews } from './reviews/Reviews';
import { Stats } from './stats/Stats';
import { Steps } from './steps/Steps';
import { TextSection } from './text/Text';

// Section `type` in page YAML -> component receiving the section object as props; one line per type.
const sections = {
  hero: Hero,
  text: TextSection,
  cards: Cards,
  features: Features,
  steps: Steps,
  options: Options,
  stats: Stats,
  faq: Faq,
  cta: Cta,
  certifications: Certifications,
  reviews: Reviews,
  areas: Areas,
  gallery: Gallery,
  hours: Hours,
  contactInfo: ContactInfo,
  estimateForm: EstimateForm,
  quoteWidget: QuoteWidget,
  projects: Projects,
} satisfies Record<string, ComponentType<any>>;

/** Name of a section type, e.g. `hero`. */
type SectionType = keyof typeof sections;
