import ky from 'ky';
import { describe, expect, test } from 'vitest';
import { problemMessage } from './api';

// The error ky throws for an answer of the server, as the inbox gets it.
async function failure(status: number, body: unknown): Promise<unknown> {
  const answer = () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return ky('http://inbox.test/api/staff/session', { method: 'post', retry: 0, fetch: async () => answer() }).then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe("the server's refusals in the office's words", () => {
  test('a refusal for now says how long to wait, then what to do', async () => {
    const error = await failure(429, {
      code: 'PGRST429',
      message: 'Too many wrong passwords',
      details: 'Try again in 42 s.',
      hint: 'Forgot your password? Ask for a new one.',
    });
    expect(problemMessage(error)).toBe('Too many wrong passwords. Try again in 42 s. Forgot your password? Ask for a new one.');
  });

  test("any other refusal gives the server's sentence and hint, without its technical details", async () => {
    const error = await failure(400, { code: 'PGRST102', message: 'text: 1 to 5000 characters', details: 'body.text', hint: null });
    expect(problemMessage(error)).toBe('text: 1 to 5000 characters.');
  });

  test('an answer without a sentence, and no answer at all, still read plainly', async () => {
    expect(problemMessage(await failure(500, 'oops'), 'Not saved.')).toBe('Not saved.');
    expect(problemMessage(new TypeError('Failed to fetch'))).toBe('No connection to the server. Check the network and try again.');
  });
});
