// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, startOnEitherStore } from '../support/either-store.ts';
import { signedIn } from '../support/staff-session.ts';
import { startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';

let server: RunningApp;

beforeAll(async () => {
  server = await startOnEitherStore('sign_in');
});
afterAll(async () => {
  await server?.close();
});

const signIn = (from: string, email: string, password: string) => postFrom(`${server.url}/api/staff/session`, from, { email, password });

describe('a burst of sign-ins', () => {
  it('checks at most 9 of 300 simultaneous wrong passwords for one account from one address', async () => {
    await signedIn(server.url, 'burst@test.example', 'burst password 1234');
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => signIn('127.0.0.2', 'burst@test.example', `wrong ${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(9);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    for (const answer of answers.filter((a) => a.status === 429 || a.status === 503)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);

  it('refuses the real password at position 55 of a burst of 60', async () => {
    await signedIn(server.url, 'burst2@test.example', 'burst2 password 1234');
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 54 ? 'burst2 password 1234' : `wrong ${i}`));
    const answers = await Promise.all(passwords.map((password) => signIn('127.0.0.3', 'burst2@test.example', password)));
    expect(answers[54]!.status).not.toBe(200);
    expect(answers[54]!.headers['set-cookie']).toBeUndefined();
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(9);
  }, 60_000);

  it('answers 503 with Retry-After at once when too many sign-ins are in progress, rather than queueing them', async () => {
    // 200 clients at once, each its own first attempt: hashing is capped, the rest are told to come back.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(`127.0.${1 + Math.floor(i / 250)}.${10 + (i % 240)}`, `nobody${i}@test.example`, 'wrong password'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  }, 120_000);
});

describe('guesses at one account from many places', () => {
  it('slow down, and never lock its owner out: the right password from a new place still signs in', async () => {
    await signedIn(server.url, 'aimed@test.example', 'aimed password 1234');
    let started = 0;
    for (let i = 0; i < 10; i++) {
      // The turns are timed from the 10th's: the clock starts before it is sent.
      if (i === 9) started = Date.now();
      const answer = await signIn(`127.0.2.${i + 1}`, 'aimed@test.example', `wrong ${i}`);
      expect(answer.status).toBe(401);
    }
    const owner = await signIn('127.0.3.1', 'aimed@test.example', 'aimed password 1234');
    expect(owner.status).toBe(200);
    // Past the 9 free attempts each waits its turn (the 10th 1 s, this 11th 2 s after the 10th's), but is checked.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl)(`two servers on one PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  it('share the count: 100 wrong passwords split between them are checked at most 9 times', async () => {
    const schema = uniqueSchema('sign_in_pair');
    const first = await startApp({ databaseUrl: testDatabaseUrl, databaseSchema: schema });
    const second = await startApp({ databaseUrl: testDatabaseUrl, databaseSchema: schema });
    try {
      await signedIn(first.url, 'pair@test.example', 'pair password 1234');
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          postFrom(`${(i % 2 ? first : second).url}/api/staff/session`, '127.0.0.4', {
            email: 'pair@test.example',
            password: `wrong ${i}`,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(9);
    } finally {
      await first.close();
      await second.close();
      await dropSchema(schema);
    }
  }, 60_000);
});
