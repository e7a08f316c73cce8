// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HashingBusy, hashingLimits } from '../../src/server/inbox/hashing-threads.ts';
import { hashPassword, verifyPassword } from '../../src/server/inbox/passwords.ts';

describe('password hashing', () => {
  it('never makes a file read wait: it runs on its own threads, not the pool that reads files', async () => {
    const stored = await hashPassword('a stored password here');
    let checked = 0;
    const checks = Array.from({ length: hashingLimits.threads + hashingLimits.waiting }, () =>
      verifyPassword('a wrong guess', stored).then(() => checked++),
    );
    // Queued behind the checks if they shared the file-reading pool (4 threads): done only after most of them.
    await readFile(new URL(import.meta.url));
    const checkedWhenRead = checked;
    await Promise.all(checks);
    expect(checkedWhenRead).toBeLessThanOrEqual(1);
    expect(checked).toBe(checks.length);
  });

  it('refuses at once beyond its threads and queue, and still checks passwords right', async () => {
    const stored = await hashPassword('a stored password here');
    const results = await Promise.allSettled(
      Array.from({ length: hashingLimits.threads + hashingLimits.waiting + 20 }, (_, i) =>
        verifyPassword(i === 0 ? 'a stored password here' : 'wrong', stored),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBe(20);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusy);
    expect(results[0]).toEqual({ status: 'fulfilled', value: true });
    expect(results[1]).toEqual({ status: 'fulfilled', value: false });
  });

  it('hashes at a lower priority than the server, so pages get the cores first', async () => {
    await hashPassword('a stored password here');
    const niceness = await Promise.all(
      (await readdir('/proc/self/task')).map(async (thread) => {
        const stat = await readFile(`/proc/self/task/${thread}/stat`, 'utf8');
        // Field 19 of proc(5)'s stat is the nice value; the fields after the name's ')' start at field 3.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      }),
    );
    expect(niceness).toContain(hashingLimits.nice);
    expect(niceness.filter((nice) => nice === hashingLimits.nice).length).toBeLessThanOrEqual(hashingLimits.threads);
  });
});
