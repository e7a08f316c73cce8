export { defaultRange, readRange, rangeQuery, percent };
export type { Range };

/** UTC days, both included, as YYYY-MM-DD. */
interface Range {
  from: string;
  to: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

// The last 30 days up to today.
function defaultRange(today: Date = new Date()): Range {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(today.getTime() - 29 * 86_400_000)), to: day(today) };
}

// The range in the address (?from=&to=), else the default: reload and Back show the same report.
function readRange(params: URLSearchParams, today?: Date): Range {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return dayPattern.test(from) && dayPattern.test(to) ? { from, to } : defaultRange(today);
}

function rangeQuery(range: Range): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}

/** 0.0625 -> "6.3%"; no visits -> "–". */
function percent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`;
}
