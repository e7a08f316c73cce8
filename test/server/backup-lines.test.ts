// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backupLines } from '../../src/server/store/backup-lines.ts';
import { BackupError } from '../../src/server/store/backup.ts';

async function* chunks(...parts: string[]): AsyncIterable<Buffer> {
  for (const part of parts) yield Buffer.from(part);
}

async function all(source: AsyncIterable<string>): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of source) lines.push(line);
  return lines;
}

describe('backupLines', () => {
  it('gives each line whole, however the chunks cut it, multi-byte letters included', async () => {
    const text = '{"a":1}\n{"name":"Zoë Müller"}\r\n\n{"last":true}';
    const bytes = Buffer.from(text);
    // Every cut of the text into two chunks, inside letters too.
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const split = (async function* () {
        yield bytes.subarray(0, cut);
        yield bytes.subarray(cut);
      })();
      expect(await all(backupLines(split))).toEqual(['{"a":1}', '{"name":"Zoë Müller"}', '', '{"last":true}']);
    }
  });

  it('refuses a line longer than the limit with its number and table, before holding it whole', async () => {
    const long = (async function* () {
      yield Buffer.from('{"backup":"leads"}\n{"table":"lead_photos","row":{"bytes":"');
      // Never ends: the limit stops the reading.
      for (;;) yield Buffer.alloc(1024, 'f');
    })();
    const failure = await all(backupLines(long, 64 * 1024)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(/^Line 2 of the backup \(a row of lead_photos\) is longer than 0.0625 MB/);
    expect(await all(backupLines(chunks('x'.repeat(100), '\n'), 100))).toEqual(['x'.repeat(100)]);
    await expect(all(backupLines(chunks('x'.repeat(101), '\n'), 100))).rejects.toThrow(/^Line 1 of the backup is longer/);
  });
});
