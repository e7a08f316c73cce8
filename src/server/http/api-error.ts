export { ApiError, apiErrorHandler, errorBody, refusedField };
export type { ErrorBody };

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDiskFull, type DiskFullWatch } from './disk-full.ts';
import { refusalKeyword } from './wire-schemas.ts';
import type { Refusals } from './wire-schemas.ts';

type Issue = NonNullable<FastifyError['validation']>[number];

/** PostgREST's error shape, so a client written for the hosted backend understands ours. */
interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error with the status and body the client should get. */
class ApiError extends Error {
  constructor(
    /** HTTP status. */
    readonly statusCode: number,
    /** Stable machine-readable code (PostgREST's where one fits). */
    readonly code: string,
    message: string,
    /** What exactly is wrong, e.g. field by field. */
    readonly details: string | null = null,
    /** What to do about it. */
    readonly hint: string | null = null,
    /** Seconds to wait before trying again, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function errorBody(error: ApiError): ErrorBody {
  return { code: error.code, message: error.message, details: error.details, hint: error.hint };
}

// Fastify's own client errors keep their status; a full disk is a 503 said once in the log; anything unexpected is a
// 500 without internals.
function apiErrorHandler(diskFull: DiskFullWatch) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isDiskFull(error)) {
      diskFull.full(request.log);
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '300').send(errorBody(diskFullError()));
    }
    const known = error instanceof ApiError ? error : fromFastify(error);
    // A refusal for now (503 at capacity) is expected under load; a database down is not.
    if (known.statusCode >= 500 && !(error instanceof ApiError && known.statusCode === 503)) {
      request.log.error({ err: error }, 'Request failed');
    }
    if (known.retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(known.retryAfter))));
    return reply.code(known.statusCode).header('cache-control', 'no-store').send(errorBody(known));
  };
}

function diskFullError(): ApiError {
  return new ApiError(
    503,
    'PGRST503',
    'The request could not be saved just now',
    'The server is out of disk space.',
    'Nothing was stored: keep what was typed, call the business, or send it again later.',
  );
}

function fromFastify(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  if (error.validation?.length) return invalidInput(error.validation[0]!, error.validationContext);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PGRST413', 'Request body too large', error.message, 'Send one lead per request.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'PGRST107', 'Unsupported Content-Type', error.message, 'Send application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'PGRST102', 'Invalid JSON body', error.message, null);
  }
  if (error instanceof SyntaxError || status === 400) {
    return new ApiError(400, 'PGRST102', 'Invalid request body', error.message, null);
  }
  if (status >= 400 && status < 500) return new ApiError(status, `HTTP${status}`, error.message, null, null);
  if (isDatabaseDown(error)) {
    return new ApiError(503, 'PGRST001', 'The database is unavailable', null, 'Try again in a moment.');
  }
  return new ApiError(500, 'PGRST000', 'Internal server error', null, null);
}

function isDatabaseDown(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001'].includes(code);
}

// A request a route's schema refused, in the API's words (a 400): a body is PGRST102, a query or a path PGRST100.
// Ajv stops at the first problem; that one is worded, in the schema's own words where it has some.
function invalidInput(issue: Issue, context: string | undefined): ApiError {
  const details = worded(issue);
  if (context === 'body') return new ApiError(400, 'PGRST102', 'Invalid request body', details, null);
  return new ApiError(400, 'PGRST100', 'Invalid query parameters', details, null);
}

/** The field a schema refused (its path, dotted) and the schema's own words for it, if it has some. */
function refusedField(issue: Issue): { field: string; words: string | undefined } {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return { field, words: refusals('parentSchema' in issue ? issue.parentSchema : undefined)[issue.keyword] };
}

function worded(issue: Issue): string {
  const { field: at, words: own } = refusedField(issue);
  const params: Record<string, unknown> = issue.params;
  if (own) return `${at || 'the body'}: ${own}`;
  switch (issue.keyword) {
    case 'additionalProperties':
      return `Unknown field(s): ${[at, params.additionalProperty].filter(Boolean).join('.')}`;
    case 'required':
      return `${[at, params.missingProperty].filter(Boolean).join('.')}: required`;
    case 'enum':
      return `${at}: one of ${Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join(', ') : ''}`;
    case 'maxLength':
      return `${at}: at most ${String(params.limit)} characters`;
    case 'type':
      return `${at || 'the body'}: ${String(params.type).startsWith('string') ? 'must be text' : `${String(params.type)} expected`}`;
    default:
      return `${at || 'the body'}: ${issue.message ?? 'not valid'}`;
  }
}

// The words a schema gives its refusals (Ajv hands each problem its schema with `verbose`).
function refusals(schema: unknown): Refusals {
  if (typeof schema !== 'object' || schema === null || !(refusalKeyword in schema)) return {};
  const words = schema[refusalKeyword];
  return typeof words === 'object' && words !== null ? Object.fromEntries(Object.entries(words)) : {};
}
