export { leadBodySchemas, notificationBody, contactPatchBody };
export type { LeadDeclaration, LeadBodies, ContactBody, FormBody, NotificationBody, ContactPatchBody };

import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { attributionFields, attributionLimits } from '../../forms/attribution.ts';
import type { AttributionField } from '../../forms/attribution.ts';
import { leadFieldNames } from '../../forms/lead-rules.ts';
import type { LeadFieldName } from '../../forms/lead-rules.ts';
import { leadIdPattern, postedFormValues } from '../../forms/wire-names.ts';
import type { LeadChoices } from '../../content/types.ts';
import { Text, nullable, refusalKeyword } from '../http/wire-schemas.ts';
import { photoLimits } from '../photos/photo-limits.ts';

/** What a site declares about its lead forms: the fields are the product's, the lists are the site's content. */
interface LeadDeclaration {
  choices: LeadChoices;
}

/** The fields whose value is one of a list the site offers; the estimate form's service is free text. */
const listedFields = ['city', 'projectType', 'timeline', 'budget'] as const;

const listedWords = 'Please choose one of the listed options.';

// The bodies that carry a lead, built from the site's declaration: the JSON create (the hosted backend's record,
// with where the visit came from) and the plain form. A field's own rules (required, e-mail, phone, lengths after
// trimming, the quote form's service list) are the forms' shared check, run by the routes after these.
function leadBodySchemas(declaration: LeadDeclaration) {
  const listed = (field: (typeof listedFields)[number]) =>
    Type.Enum(['', ...declaration.choices[field].map((choice) => choice.value)], { [refusalKeyword]: { enum: listedWords } });
  const leadField = (field: LeadFieldName) => (isListed(field) ? listed(field) : Type.String());
  const leadFields = <T extends TSchema>(wrap: (schema: TSchema) => T) =>
    Object.fromEntries(leadFieldNames.map((field) => [field, wrap(leadField(field))])) as Record<LeadFieldName, T>;
  const attribution = Object.fromEntries(
    attributionFields.map((field) => [field, Type.Optional(nullable(Text(attributionLimits[field])))]),
  ) as Record<AttributionField, ReturnType<typeof optionalText>>;
  const contact = Type.Object(
    {
      ...leadFields((schema) => Type.Optional(nullable(Type.Unsafe<string>(schema)))),
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
      ...leadFields((schema) => Type.Optional(Type.Unsafe<string>(schema))),
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

function isListed(field: LeadFieldName): field is (typeof listedFields)[number] {
  return listedFields.some((listed) => listed === field);
}
