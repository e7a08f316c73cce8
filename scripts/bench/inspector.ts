export { attachProfiler };
export type { Profiler };

/** V8's sampling profiler of another Node process, over its inspector port. */
interface Profiler {
  start(): Promise<void>;
  /** Stops and returns the profile (the .cpuprofile JSON Chrome DevTools opens). */
  stop(): Promise<unknown>;
  close(): void;
}

// The process must run with --inspect=127.0.0.1:PORT; only what runs between start and stop is profiled.
async function attachProfiler(port: number): Promise<Profiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  return {
    start: async () => {
      await call('Profiler.start');
    },
    stop: async () => ((await call('Profiler.stop')) as { profile: unknown }).profile,
    close: () => socket.close(),
  };
}
