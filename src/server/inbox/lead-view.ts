export { leadSummary, leadDetail, deliveryWord };

import { choiceLabel } from '../../content/lead-choices.ts';
import type { LeadChoices } from '../../content/types.ts';
import { otherLanguageName } from '../leads/lead-language.ts';
import { photoUrl } from '../photos/photo-route.ts';
import { wentToOutbox } from '../store/contact.ts';
import type { Contact, Delivery } from '../store/contact.ts';
import type { LeadEvent } from '../store/lead-history.ts';
import type { DeliveryState, LeadDetail, LeadSummary } from './staff-wire.ts';

// One line of the inbox list.
function leadSummary(contact: Contact, choices: LeadChoices, languages: readonly string[]): Omit<LeadSummary, 'waitingMs'> {
  return {
    id: contact.id,
    createdAt: contact.createdAt.toISOString(),
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    city: contact.city,
    cityLabel: contact.city ? choiceLabel(choices, 'city', contact.city) : '',
    serviceType: contact.serviceType,
    serviceLabel: contact.serviceType ? choiceLabel(choices, 'serviceType', contact.serviceType) : '',
    status: contact.status,
    spam: contact.spam,
    delivery: deliveryWord(contact.delivery),
    photoCount: contact.photos.length,
    languageLabel: otherLanguageName(contact.language, languages),
  };
}

// Where the office's e-mail stands; 'outbox' where it was delivered to the outbox folder only (no mail server set).
function deliveryWord(delivery: Pick<Delivery, 'state' | 'recipients'> | null | undefined): DeliveryState {
  if (!delivery) return 'none';
  return delivery.state === 'sent' && wentToOutbox(delivery.recipients) ? 'outbox' : delivery.state;
}

// A lead's page: every field as stored, the words the visitor saw, what happened to it, and one-tap links.
function leadDetail(
  contact: Contact,
  delivery: Delivery | undefined,
  events: LeadEvent[],
  choices: LeadChoices,
  languages: readonly string[],
): LeadDetail {
  const label = (field: 'city' | 'serviceType' | 'projectType' | 'timeline' | 'budget') =>
    contact[field] ? choiceLabel(choices, field, contact[field]) : '';
  // Every stored field except the server's bookkeeping (attribution fields included as they are added).
  const { submissionKey: _key, delivery: _delivery, nextAttemptAt, notifiedAt, createdAt, photos, ...fields } = contact;
  const labels = {
    city: label('city'),
    serviceType: label('serviceType'),
    projectType: label('projectType'),
    timeline: label('timeline'),
    budget: label('budget'),
    language: otherLanguageName(contact.language, languages),
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
          error: contact.emailError,
          recipients: delivery.recipients,
        }
      : null,
    links: links(contact, labels.city),
  };
}

function links(contact: Contact, cityLabel: string): LeadDetail['links'] {
  const digits = contact.phone.replace(/\D/g, '');
  const tel =
    digits.length === 10
      ? `tel:+1${digits}`
      : digits.length === 11 && digits.startsWith('1')
        ? `tel:+${digits}`
        : digits
          ? `tel:${digits}`
          : null;
  const place = [contact.address.trim(), cityLabel && contact.city !== 'other' ? cityLabel : ''].filter(Boolean).join(', ');
  return {
    tel,
    mailto: contact.email ? `mailto:${encodeURIComponent(contact.email).replace(/%40/g, '@')}` : null,
    map: place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null,
  };
}
