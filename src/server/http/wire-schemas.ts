export { LeadIdParams, ErrorReply };

import { Type } from 'typebox';

// The pieces route schemas share: TypeBox schemas are JSON Schemas Fastify validates with, and types at once.

/** `:id` of a lead in a path. */
const LeadIdParams = Type.Object({ id: Type.String({ minLength: 1 }) });

/** The API's error body (PostgREST's shape). */
const ErrorReply = Type.Object({
  code: Type.String(),
  message: Type.String(),
  details: Type.Union([Type.String(), Type.Null()]),
  hint: Type.Union([Type.String(), Type.Null()]),
});
