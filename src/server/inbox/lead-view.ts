export { leadSummary, leadDetail, deliveryWord };

import type { Answer, LeadQuestions } from '../../content/questions.ts';
import { answerOf, namedAnswer } from '../store/lead-answers.ts';
import { otherLanguageName } from '../leads/lead-language.ts';
import { photoUrl } from '../photos/photo-route.ts';
import { wentToOutbox } from '../store/lead.ts';
import type { Lead, Delivery } from '../store/lead.ts';
import type { LeadEvent } from '../store/lead-history.ts';
import type { LeadDeliveryState, LeadDetail, LeadSummary } from './staff-wire.ts';

// One line of the inbox list.
function leadSummary(lead: Lead, questions: LeadQuestions, languages: readonly string[]): Omit<LeadSummary, 'waitingMs'> {
  const town = namedAnswer(lead, questions, 'town');
  const service = namedAnswer(lead, questions, 'service');
  const valueOf = (answer: Answer | undefined) => (typeof answer?.value === 'string' ? answer.value : '');
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    city: valueOf(town),
    cityLabel: town?.text ?? '',
    serviceType: valueOf(service),
    serviceLabel: service?.text ?? '',
    status: lead.status,
    spam: lead.spam,
    delivery: deliveryWord(lead.delivery),
    photoCount: lead.photos.length,
    languageLabel: otherLanguageName(lead.language, languages),
  };
}

// Where the office's e-mail stands; 'outbox' where it was delivered to the outbox folder only (no mail server set).
function deliveryWord(delivery: Pick<Delivery, 'state' | 'recipients'> | null | undefined): LeadDeliveryState {
  if (!delivery) return 'none';
  return delivery.state === 'sent' && wentToOutbox(delivery.recipients) ? 'outbox' : delivery.state;
}

// A lead's page: every field and answer as stored (in the words it was sent with), what happened to it, and one-tap
// links.
function leadDetail(
  lead: Lead,
  delivery: Delivery | undefined,
  events: LeadEvent[],
  questions: LeadQuestions,
  languages: readonly string[],
): LeadDetail {
  const town = namedAnswer(lead, questions, 'town');
  // Every stored field except the server's bookkeeping (attribution fields included as they are added).
  const { submissionKey: _key, delivery: _delivery, nextAttemptAt, notifiedAt, createdAt, photos, ...fields } = lead;
  const labels = {
    city: town?.text ?? '',
    serviceType: namedAnswer(lead, questions, 'service')?.text ?? '',
    language: otherLanguageName(lead.language, languages),
  };
  return {
    lead: {
      ...fields,
      createdAt: createdAt.toISOString(),
      notifiedAt: notifiedAt?.toISOString() ?? null,
      nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
      // Each photo's url answers the image to this session.
      photos: photos.map((photo) => ({ ...photo, url: photoUrl(photo.id) })),
    },
    labels,
    history: [
      { at: createdAt.toISOString(), actor: 'server', kind: 'created' as const },
      ...events.map((event) => ({
        at: event.at.toISOString(),
        actor: event.actor,
        kind: event.kind,
        ...(event.from !== null ? { from: event.from } : {}),
        ...(event.to !== null ? { to: event.to } : {}),
        ...(event.text !== null ? { text: event.text } : {}),
      })),
    ],
    delivery: delivery
      ? {
          state: deliveryWord(delivery),
          attempts: delivery.attempts,
          sentAt: delivery.sentAt?.toISOString() ?? null,
          messageId: delivery.messageId,
          error: lead.emailError,
          recipients: delivery.recipients,
        }
      : null,
    links: links(lead, town),
  };
}

// The map looks up the address answer (the question keyed `address`) and the town, unless the town is Other.
function links(lead: Lead, town: Answer | undefined): LeadDetail['links'] {
  const digits = lead.phone.replace(/\D/g, '');
  const tel =
    digits.length === 10
      ? `tel:+1${digits}`
      : digits.length === 11 && digits.startsWith('1')
        ? `tel:+${digits}`
        : digits
          ? `tel:${digits}`
          : null;
  const address = answerOf(lead.answers, 'address')?.text.trim() ?? '';
  const place = [address, town && town.value !== 'other' ? town.text : ''].filter(Boolean).join(', ');
  return {
    tel,
    mailto: lead.email ? `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}` : null,
    map: place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null,
  };
}
