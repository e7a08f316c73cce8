import { describe, expect, it } from 'vitest';
import { describeDifference, pairedDifference } from './paired';

// A fixed random source (mulberry32), so each interval is the same on every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const noise = [12, -30, 25, -8, 41, -19, 3, -27, 17, 36, -41, 9];

describe('pairedDifference', () => {
  it('finds a shift hidden in noise larger than itself, and says which way', () => {
    const base = noise.map((n) => 660 + n);
    const slower = base.map((value, index) => value + 20 + (index % 3) * 2);
    const result = pairedDifference(slower, base, seeded(1));
    expect(result.median).toBe(22);
    expect(result.low).toBeGreaterThan(0);
    expect(result.high).toBeLessThan(30);
    expect(describeDifference(result)).toMatch(/^\+22 ms \(90% interval \+\d+ to \+\d+ ms, 12 pairs\): slower$/);
    expect(describeDifference(pairedDifference(base, slower, seeded(1)))).toMatch(/: faster$/);
  });

  it('says no difference was measured when the pairs go both ways', () => {
    const a = noise.map((n) => 660 + n);
    const b = noise.map((n, index) => 660 + n + (index % 2 ? 15 : -15));
    const result = pairedDifference(a, b, seeded(2));
    expect(result.low).toBeLessThan(0);
    expect(result.high).toBeGreaterThan(0);
    expect(describeDifference(result)).toMatch(/: no difference measured$/);
  });

  it('refuses lists that are not pairs', () => {
    expect(() => pairedDifference([1, 2], [1])).toThrow(/same, non-zero length/);
    expect(() => pairedDifference([], [])).toThrow(/same, non-zero length/);
  });
});
