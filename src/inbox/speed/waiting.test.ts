import { describe, expect, it } from 'vitest';
import { waitingColor, waitingText } from './waiting';

describe('waiting times', () => {
  it('read in minutes, then hours and minutes of office time', () => {
    expect(waitingText(35 * 60_000 + 59_000)).toBe('Waiting 35 min');
    expect(waitingText(3 * 3_600_000 + 5 * 60_000)).toBe('Waiting 3 h 5 min');
    expect(waitingText(2 * 3_600_000)).toBe('Waiting 2 h');
  });

  it('turn orange near the promise and red past it', () => {
    const limits = { promiseMs: 24 * 3_600_000, warnAfterMs: 20 * 3_600_000 };
    expect(waitingColor(3_600_000, limits)).toBe('blue');
    expect(waitingColor(20 * 3_600_000, limits)).toBe('orange');
    expect(waitingColor(25 * 3_600_000, limits)).toBe('red');
  });
});
