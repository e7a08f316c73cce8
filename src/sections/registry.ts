export { sections };
export type { SectionType };

import type { SectionRegistry } from './section-definition';
import type { SectionType } from './shared/types';
import { areas } from './areas';
import { cards } from './cards';
import { certifications } from './certifications';
import { contactInfo } from './contactInfo';
import { cta } from './cta';
import { estimateForm } from './estimateForm';
import { faq } from './faq';
import { features } from './features';
import { gallery } from './gallery';
import { hero } from './hero';
import { hours } from './hours';
import { options } from './options';
import { projects } from './projects';
import { quoteForm } from './quoteForm';
import { reviews } from './reviews';
import { stats } from './stats';
import { steps } from './steps';
import { text } from './text';

// Section `type` in page YAML -> its definition (src/sections/<type>/index.ts); one line per type, in the order
// schema/section.schema.json offers them.
const sections: SectionRegistry = {
  hero,
  text,
  cards,
  features,
  steps,
  options,
  stats,
  faq,
  cta,
  certifications,
  reviews,
  areas,
  gallery,
  hours,
  contactInfo,
  estimateForm,
  quoteForm,
  projects,
};

/** Whether the section holds a lead form (its definition says so). */
