export { parseVisitBatch };

import { Ajv2020 } from 'ajv/dist/2020.js';
import { ApiError } from '../http/api-error.ts';
import { leadIdPattern } from '../../forms/wire-names.ts';
import { visitKinds, visitLimits } from '../../visits/wire.ts';
import type { VisitBatch } from '../../visits/wire.ts';

// Closed schema: every key is known and bounded; anything else is refused before a row is written.
// Printable text only (no control characters): nothing that breaks a CSV, a log line or PostgreSQL's text.
const printable = (max: number) => ({ type: 'string', maxLength: max, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const batchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['s', 'e'],
  properties: {
    s: { type: 'string', minLength: 8, maxLength: visitLimits.session, pattern: '^[A-Za-z0-9-]+$' },
    e: {
      type: 'array',
      minItems: 1,
      maxItems: visitLimits.events,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['k', 'p'],
        properties: {
          k: { enum: [...visitKinds] },
          p: { ...printable(visitLimits.path), pattern: '^/[^\\u0000-\\u001f\\u007f]*$' },
          l: { const: 1 },
          r: { type: 'string', maxLength: visitLimits.host, pattern: '^[A-Za-z0-9.:\\[\\]-]*$' },
          us: printable(visitLimits.utm),
          um: printable(visitLimits.utm),
          uc: printable(visitLimits.utm),
          w: { enum: ['s', 'm', 'l'] },
          f: { enum: ['estimate', 'quote', ''] },
          id: { type: 'string', maxLength: visitLimits.leadId, pattern: leadIdPattern.source },
        },
      },
    },
  },
} as const;

const validate = new Ajv2020({ allErrors: false, strict: true }).compile<VisitBatch>(batchSchema);

/** The checked batch, or a 400 that says what is wrong. */
function parseVisitBatch(body: unknown): VisitBatch {
  if (validate(body)) return body;
  const error = validate.errors?.[0];
  const where = error?.instancePath ? `${error.instancePath.slice(1).replace(/\//g, '.')}: ` : '';
  throw new ApiError(400, 'VISIT_BODY', 'Invalid visit events', `${where}${error?.message ?? 'not a batch of events'}`, null);
}
