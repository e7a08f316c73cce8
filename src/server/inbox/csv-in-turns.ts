export { csvInTurns };

import { setImmediate } from 'node:timers/promises';
import type { LeadChoices } from '../../content/types.ts';
import { toCsv } from '../leads/leads-csv.ts';
import type { CsvRow } from '../leads/leads-csv.ts';

// Thousands of long leads take a while to write out: `perTurn` at a time, letting other requests in between.
// The same text as toCsv of all rows at once.
async function csvInTurns(rows: CsvRow[], choices?: LeadChoices, perTurn = 250): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start === 0 || start < rows.length; start += perTurn) {
    const csv = toCsv(rows.slice(start, start + perTurn), choices);
    // Every part after the first without its byte-order mark and header line.
    parts.push(start === 0 ? csv : csv.slice(csv.indexOf('\r\n') + 2));
    await setImmediate();
  }
  return parts.join('');
}
