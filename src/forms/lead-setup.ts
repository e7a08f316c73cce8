export { leadSetup, leadFormAction, thankYouRoute };
export type { LeadSetup };

import { thankYouRoute } from '../content/required-pages';
import type { ConfirmationWords, FormWords, PhotoWords, Site } from '../content/types';
import { telHref } from '../site/phone';
import type { LeadForm } from '../content/lead-form';

/** Where both lead forms post when JavaScript is off; the server's fallback form posts there too. */
const leadFormAction = '/api/leads/form';

/** What a form island needs to send a lead and tell the visitor how it went (plain JSON props). */
interface LeadSetup {
  /** Project name of the lead API path (site.yaml leads.project). */
  project: string;
  /** Toast after a stored request. */
  successMessage: string;
  /** Toast after a failed request, with the phone number filled in. */
  failureMessage: string;
  /** The form's own fields' and buttons' words, and the messages under a field. */
  words: Pick<FormWords, 'fields' | 'problems'>;
  /** The words of the photo field. */
  photos: PhotoWords;
  /** What takes the form's place once its request is sent. */
  confirmation: ConfirmationWords;
  /** The number the confirmation offers, as a tap-to-call link. */
  phone: { label: string; href: string };
}

// Built on the server from site.yaml in the page's language: an island gets facts and words as props, never through
// the site context.
function leadSetup(site: Site, form: LeadForm): LeadSetup {
  const withPhone = (text: string) => text.replaceAll('{phone}', site.phone.primary);
  const messages = site.messages;
  return {
    project: site.leads.project,
    successMessage: withPhone(form === 'estimate' ? messages.estimateSuccess : messages.quoteSuccess),
    failureMessage: withPhone(form === 'estimate' ? messages.estimateFailure : messages.quoteFailure),
    words: { fields: messages.form.fields, problems: messages.form.problems },
    photos: messages.photos,
    confirmation: messages.confirmation,
    phone: { label: site.phone.primary, href: telHref(site.phone.primary) },
  };
}
