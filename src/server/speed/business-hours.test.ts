import { describe, expect, it } from 'vitest';
import { addBusinessMs, businessMs, openingsOf, openingsOn } from './business-hours.ts';

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

describe('seasonal hours', () => {
  // Summer: weekdays 07:00-13:00 from June 1 to August 31; the holidays: closed from December 24 to January 1.
  const seasonal = openingsOf(
    [{ label: 'Mon-Fri', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00', text: '9-5' }],
    'America/Denver',
    [
      {
        label: 'Summer hours',
        from: '06-01',
        to: '08-31',
        hours: [
          {
            label: 'Mon-Fri',
            days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '07:00',
            closes: '13:00',
            text: '7-1',
          },
        ],
      },
      { label: 'Holidays', from: '12-24', to: '01-01', hours: [{ label: 'Every day', days: ['Monday'], text: 'Closed' }] },
    ],
  );

  it('takes the schedule in force on the local date, in the site’s time zone', () => {
    // 2026-06-01 01:00 UTC is still May 31 in Denver (UTC-6): the usual week; six hours later it is June 1.
    expect(openingsOn(seasonal, new Date('2026-06-01T01:00:00Z'))[1]).toEqual([9 * 60, 17 * 60]);
    expect(openingsOn(seasonal, new Date('2026-06-01T07:00:00Z'))[1]).toEqual([7 * 60, 13 * 60]);
    expect(openingsOn(seasonal, new Date('2026-08-31T23:00:00-06:00'))[1]).toEqual([7 * 60, 13 * 60]);
    expect(openingsOn(seasonal, new Date('2026-09-01T00:30:00-06:00'))[1]).toEqual([9 * 60, 17 * 60]);
  });

  it('holds a season across New Year on both sides of it', () => {
    expect(openingsOn(seasonal, new Date('2026-12-28T12:00:00-07:00'))[1]).toBeUndefined();
    expect(openingsOn(seasonal, new Date('2027-01-01T12:00:00-07:00'))[5]).toBeUndefined();
    expect(openingsOn(seasonal, new Date('2027-01-04T12:00:00-07:00'))[1]).toEqual([9 * 60, 17 * 60]);
  });

  it('counts business time by each day’s own schedule', () => {
    // Friday 2026-05-29 16:00 MDT + 2 business hours: 1 on Friday (to 17:00), then Monday June 1 opens at 07:00.
    expect(addBusinessMs(seasonal, new Date('2026-05-29T16:00:00-06:00'), 120 * minute)?.toISOString()).toBe('2026-06-01T14:00:00.000Z');
    // 2026-12-23 (Wednesday) 16:30 + 1 hour: 30 minutes that day, closed until Monday 2027-01-04 09:00.
    expect(addBusinessMs(seasonal, new Date('2026-12-23T16:30:00-07:00'), 60 * minute)?.toISOString()).toBe('2027-01-04T16:30:00.000Z');
  });
});
