export { auditRoutes };
export type { RouteAudit };

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median as medianOfValues } from 'simple-statistics';
import { chromiumFlags, chromiumPath } from '../chromium-flags.ts';

/** One route's mobile Lighthouse result. */
interface RouteAudit {
  /** URL path audited. */
  route: string;
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated mobile metrics. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Paths of the scripts the page loaded during the run (same origin), e.g. `/assets/islands.x.js`. */
  scripts: string[];
  /** Bytes of the document as transferred (brotli when the server has a .br copy). */
  documentTransfer: number;
  /** Bytes of everything the page loaded during the run, as transferred. */
  totalTransfer: number;
  /** Bytes the image-delivery audit estimates better pictures would save (0: nothing to improve). */
  imageSavings: number;
  /** Ids and titles of audits that scored below 1 in any category, to say what to fix. */
  failing: string[];
  /** Lowest and highest total blocking time of the runs behind the median. */
  tbtRangeMs?: [number, number];
}

/**
 * Mobile Lighthouse (the default config: emulated phone, simulated slow 4G and 4x CPU slowdown) on each route
 * of `origin`, in sequence, in one Chromium. Each route is audited `runs` times and each figure is the median of
 * its runs, as Lighthouse's own guidance on variability advises (one run's blocking time moves by tens of ms
 * with whatever else the machine is doing); an audit counts as failing when it fails in most runs.
 */
async function auditRoutes(
  origin: string,
  routes: string[],
  runs: number,
  onResult?: (audit: RouteAudit) => void,
  extraHeaders?: Record<string, string>,
): Promise<RouteAudit[]> {
  // Debian's Chromium with this project's flags only (not the launcher's defaults); nothing is downloaded.
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: chromiumFlags,
    ignoreDefaultFlags: true,
    logLevel: 'error',
  });
  try {
    const audits: RouteAudit[] = [];
    for (const route of routes) {
      const results: RouteAudit[] = [];
      for (let run = 0; run < runs; run++) results.push(await auditOne(chrome.port, new URL(route, origin).href, route, extraHeaders));
      const audit = medianOf(results);
      audits.push(audit);
      onResult?.(audit);
    }
    return audits;
  } finally {
    chrome.kill();
  }
}

function medianOf(results: RouteAudit[]): RouteAudit {
  const median = (pick: (a: RouteAudit) => number) => medianOfValues(results.map(pick));
  const failing = [...new Set(results.flatMap((r) => r.failing))].filter(
    (id) => results.filter((r) => r.failing.includes(id)).length * 2 > results.length,
  );
  return {
    ...results[0]!,
    performance: median((a) => a.performance),
    accessibility: median((a) => a.accessibility),
    bestPractices: median((a) => a.bestPractices),
    seo: median((a) => a.seo),
    lcpMs: Math.round(median((a) => a.lcpMs)),
    tbtMs: Math.round(median((a) => a.tbtMs)),
    cls: median((a) => a.cls),
    tbtRangeMs: [Math.min(...results.map((r) => r.tbtMs)), Math.max(...results.map((r) => r.tbtMs))],
    failing,
  };
}

async function auditOne(port: number, url: string, route: string, extraHeaders?: Record<string, string>): Promise<RouteAudit> {
  const result = await lighthouse(url, {
    port,
    // A signed-in page: the session cookie goes with every request of the run.
    ...(extraHeaders ? { extraHeaders } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Screenshots are for people reading a report; this run only keeps numbers.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      // Only audits that count towards the score (weight > 0) and did not pass.
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${category.id}/${ref.id} (${audit.score})`);
    }
  }
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    scripts: requests(lhr)
      .filter((r) => r.resourceType === 'Script' && r.url?.startsWith(new URL(url).origin))
      .map((r) => new URL(r.url ?? '').pathname),
    documentTransfer: requests(lhr)
      .filter((r) => r.resourceType === 'Document')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalTransfer: Math.round(numeric('total-byte-weight')),
    imageSavings: imageSavingsOf(lhr.audits),
    failing: [...failing],
  };
}

// Lighthouse 12 reports picture delivery as one insight (format, compression, size for the slot).
function imageSavingsOf(audits: Record<string, { metricSavings?: unknown; details?: unknown }>): number {
  const audit = audits['image-delivery-insight'] ?? audits['uses-responsive-images'];
  const items = (audit?.details as { items?: { wastedBytes?: number }[] } | undefined)?.items ?? [];
  return items.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
}

interface RequestRow {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

function requests(lhr: { audits: Record<string, { details?: unknown }> }): RequestRow[] {
  const details = lhr.audits['network-requests']?.details as { items?: RequestRow[] } | undefined;
  return details?.items ?? [];
}
