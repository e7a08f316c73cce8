export { publicRow, staffRow };

import { photoUrl } from '../photos/photo-route.ts';
import { wentToOutbox } from '../store/contact.ts';
import type { Contact } from '../store/contact.ts';

// The fields of spec section 3: what a visitor's own create or update returns.
function publicRow(contact: Contact) {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    city: contact.city,
    serviceType: contact.serviceType,
    projectType: contact.projectType,
    timeline: contact.timeline,
    budget: contact.budget,
    message: contact.message,
    emailSent: contact.emailSent,
    emailError: contact.emailError,
    userId: contact.userId,
    createdAt: contact.createdAt.toISOString(),
  };
}

// Staff also see the delivery: its state, who got the lead, who waits for another attempt, who refused
// it for good; an error_ copy names the lead it copies.
function staffRow(contact: Contact) {
  const recipients = contact.delivery?.recipients ?? {};
  const having = (status: string) => Object.keys(recipients).filter((address) => recipients[address]!.status === status);
  return {
    ...publicRow(contact),
    spam: contact.spam,
    notifiedAt: contact.notifiedAt?.toISOString() ?? null,
    attempts: contact.attempts,
    nextAttemptAt: contact.nextAttemptAt?.toISOString() ?? null,
    delivery: contact.delivery
      ? {
          state: contact.delivery.state,
          to: having('accepted'),
          deferred: having('deferred'),
          refused: having('refused'),
          // "to" were only the outbox folder's (no mail server set): nobody received it.
          outbox: wentToOutbox(recipients),
        }
      : null,
    copyOf: contact.copyOf,
    status: contact.status,
    // Where the lead came from.
    page: contact.page,
    landingPage: contact.landingPage,
    referrer: contact.referrer,
    utmSource: contact.utmSource,
    utmMedium: contact.utmMedium,
    utmCampaign: contact.utmCampaign,
    utmTerm: contact.utmTerm,
    utmContent: contact.utmContent,
    // The photos the homeowner attached; each url answers the image to the staff token.
    photos: contact.photos.map((photo) => ({ ...photo, url: photoUrl(photo.id) })),
    // How many the homeowner chose when sending: more than \`photos\` while they are still on the way.
    photosComing: contact.photosComing,
  };
}
