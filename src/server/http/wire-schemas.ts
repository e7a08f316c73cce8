export { ErrorReply, errorReplies, fileReply, LeadIdParams, NoBody, NoQuery, Nothing, Text, nullable, refusalKeyword, noNul };
export type { Refusals };

import { Type } from 'typebox';
import type { Static, TNull, TObject, TSchema, TUnion, TUnsafe } from 'typebox';
import type { Readable } from 'node:stream';

// The pieces route schemas share: TypeBox schemas are JSON Schemas Fastify validates with, and types at once.

/** A schema's own words for a refused value, by the JSON Schema keyword that refused it ("pattern", "enum" ...). */
type Refusals = Partial<Record<string, string>>;

/** The annotation keyword that holds a schema's `Refusals` (declared to Fastify's Ajv in app.ts). */
const refusalKeyword = 'refusal';

/** Text without a NUL: PostgreSQL's text cannot hold one. */
const noNul = '^[^\\u0000]*$';

/** Text of at most `max` characters, without a NUL. */
function Text(max: number, refusal: Refusals = {}) {
  return Type.String({ maxLength: max, pattern: noNul, [refusalKeyword]: { pattern: 'contains a NUL character', ...refusal } });
}

/**
 * A value, or null (where the hosted backend's clients send null for "not given", or an answer has none). A scalar
 * says so with a list of types (or null among its values), which fast-json-stringify writes without an Ajv of its own
 * (anyOf costs each route's serializer about ten times the memory); an object is one of two schemas.
 */
function nullable<T extends TObject>(schema: T): TUnion<[T, TNull]>;
function nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null>;
function nullable(schema: TSchema): TSchema {
  const json: Record<string, unknown> = Object.fromEntries(Object.entries(schema));
  if (typeof json.type === 'string' && json.type !== 'object') return Type.Unsafe({ ...json, type: [json.type, 'null'] });
  if (json.type === undefined && Array.isArray(json.enum)) return Type.Unsafe({ ...json, enum: [...json.enum, null] });
  return Type.Union([schema, Type.Null()]);
}

/** `:id` of a lead in a path. */
const LeadIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

/** A route that reads no query: any parameter is refused. */
const NoQuery = Type.Object({}, { additionalProperties: false });

/** A change that takes no body: an empty JSON object or nothing at all. */
const NoBody = nullable(Type.Object({}, { additionalProperties: false }));

/** An answer without a body (204, a redirect). */
const Nothing = Type.Null();

/** The API's error body (PostgREST's shape). */
const ErrorReply = Type.Object({
  code: Type.String(),
  message: Type.String(),
  details: nullable(Type.String()),
  hint: nullable(Type.String()),
});

/** Every route's refusals and failures: the error body. */
const errorReplies = { '4xx': ErrorReply };

/** A file sent as its bytes (a CSV, a backup, a photo), by media type: never serialized, declared for the reader. */
function fileReply(...mediaTypes: string[]) {
  return { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: Type.Unsafe<Buffer | Readable>(Type.String()) }])) };
}
