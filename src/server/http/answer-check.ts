export { checkAnswers };

import type { FastifyInstance, FastifySchema } from 'fastify';
import { IsSchema } from 'typebox';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

// Test-only: an answer its route's response schema would change when sent (fast-json-stringify drops a field the
// schema does not name, and turns a value into the type the schema says) fails the request with a 500 naming the
// route and the field, so that a handler and its schema cannot drift apart unseen. Set before the routes.
function checkAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = responseSchema(request.routeOptions.schema, reply.statusCode);
    if (!schema) return payload;
    const where = `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}`;
    const wrong = Value.Errors(schema, payload)[0];
    if (wrong) throw new Error(`${where}: ${wrong.instancePath || 'the body'} ${wrong.message}, against its response schema`);
    if (!Value.Equal(Value.Clean(schema, Value.Clone(payload)), payload)) {
      throw new Error(`${where} with a field its response schema does not name: ${JSON.stringify(payload).slice(0, 500)}`);
    }
    return payload;
  });
}

// The schema of a status (201), else of its class ('4xx'); a schema per media type is not used for JSON answers.
function responseSchema(schema: FastifySchema | undefined, status: number): TSchema | undefined {
  const responses: unknown = schema?.response;
  if (typeof responses !== 'object' || responses === null) return undefined;
  const found: unknown = Reflect.get(responses, String(status)) ?? Reflect.get(responses, `${String(status)[0]}xx`);
  return IsSchema(found) && !('content' in found) ? found : undefined;
}
