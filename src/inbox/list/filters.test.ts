import { describe, expect, test } from 'vitest';
import { filterQuery, readFilters, withFilter } from './filters';

describe('the list filters in the address', () => {
  test('read back what was written, defaults left out', () => {
    const filters = readFilters(new URLSearchParams('q=smith&status=new&city=naples&from=2026-01-02&to=2026-02-03&spam=all&page=3'));
    expect(filters).toEqual({
      q: 'smith',
      status: 'new',
      service: '',
      city: 'naples',
      language: '',
      from: '2026-01-02',
      to: '2026-02-03',
      spam: 'all',
      page: 3,
    });
    expect(filterQuery(filters).toString()).toBe('q=smith&status=new&city=naples&from=2026-01-02&to=2026-02-03&spam=all&page=3');
    expect(filterQuery(filters, { paged: false }).get('page')).toBeNull();
    expect(filterQuery(readFilters(new URLSearchParams(''))).toString()).toBe('');
  });

  test('odd values fall back to the defaults', () => {
    expect(readFilters(new URLSearchParams('spam=maybe&page=-2&from=yesterday'))).toMatchObject({ spam: 'exclude', page: 1, from: '' });
  });

  test('changing a filter goes back to page 1; turning the page keeps the filters', () => {
    const filters = readFilters(new URLSearchParams('status=won&page=4'));
    expect(withFilter(filters, 'city', 'naples').toString()).toBe('status=won&city=naples');
    expect(withFilter(filters, 'page', 5).toString()).toBe('status=won&page=5');
  });
});
