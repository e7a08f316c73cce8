export { spawnServer, refusedStart, freePort, serverEnv };
export type { ServerProcess };

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `npm start`'s entry as its own process. */
interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

// node --import tsx (not npx) so that a signal reaches the server itself, not a wrapper.
async function spawnServer(env: Record<string, string>, readyPath: string, readyHeaders: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`The server exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    try {
      const response = await fetch(url + readyPath, { headers: readyHeaders });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output, exited };
}

/**
 * `npm start`'s entry run until it exits by itself (a start it refuses): its exit code and everything it wrote. `cwd`:
 * the project it starts in (a copy made by copyProject, with its env), by default this one.
 */
async function refusedStart(
  env: Record<string, string>,
  cwd = root,
): Promise<{ code: number | string; output: string; answered: boolean }> {
  // The server finds its content beside its code: in a copy, through the copy's links, not where they lead.
  const links = cwd === root ? [] : ['--preserve-symlinks', '--preserve-symlinks-main'];
  const child = spawn(process.execPath, [...links, '--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  // Whether it ever listened: asked every 100 ms until it exits (or 60 s pass and it is stopped).
  let answered = false;
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 60_000;
  while (!done && Date.now() < deadline) {
    answered ||= await fetch(`http://127.0.0.1:${env.PORT}/`).then(
      () => true,
      () => false,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!done) child.kill('SIGKILL');
  return { code: await exited, output, answered };
}

/** `npm start`'s settings for a server of its own on `dataDir`: a free port, no site, the test staff token, no limit. */
async function serverEnv(dataDir: string, staffToken: string, more: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, 'no-site'),
    STAFF_TOKEN: staffToken,
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...more,
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
