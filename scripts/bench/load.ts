export { requestsPerSecond };
export type { LoadResult };

import autocannon from 'autocannon';

/** What one load run measured. */
interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

/**
 * Loads one URL from loopback for `seconds` with `connections` keep-alive connections, asking for gzip like a
 * browser would (both servers then send the same precompressed file).
 */
async function requestsPerSecond(url: string, seconds = 8, connections = 50): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
