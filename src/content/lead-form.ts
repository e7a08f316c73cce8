export { holdsLeadForm, leadFormAnchor };
export type { LeadForm };

import type { Section } from '../sections/section-types.generated';

/** Which form a lead came from: the general estimate form or the sidebar quote form (section quoteForm). */
type LeadForm = 'estimate' | 'quote';

/** The section types that hold a lead form: a page's first one is where the header's button and the phone bar lead. */
const leadFormSections: readonly Section['type'][] = ['estimateForm', 'quoteForm'];

/** The anchor of a page's first lead form when its section names none. */
const leadFormAnchor = 'estimate';

function holdsLeadForm(section: { readonly type?: unknown }): boolean {
  return leadFormSections.includes(section.type as Section['type']);
}
