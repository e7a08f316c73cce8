export { exportStream };

import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { LeadQuestions } from '../../content/questions.ts';
import { staffRow } from './lead-rows.ts';
import type { Lead } from '../store/lead.ts';
import { csvBody, csvHead } from './leads-csv.ts';

// An export written as its leads are read: one page held at a time, and only when the reader has taken the last one
// (the stream pulls the next page as its buffer drains); between pages other requests get their turn. The first page is
// read before anything is sent, so a database that fails at once still gets an error answer. The text is exactly
// toCsv of every row (its answer columns `labels`: csvAnswerLabels), or JSON.stringify(rows, null, 2) and a newline.
async function exportStream(
  pages: AsyncIterable<Lead[]>,
  format: 'csv' | 'json',
  questions: LeadQuestions,
  labels: readonly string[] = [],
): Promise<Readable> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rest(): AsyncGenerator<Lead[]> {
    if (first.done) return;
    yield first.value;
    for (;;) {
      await setImmediate();
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const text = format === 'csv' ? csvText(rest(), questions, labels) : jsonText(rest(), questions);
  const stream = Readable.from(text, { objectMode: false });
  // A reader gone part-way stops the reading of pages.
  stream.once('close', () => void iterator.return?.());
  return stream;
}

async function* csvText(pages: AsyncIterable<Lead[]>, questions: LeadQuestions, labels: readonly string[]): AsyncGenerator<string> {
  yield csvHead(labels);
  for await (const leads of pages)
    yield csvBody(
      leads.map((lead) => staffRow(lead, questions)),
      labels,
    );
}

// JSON.stringify(rows, null, 2), a row at a time: each row indented as an element of the array.
async function* jsonText(pages: AsyncIterable<Lead[]>, questions: LeadQuestions): AsyncGenerator<string> {
  let first = true;
  for await (const leads of pages) {
    const parts = leads.map((lead) => {
      const part = `${first ? '[\n' : ',\n'}  ${JSON.stringify(staffRow(lead, questions), null, 2).replace(/\n/g, '\n  ')}`;
      first = false;
      return part;
    });
    yield parts.join('');
  }
  yield first ? '[]\n' : '\n]\n';
}
