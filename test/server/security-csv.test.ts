// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { toCsv } from '../../src/server/leads/leads-csv.ts';
import { csvInTurns } from '../../src/server/inbox/csv-in-turns.ts';

describe('the CSV export written in turns', () => {
  it('is the same text as written at once, for none, one, and many turns of rows', async () => {
    const { choices } = readSiteConfig(process.cwd());
    const row = (i: number) => ({
      createdAt: '2026-01-02T03:04:05.000Z',
      id: `contact_${i}`,
      name: `Person ${i}`,
      message: `Line one\r\nline "two", =SUM(A1) ${i}`,
      status: 'new',
      spam: false,
    });
    for (const count of [0, 1, 7, 250, 251, 601]) {
      const rows = Array.from({ length: count }, (_, i) => row(i));
      expect(await csvInTurns(rows, choices, 100)).toBe(toCsv(rows, choices));
    }
  });
});
