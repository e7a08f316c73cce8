export { VisitBatchBody };

import { Type } from 'typebox';
import { leadIdPattern } from '../../forms/wire-names.ts';
import { visitKinds, visitLimits } from '../../visits/wire.ts';

// Closed schema: every key is known and bounded; anything else is refused before a row is written.
// Printable text only (no control characters): nothing that breaks a CSV, a log line or PostgreSQL's text.
const printable = (max: number, start = '') => Type.String({ maxLength: max, pattern: `^${start}[^\\u0000-\\u001f\\u007f]*$` });

/** POST /api/visits: one request of the counter (src/visits/wire.ts's VisitBatch), as the route's schema. */
const VisitBatchBody = Type.Object(
  {
    s: Type.String({ minLength: 8, maxLength: visitLimits.session, pattern: '^[A-Za-z0-9-]+$' }),
    e: Type.Array(
      Type.Object(
        {
          k: Type.Enum([...visitKinds]),
          p: printable(visitLimits.path, '/'),
          l: Type.Optional(Type.Literal(1)),
          r: Type.Optional(Type.String({ maxLength: visitLimits.host, pattern: '^[A-Za-z0-9.:\\[\\]-]*$' })),
          us: Type.Optional(printable(visitLimits.utm)),
          um: Type.Optional(printable(visitLimits.utm)),
          uc: Type.Optional(printable(visitLimits.utm)),
          w: Type.Optional(Type.Enum(['s', 'm', 'l'])),
          f: Type.Optional(Type.Enum(['estimate', 'quote', ''])),
          id: Type.Optional(Type.String({ maxLength: visitLimits.leadId, pattern: leadIdPattern.source })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: visitLimits.events },
    ),
  },
  { additionalProperties: false },
);
