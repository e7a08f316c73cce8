import { describe, expect, it } from 'vitest';
import { seasonValidity } from './season-validity';

const summer = { from: '06-01', to: '08-31' };
const holidays = { from: '12-24', to: '01-01' };

describe('the dates of a yearly season', () => {
  it('is this year’s occurrence until its last day, then next year’s', () => {
    expect(seasonValidity(summer, new Date('2026-03-10T12:00:00Z'))).toEqual({ validFrom: '2026-06-01', validThrough: '2026-08-31' });
    expect(seasonValidity(summer, new Date('2026-08-31T23:00:00Z'))).toEqual({ validFrom: '2026-06-01', validThrough: '2026-08-31' });
    expect(seasonValidity(summer, new Date('2026-09-01T00:00:00Z'))).toEqual({ validFrom: '2027-06-01', validThrough: '2027-08-31' });
  });

  it('ends in the next year for a season across New Year, and is the one begun last year in its days after New Year', () => {
    expect(seasonValidity(holidays, new Date('2026-07-04T12:00:00Z'))).toEqual({ validFrom: '2026-12-24', validThrough: '2027-01-01' });
    expect(seasonValidity(holidays, new Date('2026-12-30T12:00:00Z'))).toEqual({ validFrom: '2026-12-24', validThrough: '2027-01-01' });
    expect(seasonValidity(holidays, new Date('2027-01-01T12:00:00Z'))).toEqual({ validFrom: '2026-12-24', validThrough: '2027-01-01' });
    expect(seasonValidity(holidays, new Date('2027-01-02T12:00:00Z'))).toEqual({ validFrom: '2027-12-24', validThrough: '2028-01-01' });
  });

  it('moves February 29 to a day the year has', () => {
    expect(seasonValidity({ from: '02-29', to: '03-10' }, new Date('2027-01-10T00:00:00Z'))).toEqual({
      validFrom: '2027-03-01',
      validThrough: '2027-03-10',
    });
    expect(seasonValidity({ from: '02-01', to: '02-29' }, new Date('2028-01-10T00:00:00Z'))).toEqual({
      validFrom: '2028-02-01',
      validThrough: '2028-02-29',
    });
    expect(seasonValidity({ from: '02-01', to: '02-29' }, new Date('2027-01-10T00:00:00Z')).validThrough).toBe('2027-02-28');
  });
});
