import { describe, expect, it } from 'vitest';
import { defaultRange, percent, readRange } from './report-range';

describe('the report range', () => {
  it('reads the address, else the last 30 days', () => {
    const today = new Date('2026-11-25T15:00:00Z');
    expect(readRange(new URLSearchParams('from=2026-10-01&to=2026-10-31'), today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(readRange(new URLSearchParams('from=last+month'), today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(defaultRange(today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('writes rates as staff read them', () => {
    expect(percent(0.0625)).toBe('6.3%');
    expect(percent(null)).toBe('–');
  });
});
