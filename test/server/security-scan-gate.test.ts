// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/http/api-error.ts';
import { createScanGate } from '../../src/server/inbox/scan-gate.ts';

describe('searches and exports', () => {
  it('lets one browser run 2 at once and refuses a third with 429 and Retry-After', async () => {
    const gate = createScanGate({ perSession: 2, running: 4, waiting: 4 });
    const first = await gate.enter('a');
    await gate.enter('a');
    const third = await gate.enter('a').catch((error: unknown) => error);
    expect(third).toBeInstanceOf(ApiError);
    expect((third as ApiError).statusCode).toBe(429);
    expect((third as ApiError).retryAfter).toBeGreaterThanOrEqual(1);
    first();
    await expect(gate.enter('a')).resolves.toBeTypeOf('function');
  });

  it('runs at most `running` scans in all; the next wait their turn, and beyond the line get 503', async () => {
    const gate = createScanGate({ perSession: 1, running: 2, waiting: 1 });
    const a = await gate.enter('a');
    await gate.enter('b');
    let cStarted = false;
    const c = gate.enter('c').then((release) => {
      cStarted = true;
      return release;
    });
    const d = await gate.enter('d').catch((error: unknown) => error);
    expect((d as ApiError).statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cStarted).toBe(false);
    a();
    await c;
    expect(cStarted).toBe(true);
  });
});
