export { readFilters, filterQuery, withFilter, filterKeys, rememberListSearch, listAddress };
export type { Filters };

/** What the list shows, kept in the address so a reload, a shared link and Back keep it. */
interface Filters {
  q: string;
  status: string;
  service: string;
  city: string;
  /** A language code of the site's. */
  language: string;
  from: string;
  to: string;
  /** exclude (default), only or all. */
  spam: string;
  page: number;
}

const filterKeys = ['q', 'status', 'service', 'city', 'language', 'from', 'to', 'spam'] as const;

function readFilters(params: URLSearchParams): Filters {
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  const spam = params.get('spam');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    service: params.get('service') ?? '',
    city: params.get('city') ?? '',
    language: params.get('language') ?? '',
    from: date(params.get('from')),
    to: date(params.get('to')),
    spam: spam === 'only' || spam === 'all' ? spam : 'exclude',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's query for these filters (no paging for the CSV); empty values and defaults left out. */
function filterQuery(filters: Filters, { paged = true } = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value && !(key === 'spam' && value === 'exclude')) query.set(key, value);
  }
  if (paged && filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** The address's query with one filter changed; any change but the page goes back to page 1. */
function withFilter(filters: Filters, key: keyof Filters, value: string | number): URLSearchParams {
  const next = { ...filters, [key]: value };
  if (key !== 'page') next.page = 1;
  return filterQuery(next as Filters);
}

// The list's last address, so "All leads" on a lead's page returns to the same filters, after a reload too
// (kept for the tab, like the browser's own history).
const lastListKey = 'staff-inbox-list';

function rememberListSearch(search: string): void {
  try {
    sessionStorage.setItem(lastListKey, search);
  } catch {
    // Storage refused (private mode): the link then shows every lead.
  }
}

function listAddress(): string {
  let search = '';
  try {
    search = sessionStorage.getItem(lastListKey) ?? '';
  } catch {
    search = '';
  }
  return `/staff${search.startsWith('?') ? search : ''}`;
}
