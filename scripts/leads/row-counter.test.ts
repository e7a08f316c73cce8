// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/server/leads/leads-csv.ts';
import { rowCounter } from './row-counter.ts';

const rows = [
  { id: 'a', name: 'Line one\r\nline "two"', message: '{"not": [json]}' },
  { id: 'b', name: 'Plain', message: '' },
  { id: 'c', name: '"', message: 'x\ny' },
];

describe('counting the leads of an export as it passes', () => {
  it('counts CSV records, whatever the pieces and the line breaks inside cells', () => {
    const text = toCsv(rows);
    for (const size of [1, 7, text.length]) {
      const counter = rowCounter('csv');
      for (let at = 0; at < text.length; at += size) counter.add(text.slice(at, at + size));
      expect(counter.rows).toBe(3);
    }
    const empty = rowCounter('csv');
    empty.add(toCsv([]));
    expect(empty.rows).toBe(0);
  });

  it('counts the objects of a JSON array, not those nested or inside strings', () => {
    const text = `${JSON.stringify(
      rows.map((row) => ({ ...row, delivery: { to: ['{'] } })),
      null,
      2,
    )}\n`;
    for (const size of [1, 5, text.length]) {
      const counter = rowCounter('json');
      for (let at = 0; at < text.length; at += size) counter.add(text.slice(at, at + size));
      expect(counter.rows).toBe(3);
    }
    const empty = rowCounter('json');
    empty.add('[]\n');
    expect(empty.rows).toBe(0);
  });
});
