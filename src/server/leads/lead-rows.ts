export { publicRow, staffRow, PublicRow, StaffRow, PhotoOfLead };
export type { PublicRowAnswer, StaffRowAnswer };

import { Type } from 'typebox';
import type { Static } from 'typebox';
import { nullable } from '../http/wire-schemas.ts';
import { photoUrl } from '../photos/photo-route.ts';
import { wentToOutbox } from '../store/contact.ts';
import type { Contact } from '../store/contact.ts';

/** The fields of spec section 3: what a visitor's own create or update returns. */
const PublicRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  city: Type.String(),
  serviceType: Type.String(),
  projectType: Type.String(),
  timeline: Type.String(),
  budget: Type.String(),
  message: Type.String(),
  emailSent: Type.Enum(['0', '1']),
  emailError: nullable(Type.String()),
  userId: Type.Literal('anonymous'),
  createdAt: Type.String(),
});

type PublicRowAnswer = Static<typeof PublicRow>;

/** A photo of a lead; its url answers the image to a session or the staff token. */
const PhotoOfLead = Type.Object({
  id: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Size of the stored JPEG. */
  bytes: Type.Integer(),
  url: Type.String(),
});

/** A lead as staff tools read it (GET contacts, the export). */
const StaffRow = Type.Object({
  ...PublicRow.properties,
  spam: Type.Boolean(),
  notifiedAt: nullable(Type.String()),
  attempts: Type.Integer(),
  nextAttemptAt: nullable(Type.String()),
  delivery: nullable(
    Type.Object({
      state: Type.Enum(['sending', 'pending', 'sent', 'failed']),
      to: Type.Array(Type.String()),
      deferred: Type.Array(Type.String()),
      refused: Type.Array(Type.String()),
      outbox: Type.Boolean(),
    }),
  ),
  copyOf: nullable(Type.String()),
  status: Type.String(),
  page: Type.String(),
  landingPage: Type.String(),
  referrer: Type.String(),
  utmSource: Type.String(),
  utmMedium: Type.String(),
  utmCampaign: Type.String(),
  utmTerm: Type.String(),
  utmContent: Type.String(),
  photos: Type.Array(PhotoOfLead),
  photosComing: Type.Integer(),
  /** The language of the page it was sent from; '' for the main language's older leads. */
  language: Type.String(),
});

type StaffRowAnswer = Static<typeof StaffRow>;

function publicRow(contact: Contact): PublicRowAnswer {
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
function staffRow(contact: Contact): StaffRowAnswer {
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
    // How many the homeowner chose when sending: more than `photos` while they are still on the way.
    photosComing: contact.photosComing,
    language: contact.language,
  };
}
