// @vitest-environment node
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { checkAnswers } from './answer-check.ts';

describe('the answer check', () => {
  it('fails an answer its schema would change on the way out, and lets a whole one through', async () => {
    const app = Fastify();
    checkAnswers(app);
    const schema = { response: { 200: Type.Object({ name: Type.String(), tags: Type.Array(Type.Object({ id: Type.Integer() })) }) } };
    const answers: Record<string, unknown> = {
      whole: { name: 'a', tags: [{ id: 1 }] },
      extra: { name: 'a', tags: [], city: 'b' },
      nested: { name: 'a', tags: [{ id: 1, label: 'x' }] },
      null: { name: null, tags: [] },
      number: { name: 'a', tags: [{ id: '1' }] },
    };
    app.get<{ Params: { which: string } }>('/:which', { schema }, async (request) => answers[request.params.which]);
    const statuses: Record<string, number> = {};
    for (const which of Object.keys(answers)) statuses[which] = (await app.inject(`/${which}`)).statusCode;
    expect(statuses).toEqual({ whole: 200, extra: 500, nested: 500, null: 500, number: 500 });
    await app.close();
  });
});
