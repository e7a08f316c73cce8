export { publicRow, staffRow, PublicRow, StaffRow, PhotoOfLead };
export type { PublicRowAnswer, StaffRowAnswer };

import { Type } from 'typebox';
import type { Static } from 'typebox';
import { nullable } from '../http/wire-schemas.ts';
import { photoUrl } from '../photos/photo-route.ts';
import { wentToOutbox } from '../store/lead.ts';
import type { Lead } from '../store/lead.ts';
import type { Answer, LeadQuestions } from '../../content/questions.ts';

/** An answer's value under its question's key: a several question's values as a list. */
const AnswerValue = Type.Union([Type.String(), Type.Array(Type.String())]);

/** The fields of spec section 3: what a visitor's own create or update returns; each question's answer under its
 * key besides ('' when unanswered), so a site whose questions are the spec's fields returns the spec's row. */
const PublicRow = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    emailSent: Type.Enum(['0', '1']),
    emailError: nullable(Type.String()),
    userId: Type.Literal('anonymous'),
    createdAt: Type.String(),
  },
  { additionalProperties: AnswerValue },
);

type PublicRowAnswer = Static<typeof PublicRow> & { [key: string]: unknown };

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
const StaffRow = Type.Object(
  {
    ...PublicRow.properties,
    /** Each answer with the question's words when the lead was sent, in the order asked. */
    answers: Type.Array(
      Type.Object({ key: Type.String(), label: Type.String(), kind: Type.String(), value: AnswerValue, text: Type.String() }),
    ),
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
  },
  { additionalProperties: AnswerValue },
);

type StaffRowAnswer = Static<typeof StaffRow> & { answers: Answer[] };

function publicRow(contact: Lead, questions: LeadQuestions): PublicRowAnswer {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    ...answersByKey(contact, questions),
    emailSent: contact.emailSent,
    emailError: contact.emailError,
    userId: contact.userId,
    createdAt: contact.createdAt.toISOString(),
  };
}

// Staff also see the delivery: its state, who got the lead, who waits for another attempt, who refused
// it for good; an error_ copy names the lead it copies.
function staffRow(contact: Lead, questions: LeadQuestions): StaffRowAnswer {
  const recipients = contact.delivery?.recipients ?? {};
  const having = (status: string) => Object.keys(recipients).filter((address) => recipients[address]!.status === status);
  return {
    ...publicRow(contact, questions),
    answers: contact.answers,
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

/** Keys a row names itself: an answer never takes their place. */
const rowFields = new Set([...Object.keys(StaffRow.properties), 'delivery']);

// Every question of either form under its key ('' or [] when unanswered, as the spec's row has every field), then
// the lead's answers, those to questions since removed included.
function answersByKey(contact: Lead, questions: LeadQuestions): Record<string, string | string[]> {
  const row: Record<string, string | string[]> = {};
  for (const question of [...questions.estimate, ...questions.quote]) {
    if (!question.retired) row[question.key] ??= question.kind === 'several' ? [] : '';
  }
  for (const answer of contact.answers) row[answer.key] = answer.value;
  for (const key of Object.keys(row)) if (rowFields.has(key)) delete row[key];
  return row;
}
