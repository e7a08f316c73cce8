import { describe, expect, it } from 'vitest';
import { addBusinessMs, businessMs, openingsOf } from './business-hours.ts';

// The site's hours: weekdays 7-18, Saturday 8-16, Sunday emergency calls only (closed), on Florida's clock.
const openings = openingsOf(
  [
    {
      label: 'Mon-Fri',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '18:00',
      text: '7 AM - 6 PM',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '08:00', closes: '16:00', text: '8 AM - 4 PM' },
    { label: 'Sunday', days: ['Sunday'], text: 'Emergency calls only' },
  ],
  'America/New_York',
);
const minute = 60_000;

describe('office hours on a local clock', () => {
  it('waits for the next opening after hours: Friday 17:55 + 15 business minutes is Saturday 08:10', () => {
    // 2026-11-20 is a Friday; EST is UTC-5.
    expect(addBusinessMs(openings, new Date('2026-11-20T17:55:00-05:00'), 15 * minute)?.toISOString()).toBe('2026-11-21T13:10:00.000Z');
  });

  it('counts Sunday as closed and crosses the change to summer time by the wall clock', () => {
    // Saturday 15:30 + 60 minutes: 30 on Saturday, Sunday closed, 30 on Monday from 07:00.
    expect(addBusinessMs(openings, new Date('2026-11-21T15:30:00-05:00'), 60 * minute)?.toISOString()).toBe('2026-11-23T12:30:00.000Z');
    // 2026-03-08 (a Sunday) clocks go forward: Monday opens at 07:00 EDT = 11:00 UTC.
    expect(addBusinessMs(openings, new Date('2026-03-07T16:30:00-05:00'), minute)?.toISOString()).toBe('2026-03-09T11:01:00.000Z');
  });

  it('measures only open time between two instants', () => {
    expect(businessMs(openings, new Date('2026-11-20T17:00:00-05:00'), new Date('2026-11-21T09:00:00-05:00'))).toBe(2 * 60 * minute);
    expect(businessMs(openings, new Date('2026-11-22T10:00:00-05:00'), new Date('2026-11-22T20:00:00-05:00'))).toBe(0);
    expect(businessMs(openings, new Date('2026-11-23T08:00:00-05:00'), new Date('2026-11-23T07:00:00-05:00'))).toBe(0);
  });

  it('never finds an opening in an office that never opens', () => {
    expect(addBusinessMs(openingsOf([], 'UTC'), new Date(), minute)).toBeUndefined();
  });
});
