// @vitest-environment node
// npm start's logs: readable lines at a terminal (a real pseudo-terminal here), JSON lines otherwise.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../support/data-dir.ts';
import { freePort } from '../support/server-process.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const running: { kill(signal: NodeJS.Signals): boolean }[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

// Starts the server, waits for its "Leads are stored" line, stops it; `terminal` runs it under script(1).
async function firstLines(terminal: boolean): Promise<string> {
  const data = await freshDataDir();
  const env = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: data.dir,
    SITE_DIR: join(data.dir, 'no-site'),
    LOG_LEVEL: 'info',
  };
  const command = `exec "${process.execPath}" --import tsx src/server/main.ts`;
  const child = terminal
    ? spawn('script', ['-qfec', command, '/dev/null'], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn('sh', ['-c', command], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!/Server listening/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  child.kill('SIGKILL');
  data.remove();
  return output;
}

describe('server logs', () => {
  it('are readable lines at a terminal', async () => {
    const output = await firstLines(true);
    expect(output).toMatch(/INFO.*Leads are stored in pglite/);
    expect(output).not.toMatch(/\{"level":/);
  });

  it('are JSON lines when written to a pipe or a file', async () => {
    const output = await firstLines(false);
    const line = output.split('\n').find((text) => text.includes('Leads are stored in'));
    expect(JSON.parse(line!)).toMatchObject({ level: 30, msg: expect.stringMatching(/^Leads are stored in pglite/) });
  });
});
