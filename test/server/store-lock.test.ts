// @vitest-environment node
// The embedded store after kill -9 in a container: the restarted server is pid 1 again, or runs under
// another hostname. Each process here runs in its own pid and hostname namespace, as in a container.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../support/data-dir.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const child = join(import.meta.dirname, '../support/hold-store-child.ts');
const namespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--uts', 'true']).status === 0;

interface Holder {
  process: ChildProcess;
  output(): string;
  exited: Promise<number | string>;
}

describe.skipIf(!namespaces)(`embedded store lock in containers${namespaces ? '' : ' (skipped: unshare needs root)'}`, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  const running: Holder[] = [];
  beforeAll(async () => {
    data = await freshDataDir();
  });
  afterAll(() => {
    for (const holder of running) holder.process.kill('SIGKILL');
    data?.remove();
  });

  // The store process as pid 1 of a fresh pid namespace with its own hostname.
  function inContainer(host: string): Holder {
    const proc = spawn(
      'unshare',
      [
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        '--uts',
        'sh',
        '-c',
        `hostname ${host} && exec "$0" --import tsx "$1" "$2"`,
        process.execPath,
        child,
        data.dir,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    const holder = { process: proc, output: () => output, exited };
    running.push(holder);
    return holder;
  }

  async function opened(holder: Holder): Promise<void> {
    const deadline = Date.now() + 60_000;
    let gone = false;
    void holder.exited.then(() => (gone = true));
    while (!holder.output().includes('OPEN')) {
      if (gone || Date.now() > deadline) throw new Error(`The store did not open:\n${holder.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // kill -9 of the container's pid 1 (unshare's child), as a crashed container.
  async function crash(holder: Holder): Promise<void> {
    const unsharePid = holder.process.pid!;
    const init = Number(readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').trim().split(/\s+/)[0]);
    process.kill(init, 'SIGKILL');
    await holder.exited;
  }

  it(
    'opens after kill -9 when the restarted process has the same pid on the same hostname, and says it took the lock over',
    { timeout: 90_000 },
    async () => {
      const first = inContainer('box-one');
      await opened(first);
      expect(first.output()).toContain('OPEN pid 1');
      await crash(first);
      const lock = JSON.parse(readFileSync(join(data.dir, 'db.lock'), 'utf8')) as { pid: number; host: string };
      expect(lock).toMatchObject({ pid: 1, host: 'box-one' });

      const again = inContainer('box-one');
      await opened(again);
      expect(again.output()).toContain('OPEN pid 1');
      expect(again.output()).toMatch(/took over the lock of process 1 on box-one/);
      await crash(again);
    },
  );

  it('opens after kill -9 when the restarted process runs under another hostname', { timeout: 90_000 }, async () => {
    const first = inContainer('box-two');
    await opened(first);
    await crash(first);
    const again = inContainer('box-three');
    await opened(again);
    expect(again.output()).toMatch(/took over the lock of process 1 on box-two \(since [^)]+\): its heartbeat stopped/);
    await crash(again);
  });

  it('refuses a second live process: another container, the same hostname and pid, and this host', { timeout: 90_000 }, async () => {
    const holder = inContainer('box-four');
    await opened(holder);
    const elsewhere = inContainer('box-five');
    expect(await elsewhere.exited).toBe(3);
    expect(elsewhere.output()).toContain('is already open in process 1 on box-four');
    const twin = inContainer('box-four');
    expect(await twin.exited).toBe(3);
    expect(twin.output()).toContain('is already open in process 1 on box-four');
    const local = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../support/open-store-child.ts'), data.dir], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(local.status).toBe(3);
    expect(local.stderr).toContain('is already open in process 1 on box-four');
    await crash(holder);
  });
});
