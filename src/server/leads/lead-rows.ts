export { publicRow, staffRow, PublicRow, StaffRow, PhotoOfLead };
export type { PublicRowAnswer, StaffRowAnswer };

import { Type } from 'typebox';
import type { Static } from 'typebox';
import { nullable } from '../http/wire-schemas.ts';
import { photoUrl } from '../photos/photo-route.ts';
import { deliveryStates, leadStatuses, wentToOutbox } from '../store/lead.ts';
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
        state: Type.Enum([...deliveryStates]),
        to: Type.Array(Type.String()),
        deferred: Type.Array(Type.String()),
        refused: Type.Array(Type.String()),
        outbox: Type.Boolean(),
      }),
    ),
    copyOf: nullable(Type.String()),
    status: Type.Enum(leadStatuses.map((status) => status.value)),
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

function publicRow(lead: Lead, questions: LeadQuestions): PublicRowAnswer {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    ...answersByKey(lead, questions),
    emailSent: lead.emailSent,
    emailError: lead.emailError,
    userId: lead.userId,
    createdAt: lead.createdAt.toISOString(),
  };
}

// Staff also see the delivery: its state, who got the lead, who waits for another attempt, who refused
// it for good; an error_ copy names the lead it copies.
function staffRow(lead: Lead, questions: LeadQuestions): StaffRowAnswer {
  const recipients = lead.delivery?.recipients ?? {};
  const having = (status: string) => Object.keys(recipients).filter((address) => recipients[address]!.status === status);
  return {
    ...publicRow(lead, questions),
    answers: lead.answers,
    spam: lead.spam,
    notifiedAt: lead.notifiedAt?.toISOString() ?? null,
    attempts: lead.attempts,
    nextAttemptAt: lead.nextAttemptAt?.toISOString() ?? null,
    delivery: lead.delivery
      ? {
          state: lead.delivery.state,
          to: having('accepted'),
          deferred: having('deferred'),
          refused: having('refused'),
          // "to" were only the outbox folder's (no mail server set): nobody received it.
          outbox: wentToOutbox(recipients),
        }
      : null,
    copyOf: lead.copyOf,
    status: lead.status,
    // Where the lead came from.
    page: lead.page,
    landingPage: lead.landingPage,
    referrer: lead.referrer,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmTerm: lead.utmTerm,
    utmContent: lead.utmContent,
    // The photos the homeowner attached; each url answers the image to the staff token.
    photos: lead.photos.map((photo) => ({ ...photo, url: photoUrl(photo.id) })),
    // How many the homeowner chose when sending: more than `photos` while they are still on the way.
    photosComing: lead.photosComing,
    language: lead.language,
  };
}

/** Keys a row names itself: an answer never takes their place. */
const rowFields = new Set([...Object.keys(StaffRow.properties), 'delivery']);

// Every question of either form under its key ('' or [] when unanswered, as the spec's row has every field), then
// the lead's answers, those to questions since removed included.
function answersByKey(lead: Lead, questions: LeadQuestions): Record<string, string | string[]> {
  const row: Record<string, string | string[]> = {};
  for (const question of [...questions.estimate, ...questions.quote]) {
    if (!question.retired) row[question.key] ??= question.kind === 'several' ? [] : '';
  }
  for (const answer of lead.answers) row[answer.key] = answer.value;
  for (const key of Object.keys(row)) if (rowFields.has(key)) delete row[key];
  return row;
}
