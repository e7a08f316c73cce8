import { expect, test } from 'vitest';
import { decodeUtf8 } from './utf8';

test('valid UTF-8, including letters of several bytes, has no bad bytes', () => {
  const bytes = Buffer.from('title: Café — 5★ 🏠\n');
  expect(decodeUtf8(bytes)).toEqual({ text: 'title: Café — 5★ 🏠\n', badBytes: [] });
});

test('each bad byte is reported at its offset in the decoded text', () => {
  // "Caf" + Latin-1 é, then a valid é, a lone continuation byte, and a cut-off 3-byte sequence at the end.
  const bytes = new Uint8Array([...Buffer.from('Caf'), 0xe9, ...Buffer.from(' é '), 0x80, ...Buffer.from('x'), 0xe2, 0x82]);
  const { text, badBytes } = decodeUtf8(bytes);
  expect(text).toBe('Caf\ufffd é \ufffdx\ufffd');
  expect(badBytes).toEqual([
    { offset: 3, byte: 0xe9 },
    { offset: 7, byte: 0x80 },
    { offset: 9, byte: 0xe2 },
  ]);
});
