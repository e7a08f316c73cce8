export { invalidInput };

import type { FastifyError } from 'fastify';

type Issue = NonNullable<FastifyError['validation']>[number];

// A request a route's schema refused, in the API's words (a 400): a body is PGRST102, a query or a path PGRST100.
function invalidInput(error: FastifyError): { code: string; message: string; details: string } | undefined {
  if (!error.validation?.length) return undefined;
  const details = error.validation.map(worded).join('; ');
  if (error.validationContext === 'body') return { code: 'PGRST102', message: 'Invalid request body', details };
  return { code: 'PGRST100', message: 'Invalid query parameters', details };
}

function worded(issue: Issue): string {
  const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'additionalProperties':
      return `Unknown field(s): ${[at, params.additionalProperty].filter(Boolean).join('.')}`;
    case 'required':
      return `${[at, params.missingProperty].filter(Boolean).join('.')}: required`;
    case 'enum':
      return `${at}: one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'type':
      return `${at || 'the body'}: ${String(params.type)} expected`;
    default:
      return `${at || 'the body'}: ${issue.message ?? 'not valid'}`;
  }
}
