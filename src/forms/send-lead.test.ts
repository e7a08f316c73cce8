import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLimits, withDeadline } from './send-lead';

afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadline', () => {
  it('gives the result of work that finishes in time', async () => {
    await expect(withDeadline(Promise.resolve({ ok: true }), 1_000)).resolves.toEqual({ ok: true });
  });

  it('gives null once the deadline passes, so the button comes back', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const outcome = withDeadline(never, 20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBeNull();
  });

  it('passes a failure on', async () => {
    await expect(withDeadline(Promise.reject(new Error('offline')), 1_000)).rejects.toThrow('offline');
  });
});

describe('sendLimits', () => {
  it('ends the whole sequence before a single request could retry past it', () => {
    // One create with its retry fits; a hung server is cut off at the total.
    expect(sendLimits.requestMs * (sendLimits.retries + 1)).toBeLessThan(sendLimits.totalMs);
    expect(sendLimits.totalMs).toBeLessThanOrEqual(20_000);
  });
});
