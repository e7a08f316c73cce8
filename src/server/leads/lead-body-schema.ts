export { leadBodySchemas, notificationBody, contactPatchBody };
export type { LeadDeclaration, LeadBodies, ContactBody, FormBody, NotificationBody, ContactPatchBody };

import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { attributionFields, attributionLimits } from '../../forms/attribution.ts';
import type { AttributionField } from '../../forms/attribution.ts';
import { offeredChoices } from '../../forms/lead-check.ts';
import { productFields, type LeadQuestions, type Question } from '../../content/questions.ts';
import { leadIdPattern, postedFormValues } from '../../forms/wire-names.ts';
import { Text, nullable, refusalKeyword } from '../http/wire-schemas.ts';
import { photoLimits } from '../photos/photo-limits.ts';

/** What a site declares about its lead forms: name, e-mail and phone are the product's, the questions its content's. */
interface LeadDeclaration {
  questions: LeadQuestions;
}

const listedWords = 'Please choose one of the listed options.';

// The bodies that carry a lead, built from the site's declaration: the JSON create (the hosted backend's record,
// with where the visit came from) and the plain form. Each question's key takes what its kind does: one of the
// offered values (or '') for a choice, a list of them for several (repeated fields in the plain form), yes or no,
// text. A field's own rules (required, e-mail, phone, lengths after trimming) are the forms' shared check
// (checkLead), run by the routes after these; a key both forms ask takes what either offers.
function leadBodySchemas(declaration: LeadDeclaration) {
  const asked = askedByKey(declaration.questions);
  const leadFields = <T extends TSchema>(wrap: (schema: TSchema) => T, several: (schema: TSchema) => TSchema) => ({
    ...(Object.fromEntries(productFields.map((field) => [field, wrap(Type.String())])) as Record<(typeof productFields)[number], T>),
    ...Object.fromEntries([...asked].map(([key, questions]) => [key, wrap(answerSchema(questions, several))])),
  });
  const oneOrMore = (item: TSchema) => Type.Union([item, Type.Array(item, { maxItems: 50 })]);
  const attribution = Object.fromEntries(
    attributionFields.map((field) => [field, Type.Optional(nullable(Text(attributionLimits[field])))]),
  ) as Record<AttributionField, ReturnType<typeof optionalText>>;
  const contact = Type.Object(
    {
      ...leadFields(
        (schema) => Type.Optional(nullable(Type.Unsafe<string>(schema))),
        (item) => Type.Array(item, { maxItems: 50 }),
      ),
      ...attribution,
      id: Type.String({ maxLength: 100, pattern: leadIdPattern.source, [refusalKeyword]: { pattern: idWords, maxLength: idWords } }),
      emailSent: Type.Optional(nullable(Type.Enum(['', '0'], { [refusalKeyword]: { enum: 'a new lead starts with "0"' } }))),
      emailError: optionalText(500),
      userId: Type.Optional(nullable(Type.Enum(['', 'anonymous'], { [refusalKeyword]: { enum: 'must be "anonymous"' } }))),
      // Accepted for compatibility; the database clock decides.
      createdAt: optionalText(40),
      // The honeypot: a person never sees it, so never fills it.
      website: optionalText(500),
      // How many photos follow the lead, as the form counted them.
      photosComing: Type.Optional(
        nullable(
          Type.Enum(['', ...Array.from({ length: photoLimits.perLead + 1 }, (_, count) => String(count))], {
            [refusalKeyword]: { enum: `a whole number from 0 to ${photoLimits.perLead}` },
          }),
        ),
      ),
    },
    { additionalProperties: false },
  );
  const form = Type.Object(
    {
      ...leadFields((schema) => Type.Optional(Type.Unsafe<string>(schema)), oneOrMore),
      form: Type.Optional(Type.Enum(postedFormValues)),
      returnTo: Type.Optional(Type.String({ maxLength: 2000 })),
      website: Type.Optional(Type.String({ maxLength: 500 })),
    },
    { additionalProperties: false },
  );
  return { contact, form };
}

type LeadBodies = ReturnType<typeof leadBodySchemas>;

/** POST /api/db/{project}/rest/v1/contacts: one lead. */
type ContactBody = Static<LeadBodies['contact']>;

/** POST /api/leads/form: the plain form's fields, every one text. */
type FormBody = Static<LeadBodies['form']>;

const idWords = 'must be contact_, cta_ or error_, a 13-digit millisecond timestamp, _ and at least 11 random letters or digits';

const toWords = 'one to ten e-mail addresses (not needed: the server knows where leads go)';

/** POST /api/notifications/email: the spec's shape is accepted; only submissionId is used. */
const notificationBody = Type.Object(
  {
    to: Type.Optional(
      Type.Union([
        Type.String({ [refusalKeyword]: { type: toWords } }),
        Type.Array(Type.String(), { maxItems: 10, [refusalKeyword]: { maxItems: toWords } }),
      ]),
    ),
    subject: optionalText(100_000),
    html: optionalText(100_000),
    text: optionalText(100_000),
    replyTo: optionalText(100_000),
    submissionId: Type.String({ maxLength: 100, pattern: leadIdPattern.source, [refusalKeyword]: { pattern: 'not a lead id' } }),
  },
  { additionalProperties: false },
);

type NotificationBody = Static<typeof notificationBody>;

/** PATCH /api/db/{project}/rest/v1/contacts?id=eq.{id}: only the e-mail outcome may change after creation. */
const contactPatchBody = Type.Object(
  {
    emailSent: Type.Optional(Type.Enum(['0', '1'], { [refusalKeyword]: { enum: 'must be "0" or "1"' } })),
    emailError: Type.Optional(nullable(Text(500))),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    [refusalKeyword]: { minProperties: 'nothing to change: send emailSent and/or emailError' },
  },
);

type ContactPatchBody = Static<typeof contactPatchBody>;

function optionalText(max: number) {
  return Type.Optional(nullable(Text(max)));
}

// Each key any form asks now, with every question that uses it.
function askedByKey(questions: LeadQuestions): Map<string, Question[]> {
  const byKey = new Map<string, Question[]>();
  for (const question of [...questions.estimate, ...questions.quote]) {
    if (!question.retired) byKey.set(question.key, [...(byKey.get(question.key) ?? []), question]);
  }
  return byKey;
}

// What a key takes: its choices' values when every question using it lists them, else text.
function answerSchema(questions: Question[], several: (schema: TSchema) => TSchema): TSchema {
  const refusal = { [refusalKeyword]: { enum: listedWords } };
  if (questions.every((question) => question.kind === 'yes-no')) return Type.Enum(['', 'yes', 'no'], refusal);
  const listed = questions.every((question) => (question.kind === 'choice' || question.kind === 'several') && !question.openChoice);
  if (!listed) return Type.String();
  const values = [...new Set(questions.flatMap((question) => offeredChoices(question).map((choice) => choice.value)))];
  if (questions.every((question) => question.kind === 'several')) return several(Type.Enum(values, refusal));
  return Type.Enum(['', ...values], refusal);
}
