// @vitest-environment node
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { staffRow } from '../../src/server/leads/lead-rows.ts';
import { rooferAnswers, rooferQuestions } from '../support/answers.ts';
import { toCsv } from '../../src/server/leads/leads-csv.ts';
import { exportStream } from '../../src/server/leads/export-stream.ts';
import type { Lead } from '../../src/server/store/lead.ts';

const lead = (i: number) =>
  ({
    id: `contact_${i}`,
    submissionKey: String(i),
    form: 'estimate',
    name: `Person ${i}`,
    email: `p${i}@example.com`,
    phone: '=1+1',
    answers: rooferAnswers({ city: i % 3 ? 'golden' : 'denver', message: `Line one\r\nline "two", =SUM(A1) ${i}` }),
    emailSent: '0',
    emailError: null,
    userId: 'anonymous',
    createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, i)),
    spam: false,
    notifiedAt: null,
    attempts: 0,
    nextAttemptAt: null,
    delivery: undefined,
    copyOf: null,
    status: 'new',
    page: '',
    landingPage: '',
    referrer: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    utmTerm: '',
    utmContent: '',
    photos: i % 2 ? [{ id: i, width: 1600, height: 1200, bytes: 250_000 }] : [],
  }) as unknown as Lead;

// The bytes as sent (a TextDecoder would drop the byte-order mark).
async function text(stream: Readable): Promise<string> {
  return (await buffer(stream)).toString('utf8');
}

async function* pagesOf(contacts: Lead[], size: number): AsyncGenerator<Lead[]> {
  for (let start = 0; start < contacts.length; start += size) yield contacts.slice(start, start + size);
}

describe('an export written a page at a time', () => {
  it('is the same CSV as written at once, for none, one, and many pages of rows', async () => {
    const labels = ['City', 'Message', 'Roof age'];
    for (const count of [0, 1, 7, 250, 251, 601]) {
      const contacts = Array.from({ length: count }, (_, i) => lead(i));
      const streamed = await text(await exportStream(pagesOf(contacts, 100), 'csv', rooferQuestions, labels));
      expect(streamed).toBe(
        toCsv(
          contacts.map((each) => staffRow(each, rooferQuestions)),
          labels,
        ),
      );
    }
  });

  it('is the same JSON as JSON.stringify of every row, for none, one, and many pages', async () => {
    for (const count of [0, 1, 7, 201]) {
      const contacts = Array.from({ length: count }, (_, i) => lead(i));
      const streamed = await text(await exportStream(pagesOf(contacts, 100), 'json', rooferQuestions));
      expect(streamed).toBe(
        `${JSON.stringify(
          contacts.map((each) => staffRow(each, rooferQuestions)),
          null,
          2,
        )}\n`,
      );
    }
  });
});
