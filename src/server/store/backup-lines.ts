export { backupLines, maxBackupLineBytes };

import { BackupError } from './backup.ts';

// The longest line a backup of this site holds is a photo's row, its JPEG written as hex (twice its size) in JSON:
// at most 600 KB now, but up to 2.5 MB (pure noise) in backups made before photos were capped, so 5 MB. 32 MB is
// six times that; a longer line is damage or a hostile file, refused before it is held whole.
const maxBackupLineBytes = 32 * 1024 * 1024;

// The lines of a backup as it is read (a gunzip stream): one line held at a time, none longer than the limit, so a
// restore takes the same memory whatever the file's size.
async function* backupLines(input: AsyncIterable<Buffer | string>, limit = maxBackupLineBytes): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let held = 0;
  let number = 1;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const end = bytes.indexOf(10, start);
      const piece = bytes.subarray(start, end === -1 ? bytes.length : end);
      if (held + piece.length > limit) throw tooLong(number, parts[0] ?? piece, limit);
      if (piece.length > 0) parts.push(piece);
      held += piece.length;
      if (end === -1) break;
      yield Buffer.concat(parts, held).toString('utf8').replace(/\r$/, '');
      parts = [];
      held = 0;
      number += 1;
      start = end + 1;
    }
  }
  if (held > 0) yield Buffer.concat(parts, held).toString('utf8');
}

function tooLong(number: number, start: Buffer, limit: number): BackupError {
  const table = /^\{"table":"([^"\\]{1,63})"/.exec(start.subarray(0, 100).toString('utf8'))?.[1];
  return new BackupError(
    `Line ${number} of the backup${table ? ` (a row of ${table})` : ''} is longer than ${limit / 1024 / 1024} MB, more than any row ` +
      'this site writes: the file is damaged or was not made by `npm run leads -- backup`. Nothing was restored. ' +
      'Restore another backup (the daily ones are in DATA_DIR/backups).',
  );
}
