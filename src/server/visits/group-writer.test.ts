import { describe, expect, it } from 'vitest';
import { groupWriter } from './group-writer';

describe('group commit', () => {
  it('writes a lone request at once and those arriving meanwhile together, each settling with its own write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = groupWriter<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 5);
    const first = write([1]);
    const later = [write([2, 3]), write([4]), write([5, 6]), write([7])];
    expect(writes).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    // At most 5 per write, whole requests only.
    expect(writes).toEqual([[1], [2, 3, 4, 5, 6], [7]]);
  });

  it('rejects the callers of a failed write only', async () => {
    let fail = true;
    const write = groupWriter<number>(async () => {
      if (fail) {
        fail = false;
        throw new Error('database down');
      }
    }, 10);
    await expect(write([1])).rejects.toThrow('database down');
    await expect(write([2])).resolves.toBeUndefined();
  });
});
